import { startConversationSchema } from "../../common/messages/schemas.ts";
import { reviewSchema } from "../../common/reviews/schemas.ts";
import type { SessionUser } from "../../server/accounts/service.ts";
import type { Services } from "../../server/services.ts";
import { refusalOf } from "./errors.server.ts";
import { typedValues } from "./form-values.ts";
import type { ProfilePageIntent, ProfilePageOutcome } from "./profile-page-form.ts";

type Form = FormData;
type ProfileServices = Pick<Services, "messages" | "reviews" | "favourites" | "rateLimits">;
/** The listing of the profile the form was sent from (never an id the form names). */
interface Listing {
  id: number;
  name: string;
}

const text = (form: Form, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * What each form does, as its API route does it: the same schema from `common/`, the same
 * service (which decides who may), and the same per-user limit counted on the same key, so a
 * person has one budget whichever path they use.
 */
const HANDLERS: Record<
  ProfilePageIntent,
  (
    services: ProfileServices,
    user: SessionUser,
    listing: Listing,
    form: Form,
  ) => Promise<Partial<ProfilePageOutcome>>
> = {
  // POST /api/conversations: the messages service counts its own limits.
  message: async ({ messages }, user, listing, form) => {
    const input = startConversationSchema.parse({
      providerId: listing.id,
      body: text(form, "body"),
    });
    const { conversationId } = await messages.start(user, input.providerId, input.body);
    return {
      done: `Mensaje enviado. Te avisaremos por correo cuando ${listing.name} responda.`,
      conversationId,
    };
  },
  // POST /api/providers/{id}/reviews: its `rateLimit: { perUser: "review" }` counts first.
  review: async ({ rateLimits, reviews }, user, listing, form) => {
    await rateLimits.limiter.consume("review", user.id);
    const appointmentId = text(form, "appointmentId");
    const input = reviewSchema.parse({
      rating: text(form, "rating"),
      comment: text(form, "comment"),
      ...(appointmentId ? { appointmentId } : {}),
    });
    const { message } = await reviews.write(listing.id, input, user);
    return { done: message };
  },
  // POST and DELETE /api/favourites/{id}: `rateLimit: { perUser: "favourite" }` on both.
  favourite: async ({ rateLimits, favourites }, user, listing, form) => {
    await rateLimits.limiter.consume("favourite", user.id);
    if (text(form, "favourite") === "remove") {
      await favourites.remove(user, listing.id);
      return { done: "Eliminado de favoritos" };
    }
    await favourites.add(user, listing.id);
    return { done: "Guardado en favoritos" };
  },
};

/**
 * One form of a doctor's profile, posted to the page's action by a signed-in person. A
 * refusal comes back with the API's status and Spanish message and what was typed.
 */
export async function profilePageAction(
  services: ProfileServices,
  user: SessionUser,
  listing: Listing,
  intent: ProfilePageIntent,
  form: Form,
): Promise<{ outcome: ProfilePageOutcome; status: number }> {
  try {
    const result = await HANDLERS[intent](services, user, listing, form);
    return { outcome: { intent, ...result }, status: 200 };
  } catch (error) {
    const { status, message } = refusalOf(error);
    return { outcome: { intent, error: message, values: typedValues(form) }, status };
  }
}
