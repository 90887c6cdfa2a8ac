import { readFileSync } from "node:fs";
import { z } from "zod";
import { CITIES, findCityBySlug } from "../../common/catalogs/cities.ts";
import { INSURERS } from "../../common/catalogs/insurers.ts";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";

/**
 * The search evaluation set: queries as patients in Mexico type them, each with what an
 * acceptable answer looks like. The dev split lives in queries.dev.jsonl, the held-out fifth
 * (every query whose number is a multiple of 5 within its category) in queries.heldout.jsonl,
 * so whoever tunes the search can read one file without seeing the other. The held-out fifth
 * was looked at after the first round of tuning, so a second, fresh held-out set
 * (queries.fresh.jsonl, numbers from 501) was written before anything ran on it; nothing is
 * tuned on either held-out file.
 */

/** The categories of the first set (dev, held-out, fresh). */
export const CATEGORIES = [
  "especialidad",
  "nombre-comun",
  "sintoma",
  "combinacion",
  "nombre",
  "ruido",
  "emergencia",
] as const;
/**
 * Kinds of query the fresh batches (batches/, see batches.ts) added: places outside the
 * catalogue's city names (metro municipalities, colonias, states, nicknames), qualifiers
 * (time, modality, price, insurer, the doctor's gender, age group, language), English and
 * Spanglish, and voice transcripts.
 */
export const NEW_CATEGORIES = ["lugar", "calificador", "ingles", "voz"] as const;
export const ALL_CATEGORIES = [...CATEGORIES, ...NEW_CATEGORIES] as const;
export type Category = (typeof ALL_CATEGORIES)[number];

export const SPLITS = ["dev", "heldout", "fresh"] as const;
export type Split = (typeof SPLITS)[number];

const STATES = new Set(CITIES.map((city) => city.state));
const INSURER_SLUGS = new Set(INSURERS.map((insurer) => insurer.slug));

const acceptSchema = z
  .strictObject({
    /** Catalogue slugs; a result in any of them is acceptable. */
    specialties: z
      .array(
        z.string().refine((slug) => findSpecialtyBySlug(slug) !== undefined, "unknown specialty"),
      )
      .min(1)
      .optional(),
    city: z
      .string()
      .refine((slug) => findCityBySlug(slug) !== undefined, "unknown city")
      .optional(),
    /** A state name as the catalogue writes it ("Yucatán", "Estado de México"). */
    state: z
      .string()
      .refine((name) => STATES.has(name), "unknown state")
      .optional(),
    insurer: z
      .string()
      .refine((slug) => INSURER_SLUGS.has(slug), "unknown insurer")
      .optional(),
    telemedicine: z.literal(true).optional(),
    availableToday: z.literal(true).optional(),
    verified: z.literal(true).optional(),
    /** "económico", "barato": the cheapest listings first. */
    priceOrder: z.literal("asc").optional(),
    /** The consultation price is at most this many pesos (MXN). */
    maxPrice: z.number().positive().optional(),
    /** The doctor is a woman (F) or a man (M): read from the stored name's title (Dra./Dr.). */
    gender: z.enum(["F", "M"]).optional(),
    /** The listing's languages include English ("Inglés"). */
    language: z.literal("en").optional(),
    /** The exact stored name of a doctor who must appear. */
    name: z.string().min(1).optional(),
    /** Nothing sensible to find: an empty list or the directory's default listing. */
    expectEmpty: z.literal(true).optional(),
    /** The answer must tell the person what to do now (911, Línea de la Vida). */
    emergency: z.literal(true).optional(),
  })
  .refine((accept) => Object.keys(accept).length > 0, "an entry must accept something")
  .refine(
    (accept) => !accept.expectEmpty || Object.keys(accept).length === 1,
    "expectEmpty stands alone",
  );
export type Accept = z.infer<typeof acceptSchema>;

export const querySchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+-\d{3}$/),
  category: z.enum(ALL_CATEGORIES),
  split: z.enum(SPLITS),
  query: z.string().min(1),
  accept: acceptSchema,
  /** What the query tests (a typo, a regionalism), for whoever reads a failure. */
  note: z.string().optional(),
});
export type EvalQuery = z.infer<typeof querySchema>;
/** A query of either kind: of a split (dev, heldout, fresh) or of a fresh batch (no split). */
export type EvalEntry = Omit<EvalQuery, "split"> & { split?: Split };

/** The first set (dev and held-out) numbers its queries from 1; the fresh set from 501. */
export const FRESH_FROM = 501;
/**
 * Dev queries added after the fresh set had run once (symptoms and emergencies in new words,
 * issue #17's follow-up), numbered from 601: all of them are dev, so adding them moves no
 * query into or out of a held-out set.
 */
export const DEV_ADDITIONS_FROM = 601;

/**
 * The held-out rule: every fifth query of each category, by its number. Numbers from 501 are
 * the fresh held-out set, written after the first held-out fifth had been looked at; numbers
 * from 601 are dev additions written after the fresh set had run.
 */
export function splitForId(id: string): Split {
  const number = Number(id.slice(id.lastIndexOf("-") + 1));
  if (number >= DEV_ADDITIONS_FROM) return "dev";
  if (number >= FRESH_FROM) return "fresh";
  return number % 5 === 0 ? "heldout" : "dev";
}

function fileFor(split: Split): URL {
  return new URL(`./queries.${split}.jsonl`, import.meta.url);
}

function parseFile(split: Split): EvalQuery[] {
  const lines = readFileSync(fileFor(split), "utf8").split("\n");
  return lines.flatMap((line, index) => {
    if (line.trim() === "") return [];
    const where = `queries.${split}.jsonl:${index + 1}`;
    const parsed = querySchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
    const entry = parsed.data;
    if (!entry.id.startsWith(`${entry.category}-`)) {
      throw new Error(`${where}: id ${entry.id} does not start with its category`);
    }
    if (entry.split !== split || splitForId(entry.id) !== split) {
      throw new Error(`${where}: ${entry.id} belongs to the ${splitForId(entry.id)} split`);
    }
    return [entry];
  });
}

/** Reads and checks the requested splits (both by default), in category and id order. */
export function loadEvalQueries(splits: readonly Split[] = SPLITS): EvalQuery[] {
  const entries = splits.flatMap(parseFile);
  const ids = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.id)) throw new Error(`duplicate id ${entry.id}`);
    ids.add(entry.id);
  }
  return sortEntries(entries);
}

/** In category order, then by id. */
export function sortEntries<E extends EvalEntry>(entries: E[]): E[] {
  const order = (entry: EvalEntry) => ALL_CATEGORIES.indexOf(entry.category);
  return entries.sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id));
}
