import type { RateLimiter } from "../rate-limits/service.ts";
import { THREAD_PAGE_SIZE } from "../../common/messages/schemas.ts";
import type { SessionUser } from "../accounts/service.ts";
import { conflict, forbidden, notFound } from "../../common/errors.ts";
import { requireUser, requireVerifiedUser } from "../access/rules.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { MessagesRepository } from "./repository.ts";

export const MESSAGE_SERVICE_ERRORS = {
  signIn: "Inicia sesión para enviar mensajes.",
  verify: "Verifica tu correo electrónico para enviar mensajes.",
  notReachable: "Este médico todavía no recibe mensajes en el directorio.",
  ownListing: "No puedes enviarte mensajes a tu propio perfil.",
  notFound: "No se encontró la conversación.",
  notParticipant: "No formas parte de esta conversación.",
} as const;

export interface ThreadPageQuery {
  /** Only messages with a smaller id: the `olderCursor` of the page shown. */
  before?: number;
  limit?: number;
}

export interface InboxEntry {
  id: number;
  providerName: string;
  /** Who the signed-in person is in this thread. */
  role: "patient" | "doctor";
  counterpart: string;
  lastMessageAt: string;
  unread: number;
}

/**
 * Patient-to-doctor messages: one thread per patient and listing, readable and writable only
 * by its two sides; each new message is announced to the other side by email.
 */
export function createMessagesService(deps: {
  limits: Pick<RateLimiter, "consume">;
  repository: MessagesRepository;
  mail: MailService;
  logger: Logger;
  brandName: string;
  siteUrl: string;
}) {
  const { repository } = deps;

  async function participantRole(conversationId: number, user: SessionUser) {
    const conversation = await repository.conversation(conversationId);
    if (!conversation) throw notFound(MESSAGE_SERVICE_ERRORS.notFound);
    const role =
      conversation.patientUserId === user.id
        ? "patient"
        : conversation.ownerId === user.id
          ? "doctor"
          : null;
    if (!role) throw forbidden(MESSAGE_SERVICE_ERRORS.notParticipant);
    return { conversation, role } as const;
  }

  /**
   * One email per conversation and recipient every 15 minutes, however many messages arrive:
   * a chatty (or hostile) sender cannot flood a mailbox through the site.
   */
  async function notify(recipientId: string | null, sender: SessionUser, path: string) {
    if (!recipientId) return;
    try {
      await deps.limits.consume("messageNotice", `${recipientId}:${path}`);
    } catch {
      return;
    }
    const recipient = await repository.userContact(recipientId);
    if (!recipient) return;
    try {
      await deps.mail.send(recipient.email, {
        kind: "new-message",
        brandName: deps.brandName,
        recipientName: recipient.firstName,
        senderName: `${sender.firstName} ${sender.lastName}`.trim(),
        url: `${deps.siteUrl}${path}`,
      });
    } catch (error) {
      // The message is saved; a failed notice must not lose it.
      deps.logger.warn({ err: error }, "no se pudo avisar del mensaje nuevo");
    }
  }

  return {
    async start(
      user: SessionUser | null,
      providerId: number,
      body: string,
    ): Promise<{ conversationId: number }> {
      const me = requireVerifiedUser(user, MESSAGE_SERVICE_ERRORS);
      await deps.limits.consume("conversation", me.id);
      const listing = await repository.listing(providerId);
      if (!listing || listing.approvalStatus !== "approved") throw notFound("Médico no encontrado");
      if (!listing.ownerId) throw conflict(MESSAGE_SERVICE_ERRORS.notReachable);
      if (listing.ownerId === me.id) throw forbidden(MESSAGE_SERVICE_ERRORS.ownListing);
      await deps.limits.consume("message", me.id);
      const conversationId = await repository.startOrContinue(me.id, providerId, body);
      await notify(listing.ownerId, me, `/mensajes/${conversationId}`);
      return { conversationId };
    },

    async reply(
      user: SessionUser | null,
      conversationId: number,
      body: string,
    ): Promise<{ conversationId: number }> {
      const me = requireVerifiedUser(user, MESSAGE_SERVICE_ERRORS);
      const { conversation, role } = await participantRole(conversationId, me);
      await deps.limits.consume("message", me.id);
      await repository.addMessage(conversationId, me.id, role, body);
      await notify(
        role === "patient" ? conversation.ownerId : conversation.patientUserId,
        me,
        `/mensajes/${conversationId}`,
      );
      return { conversationId };
    },

    /**
     * A page of a thread, oldest to newest: the newest messages, or those before `before`.
     * `olderCursor` is what to pass as `before` for the page before this one (null at the
     * start). Opening the newest page marks the other side's messages read.
     */
    async thread(user: SessionUser | null, conversationId: number, page: ThreadPageQuery = {}) {
      const me = requireUser(user, MESSAGE_SERVICE_ERRORS.signIn);
      const { conversation, role } = await participantRole(conversationId, me);
      if (page.before === undefined) await repository.markRead(conversationId, role);
      const limit = page.limit ?? THREAD_PAGE_SIZE;
      const newestFirst = await repository.threadPage(conversationId, {
        limit,
        ...(page.before === undefined ? {} : { before: page.before }),
      });
      const rows = newestFirst.slice(0, limit).reverse();
      return {
        id: conversation.id,
        providerId: conversation.providerId,
        providerName: conversation.providerName,
        role,
        olderCursor: newestFirst.length > limit ? (rows[0]?.id ?? null) : null,
        messages: rows.map((m) => ({
          id: m.id,
          body: m.body,
          mine: m.senderRole === role,
          senderRole: m.senderRole,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    async inbox(user: SessionUser | null): Promise<InboxEntry[]> {
      const me = requireUser(user, MESSAGE_SERVICE_ERRORS.signIn);
      const rows = await repository.inbox(me.id);
      return rows.map((row) => {
        const role = row.patientUserId === me.id ? "patient" : "doctor";
        return {
          id: row.id,
          providerName: row.providerName,
          role,
          counterpart:
            role === "patient"
              ? row.providerName
              : `${row.patientFirstName} ${row.patientLastName}`.trim(),
          lastMessageAt: row.lastMessageAt.toISOString(),
          unread: row.unread,
        };
      });
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
