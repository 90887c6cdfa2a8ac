import { z } from "zod";
import { APPROVAL_STATUSES, type AdminProviderDetail } from "../../common/admin/providers.ts";
import { DOCTOR_POST_STATUSES } from "../../common/doctor-posts/schemas.ts";
import type { AdminDoctorPost, OwnDoctorPost } from "../../common/doctor-posts/types.ts";
import type { OwnProvider } from "../../common/doctors/types.ts";
import type { LicenseData } from "../../common/licenses/types.ts";
import type {
  PublicOffice,
  PublicProviderCard,
  PublicProviderProfile,
  PublicReview,
  PublicSocialLinks,
} from "../../common/providers/types.ts";
import { REVIEW_REPORT_REASONS } from "../../common/reviews/reports.ts";
import type { SessionUser } from "../accounts/service.ts";
import { shapeOf } from "./shared.ts";

/*
 * Answers that several areas share, written as zod schemas for the document. Each one is
 * checked against the TypeScript type the code returns (shapeOf), so a field added to a DTO
 * and not here stops the type check.
 */

const int = () => z.number().int();
const timestamp = () => z.string().meta({ description: "ISO 8601" });

export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export const reviewStatusSchema = z.enum(["pending", "approved", "rejected", "reported"]);
export const reportReasonSchema = z.enum(REVIEW_REPORT_REASONS);

export const serviceSchema = z
  .object({ name: z.string(), price: z.number(), description: z.string().optional() })
  .meta({ id: "Service", description: "Un servicio con su precio en pesos." });

export const officeSchema = shapeOf<PublicOffice>()(
  z
    .object({
      name: z.string(),
      address: z.string(),
      phone: z.string().optional(),
      hours: z.string().optional(),
      latitude: z.number().optional(),
      longitude: z.number().optional(),
    })
    .meta({ id: "Office", description: "Un consultorio." }),
);

export const socialLinksSchema = shapeOf<PublicSocialLinks>()(
  z
    .object({
      facebook: z.string().optional(),
      instagram: z.string().optional(),
      twitter: z.string().optional(),
      linkedin: z.string().optional(),
      youtube: z.string().optional(),
      website: z.string().optional(),
    })
    .meta({ id: "SocialLinks" }),
);

const providerCardShape = {
  id: int(),
  name: z.string(),
  slug: z.string(),
  specialty: z.string(),
  specialtySlug: z.string().nullable(),
  city: z.string(),
  citySlug: z.string().nullable(),
  state: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  price: z.number().nullable(),
  experience: z.number().nullable(),
  licenseVerified: z.boolean(),
  availableToday: z.boolean().meta({
    description:
      "Disponible hoy: con agenda publicada, si tiene un horario libre hoy en la zona de su consultorio; sin ella, lo que indica el médico.",
  }),
  onlineBooking: z.boolean().meta({
    description:
      "Acepta citas en línea en este directorio (agenda publicada y cédula verificada): sus horarios en GET /api/providers/{id}/availability.",
  }),
  telemedicine: z.boolean(),
  bookingEnabled: z.boolean(),
  bookingUrl: z.string().nullable(),
  phone: z.string().nullable(),
  schedule: z.string(),
  insuranceNetworks: z.array(z.string()),
  servicesWithPricing: z.array(serviceSchema),
  certifications: z.array(z.string()),
  languages: z
    .array(z.string())
    .meta({ description: "Idiomas en que atiende el médico, como los escribe (Español, Inglés)." }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  rating: z.object({ average: z.number().nullable(), count: int() }),
  profilePath: z.string().meta({ description: "Ruta de la página canónica del perfil." }),
};

export const providerCardSchema = shapeOf<PublicProviderCard>()(
  z
    .object(providerCardShape)
    .meta({ id: "ProviderCard", description: "Un médico en una lista de resultados." }),
);

export const providerProfileSchema = shapeOf<PublicProviderProfile>()(
  z
    .object({
      ...providerCardShape,
      email: z.string().nullable(),
      bannerImage: z.string().nullable(),
      licenseNumber: z.string().nullable(),
      training: z
        .object({
          degree: z.string().nullable(),
          institution: z.string().nullable(),
          registrationYear: int().nullable(),
        })
        .nullable(),
      yearsOfPractice: int().nullable(),
      offices: z.array(officeSchema).nullable(),
      socialLinks: socialLinksSchema.nullable(),
      insurers: z.array(z.string()).nullable(),
      languages: z.array(z.string()),
      claimed: z.boolean().meta({ description: "Una cuenta administra el perfil." }),
      emailVerified: z.boolean(),
      whatsapp: z.string().nullable().meta({
        description:
          "Celular del médico para WhatsApp, 10 dígitos (https://wa.me/52…); null: sin botón de WhatsApp.",
      }),
      removedReviews: z.array(z.object({ reason: reportReasonSchema, count: int() })),
    })
    .meta({
      id: "ProviderProfile",
      description:
        "El perfil público completo. Un campo JSON ilegible es null (su sección se oculta).",
    }),
);

export const replySchema = z.object({ text: z.string(), createdAt: timestamp() });

export const publicReviewSchema = shapeOf<PublicReview>()(
  z
    .object({
      id: int(),
      rating: int().min(1).max(5),
      comment: z.string(),
      createdAt: timestamp(),
      approvalStatus: reviewStatusSchema,
      user: z.object({ firstName: z.string(), lastName: z.string() }),
      reply: replySchema.nullable().meta({ description: "La respuesta pública del médico." }),
      verifiedVisit: z.boolean().meta({
        description:
          "La reseña sigue a una cita agendada aquí a la que el paciente asistió («Cita verificada»).",
      }),
    })
    .meta({ id: "Review" }),
);

export const sessionUserSchema = shapeOf<SessionUser>()(
  z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      isProvider: z.boolean(),
      userType: z.enum(["patient", "doctor"]),
    })
    .meta({ id: "SessionUser", description: "La cuenta con sesión abierta." }),
);

const postShape = {
  id: int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  status: z.enum(DOCTOR_POST_STATUSES),
  reviewNotes: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  createdAt: timestamp(),
  publishedAt: timestamp().nullable(),
};

export const ownPostSchema = shapeOf<OwnDoctorPost>()(
  z
    .object({
      ...postShape,
      updatedAt: timestamp(),
      publicPath: z
        .string()
        .nullable()
        .meta({ description: "/blog/{slug} mientras está aprobado." }),
    })
    .meta({ id: "DoctorPost", description: "Un artículo como lo ve su autor o el administrador." }),
);

export const adminPostSchema = shapeOf<AdminDoctorPost>()(
  z
    .object({
      ...postShape,
      provider: z.object({ id: int(), name: z.string(), specialty: z.string() }),
    })
    .meta({ id: "AdminDoctorPost" }),
);

export const licenseDataSchema = shapeOf<LicenseData>()(
  z
    .object({
      name: z.string(),
      degree: z.string(),
      institution: z.string(),
      expeditionDate: z.string().optional(),
      registrationYear: int().nullable(),
      source: z.enum(["sep", "offline", "admin"]),
      degrees: z.array(
        z.object({
          licenseNumber: z.string(),
          degree: z.string(),
          institution: z.string(),
          registrationYear: int().nullable(),
        }),
      ),
    })
    .meta({ id: "LicenseData", description: "Lo que el registro de cédulas dice de la persona." }),
);

const jsonSection = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion("state", [
    z.object({ state: z.literal("empty") }),
    z.object({ state: z.literal("ok"), value }),
    z.object({ state: z.literal("unreadable") }),
  ]);

export const licenseHolderSchema = z
  .object({
    id: int(),
    name: z.string(),
    specialty: z.string(),
    city: z.string(),
    approvalStatus: approvalStatusSchema,
    hasOwner: z.boolean(),
    licenseNumber: z.string().nullable(),
    licenseVerified: z.boolean(),
    publicPath: z.string().nullable(),
    via: z.enum(["listing", "admin-confirmation"]),
  })
  .meta({ id: "LicenseHolder", description: "Otro perfil que tiene la misma cédula." });

export const adminProviderRowShape = {
  id: int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  specialty: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  location: z.string().nullable(),
  price: z.number().nullable(),
  experience: z.number().nullable(),
  approvalStatus: approvalStatusSchema,
  licenseNumber: z.string().nullable(),
  licenseVerified: z.boolean(),
  licenseIssue: z.enum(["conflict", "name_mismatch"]).nullable(),
  licenseConflictProviderId: int().nullable(),
  emailVerified: z.boolean(),
  telemedicine: z.boolean(),
  bookingEnabled: z.boolean(),
  premium: z.boolean(),
  externalRating: z.number().nullable(),
  externalReviewCount: int().nullable(),
  dataSource: z.string(),
  dataSourceName: z.string().nullable(),
  insurers: z
    .array(
      z.object({
        name: z.string(),
        logo: z.string().nullable(),
        background: z.string(),
        text: z.string(),
        initials: z.string(),
      }),
    )
    .nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
};

export const adminProviderDetailSchema = shapeOf<AdminProviderDetail>()(
  z
    .object({
      ...adminProviderRowShape,
      userId: z.string().nullable(),
      whatsapp: z.string().nullable().meta({
        description: "Celular del médico para el botón de WhatsApp, 10 dígitos; null: sin botón.",
      }),
      slug: z.string(),
      bio: z.string().nullable(),
      avatar: z.string().nullable(),
      bannerImage: z.string().nullable(),
      schedule: z.string().nullable(),
      adminNotes: z.string().nullable(),
      licenseValidatedAt: timestamp().nullable(),
      availableToday: z.boolean(),
      acceptsInsurance: z.boolean(),
      certifications: z.array(z.string()),
      socialProfileImage: z.string().nullable(),
      externalDescription: z.string().nullable(),
      externalId: z.string().nullable(),
      externalUrl: z.string().nullable(),
      externalReviewSource: z.string().nullable(),
      externalReviewSummary: z.string().nullable(),
      externalReviewsLastUpdated: timestamp().nullable(),
      taxId: z.string().nullable(),
      publicPath: z.string().nullable(),
      licenseValidation: jsonSection(
        z.object({
          name: z.string().nullable(),
          degree: z.string().nullable(),
          institution: z.string().nullable(),
          registrationYear: int().nullable(),
          expeditionDate: z.string().nullable(),
          source: z.string().nullable(),
        }),
      ),
      licenseHolders: z.array(licenseHolderSchema),
      offices: jsonSection(z.array(officeSchema)),
      socialLinks: jsonSection(socialLinksSchema),
      insuranceNetworks: jsonSection(z.array(z.string())),
    })
    .meta({
      id: "AdminProviderDetail",
      description:
        "Todo lo que un administrador ve de un perfil; los campos JSON, leídos con cuidado.",
    }),
);

export const warningContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  tel: z.string().meta({ description: "Para un enlace tel:." }),
});

/** The signed-in doctor's own listing, as the dashboard edits it. */
export const ownProviderSchema = shapeOf<OwnProvider>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      profilePath: z.string(),
      specialty: z.string(),
      city: z.string(),
      bio: z.string(),
      phone: z.string(),
      whatsapp: z.string().meta({
        description: "Celular para el botón de WhatsApp del perfil, 10 dígitos; vacío si no hay.",
      }),
      email: z.string(),
      location: z.string(),
      schedule: z.string(),
      experience: z.number(),
      price: z.number(),
      availableToday: z.boolean().meta({ description: "El interruptor propio del médico." }),
      onlineBooking: z
        .boolean()
        .meta({ description: "Agenda publicada: 'Disponible hoy' sale de sus horarios libres." }),
      telemedicine: z.boolean(),
      licenseNumber: z.string().nullable(),
      licenseVerified: z.boolean(),
      licenseIssue: z.enum(["conflict", "name_mismatch"]).nullable(),
      avatar: z.string().nullable(),
      approvalStatus: z.enum(["pending", "approved", "rejected"]),
      emailVerified: z.boolean(),
      servicesWithPricing: z.array(serviceSchema),
      locations: z.array(officeSchema),
      socialLinks: socialLinksSchema,
      insuranceNetworks: z.array(z.string()),
      pendingReview: z
        .object({
          fields: z.array(z.enum(["name", "specialty", "licenseNumber"])),
          values: z.object({
            name: z.string().nullable().optional(),
            specialty: z.string().nullable().optional(),
            licenseNumber: z.string().nullable().optional(),
          }),
          requestedAt: z.string(),
          message: z.string(),
        })
        .nullable()
        .optional()
        .meta({
          description: "Cambios de nombre, especialidad o cédula que revisa un administrador.",
        }),
    })
    .meta({ id: "OwnProvider", description: "El perfil propio tal como lo edita el panel." }),
);
