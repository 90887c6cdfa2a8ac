import { DateTime } from "luxon";
import { ZodError } from "zod";
import { BOOKING_MESSAGES as M } from "../../common/booking/messages.ts";
import {
  agendaBlockSchema,
  agendaExceptionSchema,
  agendaSettingsSchema,
  officeSchema,
  visitTypeSchema,
  weeklyHoursSchema,
} from "../../common/booking/schemas.ts";
import type { SessionUser } from "../../server/accounts/service.ts";
import type { Services } from "../../server/services.ts";
import { refusalOf } from "./errors.server.ts";
import { typedValues } from "./form-values.ts";
import {
  AGENDA_INTENTS,
  endMinutesOf,
  minutesOf,
  WEEKDAYS,
  type AgendaIntent,
  type AgendaOutcome,
} from "./agenda-form.ts";

type Form = FormData;

const text = (form: Form, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The weekly hours typed in the office's form: rows `h-{weekday}-{row}-{start|end}`. */
export function hoursOfForm(form: Form) {
  const hours: { weekday: number; startMinute: number | null; endMinute: number | null }[] = [];
  for (const { value: weekday } of WEEKDAYS) {
    for (let row = 0; form.has(`h-${weekday}-${row}-start`); row++) {
      const start = text(form, `h-${weekday}-${row}-start`);
      const end = text(form, `h-${weekday}-${row}-end`);
      if (!start && !end) continue;
      const startMinute = minutesOf(start);
      hours.push({ weekday, startMinute, endMinute: endMinutesOf(end, startMinute) });
    }
  }
  return hours;
}

/** A wall-clock time of a day in the agenda's zone, as the instant it names there. */
export function instantIn(zone: string, day: string, clock: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || minutesOf(clock) === null) return null;
  const local = DateTime.fromISO(`${day}T${clock.slice(0, 5)}`, { zone });
  return local.isValid ? local.toUTC().toISO() : null;
}

const officeInput = (form: Form, active: boolean) =>
  officeSchema.parse({
    name: text(form, "name"),
    address: text(form, "address") || undefined,
    modality: text(form, "modality"),
    timeZone: text(form, "timeZone"),
    active,
  });

const visitTypeInput = (form: Form, active: boolean) =>
  visitTypeSchema.parse({
    name: text(form, "name"),
    durationMinutes: text(form, "durationMinutes"),
    price: text(form, "price"),
    kind: text(form, "kind"),
    modality: text(form, "modality"),
    active,
  });

/** What each form does, given the signed-in doctor, what was typed and its target's id. */
const HANDLERS: Record<
  AgendaIntent,
  (
    services: Pick<Services, "agenda" | "booking">,
    user: SessionUser,
    form: Form,
    target: number,
  ) => Promise<Partial<AgendaOutcome> | void>
> = {
  "agenda-publish": async ({ agenda }, user) => {
    await agenda.publish(user);
    return { done: "Tu agenda está publicada: los pacientes ya pueden agendar contigo." };
  },
  "agenda-unpublish": async ({ agenda }, user) => {
    await agenda.unpublish(user);
    return { done: "Tu agenda ya no está publicada. Tus citas agendadas siguen en pie." };
  },
  "agenda-settings": async ({ agenda }, user, form) => {
    const hours = Number(text(form, "minNoticeHours"));
    await agenda.updateSettings(
      user,
      agendaSettingsSchema.parse({
        gapMinutes: text(form, "gapMinutes"),
        minNoticeMinutes: text(form, "minNoticeHours") === "" ? "" : Math.round(hours * 60),
        horizonDays: text(form, "horizonDays"),
        cancellationWindowHours: text(form, "cancellationWindowHours"),
        timeZone: text(form, "timeZone"),
      }),
    );
    return { done: "Reglas guardadas." };
  },
  "agenda-office-import": async ({ agenda }, user) => {
    await agenda.importListingOffices(user);
    return { done: "Importamos los consultorios de tu perfil." };
  },
  "agenda-office-add": async ({ agenda }, user, form) => {
    await agenda.addOffice(user, officeInput(form, true));
    return { done: "Consultorio agregado. Ahora define su horario." };
  },
  "agenda-office-update": async ({ agenda }, user, form, target) => {
    await agenda.updateOffice(user, target, officeInput(form, form.get("active") === "on"));
    return { done: "Consultorio guardado." };
  },
  "agenda-hours": async ({ agenda }, user, form, target) => {
    const hours = hoursOfForm(form);
    if (hours.some((h) => h.startMinute === null || h.endMinute === null))
      throw new ZodError([{ code: "custom", message: M.hours, path: ["hours"], input: hours }]);
    await agenda.replaceHours(user, target, weeklyHoursSchema.parse({ hours }));
    return { done: "Horario guardado." };
  },
  "agenda-visit-type-add": async ({ agenda }, user, form) => {
    await agenda.addVisitType(user, visitTypeInput(form, true));
    return { done: "Tipo de consulta agregado." };
  },
  "agenda-visit-type-update": async ({ agenda }, user, form, target) => {
    await agenda.updateVisitType(user, target, visitTypeInput(form, form.get("active") === "on"));
    return { done: "Tipo de consulta guardado." };
  },
  "agenda-exception-add": async ({ agenda }, user, form) => {
    const office = text(form, "officeId");
    await agenda.addException(
      user,
      agendaExceptionSchema.parse({
        startDate: text(form, "startDate"),
        endDate: text(form, "endDate") || text(form, "startDate"),
        label: text(form, "label"),
        officeId: office ? office : null,
      }),
    );
    return { done: "Día sin consulta agregado." };
  },
  "agenda-exception-remove": async ({ agenda }, user, _form, target) => {
    await agenda.removeException(user, target);
    return { done: "Día sin consulta quitado." };
  },
  "agenda-block-add": async ({ agenda }, user, form) => {
    const { timeZone } = await agenda.getAgenda(user);
    const day = text(form, "date");
    await agenda.addBlock(
      user,
      agendaBlockSchema.parse({
        start: instantIn(timeZone, day, text(form, "from")) ?? "",
        end: instantIn(timeZone, day, text(form, "to")) ?? "",
        note: text(form, "note") || undefined,
      }),
    );
    return { done: "Horario bloqueado." };
  },
  "agenda-block-remove": async ({ agenda }, user, _form, target) => {
    await agenda.removeBlock(user, target);
    return { done: "Bloqueo quitado." };
  },
  "agenda-feed-create": async ({ agenda }, user) => {
    const { url } = await agenda.createFeed(user);
    return { feedUrl: url };
  },
  "agenda-feed-revoke": async ({ agenda }, user) => {
    await agenda.revokeFeed(user);
    return { done: "Revocamos la dirección: los calendarios suscritos dejarán de recibir citas." };
  },
  "agenda-attendance": async ({ booking }, user, form, target) => {
    const status = text(form, "status");
    await booking.markAttendance(user, target, { status });
    return { done: status === "attended" ? "Marcada: asistió." : "Marcada: no asistió." };
  },
  "agenda-cancel": async ({ booking }, user, form, target) => {
    await booking.cancelByDoctor(user, target, { message: text(form, "message") || undefined });
    return { done: "Cita cancelada. Avisamos al paciente por correo." };
  },
};

export function isAgendaIntent(value: unknown): value is AgendaIntent {
  return typeof value === "string" && (AGENDA_INTENTS as readonly string[]).includes(value);
}

/**
 * One form of the 'Agenda' tab, submitted to the dashboard's action (with or without the
 * page's scripts). Refusals come back with their Spanish message, the field it belongs to
 * and what was typed; the status is the API's for the same refusal.
 */
/**
 * The per-user limit each form spends, the one its API route spends (server/http/agenda.ts and
 * appointments.ts): a doctor has one budget whichever path they use.
 */
function limitRuleOf(intent: AgendaIntent): "agenda" | "booking" {
  return intent === "agenda-attendance" || intent === "agenda-cancel" ? "booking" : "agenda";
}

export async function agendaAction(
  services: Pick<Services, "agenda" | "booking" | "rateLimits">,
  user: SessionUser,
  intent: AgendaIntent,
  form: Form,
): Promise<{ outcome: AgendaOutcome; status: number }> {
  const target = Number(text(form, "target")) || 0;
  const base = { intent, target: target || null };
  try {
    await services.rateLimits.limiter.consume(limitRuleOf(intent), user.id);
    const result = await HANDLERS[intent](services, user, form, target);
    return { outcome: { ...base, ...result }, status: 200 };
  } catch (error) {
    const field =
      error instanceof ZodError ? String(error.issues[0]?.path[0] ?? "") || undefined : undefined;
    const { status, message } = refusalOf(error);
    return {
      outcome: { ...base, error: message, ...(field ? { field } : {}), values: typedValues(form) },
      status,
    };
  }
}
