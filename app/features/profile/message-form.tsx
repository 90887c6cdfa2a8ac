import { Send } from "../../components/icons/icons.tsx";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "../../components/ui/toaster.tsx";
import { apiRequest, serverMessageOf } from "../../lib/api-request.ts";

const MAX = 2000;
const UNEXPECTED = "Ocurrió un error inesperado";

/**
 * 'Enviar mensaje' on a profile: the form a signed-in patient uses to write to a doctor who
 * claimed the listing (the profile explains the other cases and loads this only then). The
 * message box is uncontrolled and read at submit: the form is in the server's HTML, and what
 * a patient writes before its lazy chunk hydrates must not be lost.
 */
export function MessageForm({
  providerId,
  providerName,
}: {
  providerId: number;
  providerName: string;
}) {
  const message = useRef<HTMLTextAreaElement>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<number | null>(null);

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
    <form onSubmit={send} className="space-y-2">
      <label htmlFor="mensaje-medico" className="block text-sm font-medium text-gray-800">
        Tu mensaje
      </label>
      <textarea
        id="mensaje-medico"
        ref={message}
        rows={4}
        maxLength={MAX}
        className="w-full rounded-md border border-gray-300 p-3"
      />
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
