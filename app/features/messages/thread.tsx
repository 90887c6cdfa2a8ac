import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { formatLongDate } from "../../../common/time/format.ts";
import { useThreadPages } from "./use-thread-pages.ts";

/** What the conversation page's loader gives the thread: its newest page of messages. */
export interface ConversationPage {
  id: number;
  providerName: string;
  role: "patient" | "doctor";
  olderCursor: number | null;
  messages: Array<{
    id: number;
    body: string;
    mine: boolean;
    senderRole: "patient" | "doctor";
    createdAt: string | Date;
  }>;
}

/**
 * A conversation: older pages on request (a link that also works without JavaScript), the
 * messages, and the reply form that posts to the page's action.
 */
export function Thread({ latest, replyError }: { latest: ConversationPage; replyError?: string }) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { messages, olderCursor, loadOlder, loadingOlder } = useThreadPages(latest);
  const thread = latest;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link
          to={thread.role === "patient" ? "/dashboard/paciente" : "/dashboard"}
          className="text-brand-700 underline"
        >
          Volver a mi cuenta
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">
        Conversación con {thread.role === "patient" ? thread.providerName : "tu paciente"}
      </h1>
      {searchParams.has("antes") ? (
        <p className="mt-4 text-sm">
          <Link to={`/mensajes/${thread.id}`} className="text-brand-700 underline">
            Ver los mensajes más recientes
          </Link>
        </p>
      ) : null}
      {olderCursor !== null ? (
        <p className="mt-6 text-center">
          <Link
            to={`?antes=${olderCursor}`}
            onClick={(event) => {
              event.preventDefault();
              loadOlder();
            }}
            aria-disabled={loadingOlder}
            className="inline-block rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            {loadingOlder ? "Cargando..." : "Cargar mensajes anteriores"}
          </Link>
        </p>
      ) : null}
      <ol className="mt-6 space-y-3" aria-label="Mensajes">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`max-w-[85%] rounded-xl p-3 ${message.mine ? "ml-auto bg-brand-50" : "bg-gray-100"}`}
          >
            <p className="text-xs text-gray-600">
              {message.mine
                ? "Tú"
                : message.senderRole === "doctor"
                  ? thread.providerName
                  : "Paciente"}{" "}
              · {formatLongDate(message.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-gray-800">{message.body}</p>
          </li>
        ))}
      </ol>
      <Form method="post" className="mt-6 space-y-2" key={messages.at(-1)?.id ?? 0}>
        <label htmlFor="respuesta" className="block text-sm font-medium text-gray-800">
          Responder
        </label>
        <textarea
          id="respuesta"
          name="body"
          rows={3}
          maxLength={2000}
          required
          className="w-full rounded-md border border-gray-300 p-3"
        />
        {replyError ? (
          <p role="alert" className="text-sm text-red-700">
            {replyError}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          Enviar
        </button>
      </Form>
    </div>
  );
}
