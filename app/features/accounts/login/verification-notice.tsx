import type { FetcherWithComponents } from "react-router";
import { MailCheck } from "../../../components/icons/icons.tsx";
import type { LoginResult } from "./types.ts";

/** Shown when a login was refused because the email is not verified: offers the email again. */
export function VerificationNotice({
  message,
  email,
  resend,
}: {
  message: string;
  email: string;
  resend: FetcherWithComponents<LoginResult>;
}) {
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <MailCheck aria-hidden="true" className="size-4" />
        Tu correo aún no está verificado
      </p>
      <p className="mt-1">{message}</p>
      <resend.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        <button
          type="submit"
          disabled={resend.state !== "idle"}
          className="rounded-md bg-amber-700 px-3 py-2 font-semibold text-white disabled:opacity-60"
        >
          Reenviar correo de verificación
        </button>
      </resend.Form>
    </div>
  );
}
