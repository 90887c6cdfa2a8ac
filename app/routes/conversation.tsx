import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useNavigation,
  useSearchParams,
} from "react-router";
import {
  conversationIdSchema,
  messageSchema,
  threadPageSchema,
} from "../../common/messages/schemas.ts";
import { useThreadPages } from "../features/messages/use-thread-pages.ts";
import { formatLongDate } from "../../common/text/format.ts";
import { formError, pageError } from "../lib/errors.server.ts";
import { requireUser } from "../lib/session.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/conversation";

function conversationId(raw: string): number {
  const parsed = conversationIdSchema.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/** The newest page, or with `?antes={id}` the page before it ("Cargar mensajes anteriores"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const page = threadPageSchema.safeParse({
    before: new URL(request.url).searchParams.get("antes") ?? undefined,
  });
  if (!page.success) throw data(null, { status: 404 });
  try {
    return await context.services.messages.thread(user, conversationId(params.id), page.data);
  } catch (error) {
    // Someone else's conversation is as unknown as one that does not exist.
    throw pageError(error, request, { forbiddenAs: 404 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.viewer();
  const parsed = messageSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data(
      { error: parsed.error.issues[0]?.message ?? "Mensaje no válido." },
      { status: 400 },
    );
  try {
    const id = conversationId(params.id);
    await context.services.messages.reply(user, id, parsed.data.body);
    // Back to the newest page (also from an older one opened without JavaScript).
    return redirect(`/mensajes/${id}`);
  } catch (error) {
    return formError(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Mensajes - ${brandName}`,
    description: "Conversación con el consultorio.",
    canonical: `${siteUrl}/mensajes`,
    noIndex: true,
  });
};

export default function Conversation({ loaderData }: Route.ComponentProps) {
  // A thread of its own: pages loaded for one conversation never leak into another.
  return <Thread key={loaderData.id} latest={loaderData} />;
}

function Thread({ latest }: { latest: Route.ComponentProps["loaderData"] }) {
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
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
        {actionData?.error ? (
          <p role="alert" className="text-sm text-red-700">
            {actionData.error}
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
