import { data, redirect, useActionData } from "react-router";
import {
  conversationIdSchema,
  messageSchema,
  threadPageSchema,
} from "../../common/messages/schemas.ts";
import { Thread } from "../features/messages/thread.tsx";
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
  const actionData = useActionData<typeof action>();
  return <Thread key={loaderData.id} latest={loaderData} replyError={actionData?.error} />;
}
