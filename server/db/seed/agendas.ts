import type { Faker } from "@faker-js/faker";
import { createHash } from "node:crypto";
import { DateTime } from "luxon";
import { findCityBySlug } from "../../../common/catalogs/cities.ts";
import { postalCodeIn } from "../../../common/catalogs/postal-codes.ts";
import type { Holiday } from "../../../common/booking/holidays.ts";
import type { MexicoTimeZone } from "../../../common/time/zones.ts";
import type {
  agendaExceptions,
  agendaOffices,
  agendas,
  appointments,
  reviews,
  visitTypes,
  weeklyHours,
} from "../schema/index.ts";
import type { GeneratedProvider, ReviewWriter, UserRow } from "./generate.ts";
import { REVIEW_RATING_WEIGHTS } from "./review-text.ts";
import { DEFAULT_TIME_ZONE } from "../../../common/time/zones.ts";

/*
 * The demo directory's online booking (issue #34, item 11): agendas for the demo doctors and
 * for AGENDA_SHARE of all listings, published only where the cédula is verified, in each
 * city's own zone, with a few offices in Hermosillo (no catalogue city: listings of Baja
 * California that also see patients in Sonora). Everything comes from its own seeded faker, so
 * the listings themselves are the same with or without this step; only the past visits and
 * the dated exceptions follow the moment of the seed, so that free slots, vacations and
 * holidays lie ahead of it and the visits behind it. Free times are computed from weekly
 * hours, never stored: the demo keeps offering slots however long after the seed it runs.
 */

/** Share of all listings that get a published agenda (beyond the demo doctors). */
export const AGENDA_SHARE = 0.12;
/** Baja California's listings with an agenda: this share also sees patients in Hermosillo. */
const HERMOSILLO_SHARE = 0.3;
const NORTHWEST_CITIES = new Set(["tijuana", "mexicali"]);
const HERMOSILLO_ZONE: MexicoTimeZone = "America/Hermosillo";
const HERMOSILLO_STREETS = [
  "Blvd. Luis Encinas",
  "Blvd. Kino",
  "Calle Rosales",
  "Blvd. Navarrete",
  "Calle Morelia",
];
const HERMOSILLO_NEIGHBORHOODS = ["Centro", "Pitic", "Valle Grande", "Country Club", "Modelo"];
const HERMOSILLO = "hermosillo";

export type AgendaRow = typeof agendas.$inferInsert;
export type OfficeRow = typeof agendaOffices.$inferInsert;
export type VisitTypeRow = typeof visitTypes.$inferInsert;
export type WeeklyHoursRow = typeof weeklyHours.$inferInsert;
export type ExceptionRow = typeof agendaExceptions.$inferInsert;
export type AppointmentRow = typeof appointments.$inferInsert;
export type VerifiedReviewRow = typeof reviews.$inferInsert;

interface PlannedOffice {
  name: string;
  address: string | null;
  modality: "in_person" | "online";
  timeZone: MexicoTimeZone;
  /** [ISO weekday, start minute, end minute] in the office's zone. */
  hours: [number, number, number][];
}

interface PlannedVisitType {
  name: string;
  durationMinutes: number;
  price: number;
  kind: "first" | "follow_up" | "any";
  modality: "in_person" | "online";
}

/** A listing's agenda before the listing has an id. */
export interface AgendaPlan {
  published: boolean;
  timeZone: MexicoTimeZone;
  gapMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  cancellationWindowHours: number;
  offices: PlannedOffice[];
  visitTypes: PlannedVisitType[];
  /** A week or two of vacation, starting this many days after the seed (or none). */
  vacation: { inDays: number; days: number } | null;
  /** Mexico's official holidays within the horizon are entered as exceptions. */
  closesOnHolidays: boolean;
  /** Attended visits in the weeks before the seed, each reviewed ('Cita verificada'). */
  reviewedVisits: number;
  /** Attended visits not reviewed yet (the patient is invited to). */
  unreviewedVisits: number;
}

const roundTo50 = (value: number) => Math.max(50, Math.round(value / 50) * 50);

/** First visits last longer where the first talk is long (psychology, psychiatry, nutrition). */
function firstVisitMinutes(specialtySlug: string | null | undefined): number {
  if (specialtySlug === "psicologia" || specialtySlug === "psiquiatria") return 60;
  if (specialtySlug === "nutriologia") return 45;
  if (specialtySlug === "medicina-general") return 30;
  return 40;
}

interface OfficeLocation {
  name: string;
  address: string;
}

function locationsOf(value: unknown): OfficeLocation[] {
  return Array.isArray(value)
    ? value.filter(
        (item): item is OfficeLocation =>
          typeof item === "object" && item !== null && typeof item.address === "string",
      )
    : [];
}

/**
 * Decides which listings get an agenda, and what it holds, one listing at a time in the seed's
 * order. A listing that gets one is marked `onlineBooking` (the triggers then find nothing to
 * change) and, for a Hermosillo office, gains that office among its public ones.
 */
export function createAgendaPlanner(faker: Faker) {
  let seen = 0;
  let planned = 0;

  function weekdayMornings(): [number, number, number][] {
    const start = faker.helpers.arrayElement([8, 9, 10]) * 60;
    const end = faker.helpers.arrayElement([13, 14]) * 60;
    const saturday = faker.datatype.boolean({ probability: 0.4 });
    return [
      ...[1, 2, 3, 4, 5].map((day): [number, number, number] => [day, start, end]),
      ...(saturday ? [[6, 9 * 60, 13 * 60] as [number, number, number]] : []),
    ];
  }

  function afternoons(days: number[]): [number, number, number][] {
    const start = faker.helpers.arrayElement([16, 17]) * 60;
    const end = start + faker.helpers.arrayElement([3, 4]) * 60;
    return days.map((day) => [day, start, end]);
  }

  function hermosilloOffice(): OfficeLocation & { phone: string } {
    return {
      name: "Consultorio en Hermosillo",
      address: `${faker.helpers.arrayElement(HERMOSILLO_STREETS)} ${faker.number.int({ min: 10, max: 2999 })}, Col. ${faker.helpers.arrayElement(HERMOSILLO_NEIGHBORHOODS)}, C.P. ${postalCodeIn(HERMOSILLO, Number(faker.string.numeric(3)) / 1_000)}, Hermosillo, Sonora`,
      phone: `662 0${faker.string.numeric(2)} ${faker.string.numeric(4)}`,
    };
  }

  return function planAgenda(
    generated: GeneratedProvider,
    options: { demoDoctor: boolean },
  ): AgendaPlan | null {
    seen += 1;
    const { row } = generated;
    // A bulk insert names the column for every row once one row has it.
    row.onlineBooking = false;
    const eligible = row.approvalStatus === "approved" && row.licenseVerified === true;
    // Spread evenly: a listing gets one while the share so far is below AGENDA_SHARE.
    const wanted = eligible && planned < Math.ceil(seen * AGENDA_SHARE);
    if (!options.demoDoctor && !wanted) return null;
    if (!options.demoDoctor) planned += 1;
    const city = findCityBySlug(row.citySlug ?? "");
    const timeZone = city?.timeZone ?? DEFAULT_TIME_ZONE;
    const price = row.price ?? 800;

    const locations = locationsOf(row.locations).slice(0, 2);
    const offices: PlannedOffice[] = locations.map((location, i) => ({
      name: location.name || "Consultorio",
      address: location.address,
      modality: "in_person",
      timeZone,
      // One place at a time: mornings at the first office, afternoons at the second.
      hours:
        i === 0
          ? locations.length > 1
            ? weekdayMornings()
            : [...weekdayMornings(), ...afternoons([1, 3])]
          : afternoons(
              faker.helpers.arrayElement([
                [2, 4],
                [1, 3, 5],
              ]),
            ),
    }));
    const inHermosillo =
      NORTHWEST_CITIES.has(row.citySlug ?? "") &&
      (options.demoDoctor || faker.datatype.boolean({ probability: HERMOSILLO_SHARE }));
    if (inHermosillo && offices.length < 3) {
      const office = hermosilloOffice();
      row.locations = [...locationsOf(row.locations), office];
      // The trip to Sonora takes Friday afternoon and Saturday from the other offices.
      for (const other of offices)
        other.hours = other.hours.filter(
          ([weekday, start]) => weekday < 5 || (weekday === 5 && start < 15 * 60),
        );
      offices.push({
        name: office.name,
        address: office.address,
        modality: "in_person",
        timeZone: HERMOSILLO_ZONE,
        // Fridays and Saturdays in Sonora, when the other offices are closed.
        hours: [
          [5, 16 * 60, 20 * 60],
          [6, 9 * 60, 14 * 60],
        ],
      });
    }
    const visitTypes: PlannedVisitType[] = [
      {
        name: "Consulta de primera vez",
        durationMinutes: firstVisitMinutes(row.specialtySlug),
        price,
        kind: "first",
        modality: "in_person",
      },
      {
        name: "Consulta de seguimiento",
        durationMinutes: 30,
        price: roundTo50(price * 0.75),
        kind: "follow_up",
        modality: "in_person",
      },
    ];
    if (row.telemedicine) {
      offices.push({
        name: "Teleconsulta",
        address: null,
        modality: "online",
        timeZone,
        // Between the morning and the afternoon offices.
        hours: [
          [2, 14 * 60, 16 * 60],
          [4, 14 * 60, 16 * 60],
        ],
      });
      visitTypes.push({
        name: "Teleconsulta",
        durationMinutes: 30,
        price: roundTo50(price * 0.85),
        kind: "any",
        modality: "online",
      });
    }
    const published = row.licenseVerified === true;
    row.onlineBooking = published;
    return {
      published,
      timeZone,
      gapMinutes: faker.helpers.weightedArrayElement([
        { weight: 5, value: 0 },
        { weight: 3, value: 10 },
        { weight: 2, value: 15 },
      ]),
      minNoticeMinutes: faker.helpers.arrayElement([60, 120, 240, 1440]),
      horizonDays: faker.helpers.arrayElement([30, 60, 90]),
      cancellationWindowHours: faker.helpers.arrayElement([12, 24, 48]),
      offices,
      visitTypes,
      vacation: faker.datatype.boolean({ probability: 0.08 })
        ? {
            inDays: faker.number.int({ min: 10, max: 50 }),
            days: faker.helpers.arrayElement([7, 14]),
          }
        : null,
      closesOnHolidays: faker.datatype.boolean({ probability: 0.6 }),
      reviewedVisits: !published ? 0 : options.demoDoctor ? 2 : planned % 40 === 0 ? 1 : 0,
      unreviewedVisits: published && options.demoDoctor ? 1 : 0,
    };
  };
}

/** The rows of one planned agenda, once its listing and offices have ids. */
export function agendaRowsOf(providerId: number, plan: AgendaPlan) {
  return {
    agenda: {
      providerId,
      published: plan.published,
      timeZone: plan.timeZone,
      gapMinutes: plan.gapMinutes,
      minNoticeMinutes: plan.minNoticeMinutes,
      horizonDays: plan.horizonDays,
      cancellationWindowHours: plan.cancellationWindowHours,
    } satisfies AgendaRow,
    offices: plan.offices.map((office): OfficeRow => ({
      providerId,
      name: office.name,
      address: office.address,
      modality: office.modality,
      timeZone: office.timeZone,
    })),
    visitTypes: plan.visitTypes.map((type, position): VisitTypeRow => ({
      providerId,
      ...type,
      position,
    })),
  };
}

export function weeklyHoursOf(
  providerId: number,
  plan: AgendaPlan,
  officeIds: number[],
): WeeklyHoursRow[] {
  return plan.offices.flatMap((office, i) =>
    office.hours.map(([weekday, startMinute, endMinute]) => ({
      providerId,
      officeId: officeIds[i]!,
      weekday,
      startMinute,
      endMinute,
    })),
  );
}

/** Vacations and holidays from the seed's day on, in the agenda's zone. */
export function exceptionsOf(
  providerId: number,
  plan: AgendaPlan,
  now: Date,
  holidaysBetween: (from: string, to: string) => Holiday[],
): ExceptionRow[] {
  const today = DateTime.fromJSDate(now, { zone: plan.timeZone }).startOf("day");
  const rows: ExceptionRow[] = [];
  if (plan.vacation) {
    const start = today.plus({ days: plan.vacation.inDays });
    rows.push({
      providerId,
      startDate: start.toISODate()!,
      endDate: start.plus({ days: plan.vacation.days - 1 }).toISODate()!,
      label: "Vacaciones",
    });
  }
  if (plan.closesOnHolidays) {
    const last = today.plus({ days: plan.horizonDays }).toISODate()!;
    for (const holiday of holidaysBetween(today.toISODate()!, last))
      rows.push({
        providerId,
        startDate: holiday.date,
        endDate: holiday.date,
        label: holiday.name,
      });
  }
  return rows;
}

const VISIT_REASONS = [
  "Revisión general y resultados de laboratorio",
  "Dolor que no mejora desde hace unas semanas",
  "Seguimiento de tratamiento",
  "Segunda opinión sobre un diagnóstico",
  "Chequeo anual",
];

/**
 * Attended first visits in the weeks before the seed, at the first office's opening time on
 * days it is open (one a week, never two at once), each with its patient.
 */
export function pastVisitsOf(
  faker: Faker,
  providerId: number,
  plan: AgendaPlan,
  ids: { officeId: number; visitTypeId: number },
  patientIds: string[],
  now: Date,
): AppointmentRow[] {
  const office = plan.offices[0]!;
  const type = plan.visitTypes[0]!;
  const visits: AppointmentRow[] = [];
  let day = DateTime.fromJSDate(now, { zone: office.timeZone }).startOf("day").minus({ days: 3 });
  for (const patientId of patientIds) {
    // The nearest earlier day this office opens, a week before the previous visit.
    let opening = office.hours.find(([weekday]) => weekday === day.weekday);
    for (let back = 0; !opening && back < 7; back++) {
      day = day.minus({ days: 1 });
      opening = office.hours.find(([weekday]) => weekday === day.weekday);
    }
    if (!opening) break;
    const start = day.plus({ minutes: opening[1] });
    const end = start.plus({ minutes: type.durationMinutes });
    const tokenSeed = `cita-demo:${providerId}:${start.toISO()}`;
    visits.push({
      providerId,
      patientId,
      visitTypeId: ids.visitTypeId,
      officeId: ids.officeId,
      startsAt: start.toJSDate(),
      endsAt: end.toJSDate(),
      timeZone: office.timeZone,
      visitTypeName: type.name,
      price: type.price,
      modality: type.modality,
      reason: faker.helpers.arrayElement(VISIT_REASONS),
      status: "attended",
      // Never a working link: the demo's visits are over, and this is no token anyone holds.
      actionTokenHash: createHash("sha256").update(tokenSeed).digest("hex"),
      createdAt: start.minus({ days: faker.number.int({ min: 2, max: 12 }) }).toJSDate(),
      updatedAt: end.toJSDate(),
    });
    day = day.minus({ days: 7 });
  }
  return visits;
}

/** A patient's review of an attended visit: it carries the visit, hence 'Cita verificada'. */
export function verifiedReviewOf(
  faker: Faker,
  visit: AppointmentRow & { id: number },
  write: ReviewWriter,
): VerifiedReviewRow {
  const rating = faker.helpers.weightedArrayElement(
    REVIEW_RATING_WEIGHTS.filter((weighted) => weighted.value >= 4),
  );
  const createdAt = DateTime.fromJSDate(visit.endsAt as Date)
    .plus({ hours: faker.number.int({ min: 3, max: 48 }) })
    .toJSDate();
  return {
    providerId: visit.providerId,
    userId: visit.patientId,
    appointmentId: visit.id,
    rating,
    comment: write(rating),
    approvalStatus: "approved",
    createdAt,
    updatedAt: createdAt,
  };
}

/** Patients of the pool who have not reviewed the listing yet (one review each per listing). */
export function patientsFor(
  faker: Faker,
  pool: readonly UserRow[],
  reviewed: ReadonlySet<string>,
  count: number,
): string[] {
  const chosen: string[] = [];
  while (chosen.length < count) {
    const id = faker.helpers.arrayElement(pool).id!;
    if (!reviewed.has(id) && !chosen.includes(id)) chosen.push(id);
  }
  return chosen;
}
