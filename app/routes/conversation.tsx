import { data, Form, Link, useNavigation } from "react-router";
import { messageSchema } from "../../common/messages/schemas.ts";
import { formatLongDate } from "../../common/text/format.ts";
import { requireUser } from "../lib/session.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/conversation";

function conversationId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  try {
    return await context.services.messages.thread(user, conversationId(params.id));
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 403 || status === 404) throw data(null, { status: 404 });
    throw error;
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
    await context.services.messages.reply(user, conversationId(params.id), parsed.data.body);
    return { error: null };
  } catch (error) {
    const appError = error as { status?: number; message?: string };
    if (appError.status && appError.status < 500)
      return data(
        { error: appError.message ?? "No se pudo enviar el mensaje." },
        { status: appError.status },
      );
    throw error;
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

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const thread = loaderData;
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
      <ol className="mt-6 space-y-3" aria-label="Mensajes">
        {thread.messages.map((message) => (
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
      <Form method="post" className="mt-6 space-y-2" key={thread.messages.length}>
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
