import { accountRoutes } from "./accounts.ts";
import { adminBlogRoutes } from "./admin-blog.ts";
import { adminImportRoutes } from "./admin-imports.ts";
import { adminRoutes } from "./admin.ts";
import { agendaRoutes } from "./agenda.ts";
import { analyticsRoutes } from "./analytics.ts";
import { apiDocsRoutes } from "./api-docs.ts";
import { appointmentRoutes } from "./appointments.ts";
import { assistantRoutes } from "./assistant.ts";
import { availabilityRoutes } from "./availability.ts";
import { catalogRoutes } from "./catalog.ts";
import { claimRoutes } from "./claims.ts";
import { doctorPostRoutes } from "./doctor-posts.ts";
import { doctorRegistrationRoutes } from "./doctor-registration.ts";
import { favouriteRoutes } from "./favourites.ts";
import { googleRoutes } from "./google.ts";
import { licenseReviewRoutes } from "./license-review.ts";
import { licenseRoutes } from "./licenses.ts";
import { messageRoutes } from "./messages.ts";
import { passwordResetRoutes } from "./password-reset.ts";
import { photoRoutes } from "./photos.ts";
import { providerSelfRoutes } from "./provider-self.ts";
import { providerRoutes } from "./providers.ts";
import { reviewRoutes } from "./reviews.ts";
import type { RouteDeclaration } from "./route.ts";
import { voiceRoutes } from "./voice.ts";

/**
 * Every route declared with defineRoute, area by area. The OpenAPI document describes them
 * from these declarations and the authorization matrix checks each one; server/http/api.ts
 * mounts each area's router in the order paths need.
 */
export const DECLARED_ROUTES: readonly RouteDeclaration[] = [
  ...catalogRoutes,
  ...accountRoutes,
  ...googleRoutes,
  ...doctorRegistrationRoutes,
  ...claimRoutes,
  ...passwordResetRoutes,
  ...providerRoutes,
  ...reviewRoutes,
  ...licenseReviewRoutes,
  ...providerSelfRoutes,
  ...photoRoutes,
  ...analyticsRoutes,
  ...favouriteRoutes,
  ...messageRoutes,
  ...availabilityRoutes,
  ...agendaRoutes,
  ...appointmentRoutes,
  ...doctorPostRoutes,
  ...licenseRoutes,
  ...voiceRoutes,
  ...assistantRoutes,
  ...adminBlogRoutes,
  ...adminRoutes,
  ...adminImportRoutes,
  ...apiDocsRoutes,
];
