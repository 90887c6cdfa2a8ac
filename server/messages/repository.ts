import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { conversations, messages, providers, users } from "../db/schema/index.ts";

export function createMessagesRepository(db: Database) {
  return {
    async listing(providerId: number) {
      const [row] = await db
        .select({
          id: providers.id,
          name: providers.name,
          ownerId: providers.userId,
          approvalStatus: providers.approvalStatus,
        })
        .from(providers)
        .where(eq(providers.id, providerId))
        .limit(1);
      return row;
    },

    /** The conversation with its two sides: the patient and the listing's owner. */
    async conversation(id: number) {
      const [row] = await db
        .select({
          id: conversations.id,
          patientUserId: conversations.patientUserId,
          providerId: conversations.providerId,
          providerName: providers.name,
          ownerId: providers.userId,
        })
        .from(conversations)
        .innerJoin(providers, eq(providers.id, conversations.providerId))
        .where(eq(conversations.id, id))
        .limit(1);
      return row;
    },

    /** Finds or opens the one thread between a patient and a listing, and adds a message. */
    async startOrContinue(
      patientUserId: string,
      providerId: number,
      body: string,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .insert(conversations)
          .values({ patientUserId, providerId })
          .onConflictDoUpdate({
            target: [conversations.patientUserId, conversations.providerId],
            set: { lastMessageAt: sql`now()` },
          })
          .returning({ id: conversations.id });
        await tx.insert(messages).values({
          conversationId: conversation!.id,
          senderUserId: patientUserId,
          senderRole: "patient",
          body,
        });
        return conversation!.id;
      });
    },

    async addMessage(
      conversationId: number,
      senderUserId: string,
      senderRole: "patient" | "doctor",
      body: string,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(messages).values({ conversationId, senderUserId, senderRole, body });
        await tx
          .update(conversations)
          .set({ lastMessageAt: sql`now()` })
          .where(eq(conversations.id, conversationId));
      });
    },

    /**
     * One page of a thread, newest first: the `limit` messages before the id `before` (or the
     * newest ones), plus one more row that only tells whether older messages exist. Ids grow
     * with every insert, so they order a thread and serve as the keyset.
     */
    async threadPage(conversationId: number, page: { before?: number; limit: number }) {
      return db
        .select({
          id: messages.id,
          body: messages.body,
          senderRole: messages.senderRole,
          createdAt: messages.createdAt,
          readAt: messages.readAt,
        })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            page.before === undefined ? undefined : lt(messages.id, page.before),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(page.limit + 1);
    },

    /** Messages written by the other side become read when this side opens the thread. */
    async markRead(conversationId: number, readerRole: "patient" | "doctor") {
      await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderRole, readerRole),
            isNull(messages.readAt),
          ),
        );
    },

    /** Threads a person takes part in: as the patient, or as the owner of the listing. */
    async inbox(userId: string) {
      const owned = db
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.userId, userId));
      return db
        .select({
          id: conversations.id,
          providerId: conversations.providerId,
          providerName: providers.name,
          patientUserId: conversations.patientUserId,
          patientFirstName: users.firstName,
          patientLastName: users.lastName,
          lastMessageAt: conversations.lastMessageAt,
          unread: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id} and m.read_at is null and m.sender_user_id <> ${userId})`,
        })
        .from(conversations)
        .innerJoin(providers, eq(providers.id, conversations.providerId))
        .innerJoin(users, eq(users.id, conversations.patientUserId))
        .where(
          or(eq(conversations.patientUserId, userId), inArray(conversations.providerId, owned)),
        )
        .orderBy(desc(conversations.lastMessageAt))
        .limit(100);
    },

    async userContact(userId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
