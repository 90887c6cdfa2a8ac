import { Send } from "../../components/icons/icons.tsx";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "../../components/ui/toaster.tsx";
import { apiRequest, serverMessageOf } from "../../lib/api-request.ts";
import type { ProfilePageOutcome } from "../../lib/profile-page-form.ts";

// MESSAGE_MAX of common/messages/schemas.ts, written here so the form ships no zod.
const MAX = 2000;
const UNEXPECTED = "Ocurrió un error inesperado";

/**
 * 'Enviar mensaje' on a profile: the form a signed-in patient uses to write to a doctor who
 * claimed the listing (the profile explains the other cases and loads this only then). Once
 * the page's scripts run it sends through the API; before (a phone still loading them) the
 * browser posts it to the profile's action (`outcome`: its refusal with what was typed, or
 * the message sent). The message box is uncontrolled and read at submit: the form is in the
 * server's HTML, and what a patient writes before its lazy chunk hydrates must not be lost.
 */
export function MessageForm({
  providerId,
  providerName,
  outcome = null,
}: {
  providerId: number;
  providerName: string;
  outcome?: ProfilePageOutcome | null;
}) {
  const message = useRef<HTMLTextAreaElement>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<number | null>(outcome?.conversationId ?? null);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = message.current?.value ?? "";
    if (!body.trim()) {
      toast({ title: "Escribe un mensaje.", variant: "destructive" });
      return;
    }
    setSending(true);
    try {
      const result = await apiRequest<{ conversationId?: number } | undefined>(
        "POST",
        "/api/conversations",
        { providerId, body },
      );
      if (!result?.conversationId) throw new Error(UNEXPECTED);
      toast({
        title: "Mensaje enviado",
        description: `Te avisaremos por correo cuando ${providerName} responda.`,
      });
      form.reset();
      setSent(result.conversationId);
    } catch (error) {
      toast({
        title: "No se pudo enviar el mensaje",
        description: serverMessageOf(error, UNEXPECTED),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form method="post" onSubmit={send} className="space-y-2">
      <input type="hidden" name="intent" value="message" />
      {outcome?.done ? (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          {outcome.done}
        </p>
      ) : null}
      <label htmlFor="mensaje-medico" className="block text-sm font-medium text-gray-800">
        Tu mensaje
      </label>
      <textarea
        id="mensaje-medico"
        name="body"
        ref={message}
        rows={4}
        maxLength={MAX}
        defaultValue={outcome?.values?.body}
        aria-invalid={outcome?.error ? true : undefined}
        aria-describedby={outcome?.error ? "mensaje-medico-error" : undefined}
        className="w-full rounded-md border border-gray-300 p-3 aria-invalid:border-red-600"
      />
      {outcome?.error ? (
        <p id="mensaje-medico-error" role="alert" className="text-sm text-red-700">
          No se pudo enviar el mensaje: {outcome.error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4" />
          Enviar mensaje
        </button>
        {sent ? (
          <Link to={`/mensajes/${sent}`} className="text-sm font-semibold text-brand-700 underline">
            Ver conversación
          </Link>
        ) : null}
      </div>
    </form>
  );
}
