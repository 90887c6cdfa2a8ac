import type { DatabaseHandle } from "../../server/db/client.ts";
import { reviews } from "../../server/db/schema/index.ts";

/** A review written straight to the table, approved unless told otherwise; returns its id. */
export async function insertReview(
  database: DatabaseHandle,
  review: {
    providerId: number;
    userId: string;
    rating?: number;
    comment?: string;
    approvalStatus?: "approved" | "pending" | "rejected";
  },
): Promise<number> {
  const [row] = await database.db
    .insert(reviews)
    .values({
      rating: 5,
      comment: "Muy amable y puntual en la consulta.",
      approvalStatus: "approved",
      ...review,
    })
    .returning({ id: reviews.id });
  return row!.id;
}
