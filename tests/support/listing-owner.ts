import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { providers, users } from "../../server/db/schema/index.ts";

/** Makes an account a doctor who owns the listing, as claiming or registering would. */
export async function giveListingTo(
  database: DatabaseHandle,
  userId: string,
  providerId: number,
): Promise<void> {
  await database.db
    .update(users)
    .set({ isProvider: true, userType: "doctor" })
    .where(eq(users.id, userId));
  await database.db.update(providers).set({ userId }).where(eq(providers.id, providerId));
}
