import { z } from "zod";
import { BLOG_CATEGORIES } from "../blog/types.ts";
import { rowId } from "../validation.ts";

/**
 * A doctor's blog post (admin-side 3 and 4): written in the dashboard's 'Artículos' tab with
 * the blog's simple markup, saved as a draft, sent for review, approved or rejected with
 * notes by an administrator. One schema for the form and the API.
 */
export const DOCTOR_POST_STATUSES = ["draft", "pending", "approved", "rejected"] as const;
export type DoctorPostStatus = (typeof DOCTOR_POST_STATUSES)[number];

export const DOCTOR_POST_STATUS_LABELS: Record<DoctorPostStatus, string> = {
  draft: "Borrador",
  pending: "En revisión",
  approved: "Aprobado",
  rejected: "Rechazado",
};

export const DOCTOR_POST_LIMITS = {
  titleMin: 5,
  titleMax: 160,
  excerptMax: 300,
  contentMin: 50,
  contentMax: 20_000,
  seoDescriptionMax: 160,
  keywordsMax: 10,
  keywordMin: 2,
  keywordMax: 40,
} as const;

export const DOCTOR_POST_MESSAGES = {
  title: "El título debe tener entre 5 y 160 caracteres",
  excerpt: "El resumen no puede tener más de 300 caracteres",
  contentShort: "El contenido debe tener al menos 50 caracteres",
  contentLong: "El contenido no puede tener más de 20000 caracteres",
  category: "Selecciona una categoría del blog",
  seoDescription: "La descripción SEO no puede tener más de 160 caracteres",
  seoKeywords: "Usa como máximo 10 palabras clave",
  seoKeyword: "Cada palabra clave debe tener entre 2 y 40 caracteres",
  notVerified: "Email no verificado - Funciones limitadas",
  rejectNotes: "Por favor ingresa las notas de revisión para rechazar el artículo.",
  notFound: "Artículo no encontrado",
  noListing: "Acceso no autorizado",
  notEditable: "Solo puedes editar artículos en borrador o rechazados.",
  notSubmittable: "Solo puedes enviar a revisión artículos en borrador o rechazados.",
  notDeletable: "Solo puedes eliminar artículos en borrador o rechazados.",
  notSubmitted: "El artículo todavía es un borrador de su autor.",
  alreadyApproved: "El artículo ya está aprobado.",
  alreadyRejected: "El artículo ya está rechazado.",
  tooMany: "Has guardado demasiados artículos en poco tiempo. Inténtalo más tarde.",
  saved: "Borrador guardado",
  submitted: "Artículo enviado a revisión",
  saveFailed: "No se pudo guardar el artículo",
} as const;

const L = DOCTOR_POST_LIMITS;
const M = DOCTOR_POST_MESSAGES;

/** "a, b" from a form or ["a", "b"] from the API; blanks and repeats dropped. */
const keywords = z.preprocess(
  (value) => {
    const list = typeof value === "string" ? value.split(",") : (value ?? []);
    if (!Array.isArray(list)) return list;
    const trimmed = list.map((item) => (typeof item === "string" ? item.trim() : item));
    return [...new Set(trimmed.filter((item) => item !== ""))];
  },
  z
    .array(
      z
        .string({ error: M.seoKeyword })
        .min(L.keywordMin, M.seoKeyword)
        .max(L.keywordMax, M.seoKeyword),
      {
        error: M.seoKeywords,
      },
    )
    .max(L.keywordsMax, M.seoKeywords),
);

export const doctorPostSchema = z.object({
  title: z.string({ error: M.title }).trim().min(L.titleMin, M.title).max(L.titleMax, M.title),
  category: z.enum(BLOG_CATEGORIES, { error: M.category }),
  excerpt: z.string({ error: M.excerpt }).trim().max(L.excerptMax, M.excerpt).default(""),
  content: z
    .string({ error: M.contentShort })
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(L.contentMin, M.contentShort).max(L.contentMax, M.contentLong)),
  seoDescription: z
    .string({ error: M.seoDescription })
    .trim()
    .max(L.seoDescriptionMax, M.seoDescription)
    .nullish()
    .transform((text) => text || null),
  seoKeywords: keywords,
});
export type DoctorPostInput = z.infer<typeof doctorPostSchema>;

export const doctorPostRejectSchema = z.object({
  notes: z.string({ error: M.rejectNotes }).trim().min(1, M.rejectNotes).max(2000),
});

/** A post's id in a path: one that cannot be a post reads as "not found". */
export const doctorPostIdSchema = rowId(M.notFound).meta({ description: "Id del artículo." });

/** `GET /api/doctor-blog-posts?status=`: an unknown status lists them all. */
export const adminPostListQuerySchema = z.object({
  status: z
    .enum(["pending", "approved", "rejected"], { error: "Estado no válido" })
    .optional()
    .catch(undefined),
});

/** An administrator's optional notes when publishing a post. */
export const adminPostApproveSchema = z.object({
  notes: z.string().trim().max(2000).nullish(),
});
