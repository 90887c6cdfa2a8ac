import { data, Link, redirect, useActionData } from "react-router";
import { BOOKING_MESSAGES } from "../../common/booking/messages.ts";
import type {
  AvailabilityDto,
  PatientAppointmentDto,
  SlotDto,
} from "../../common/booking/types.ts";
import { badRequest } from "../../common/errors.ts";
import { ArrowLeft } from "../components/icons/icons.tsx";
import { notFoundBoundary } from "../components/layout/not-found-page.tsx";
import {
  BookingForm,
  type BookingRefusal,
  type ChosenSlot,
} from "../features/booking/booking-form.tsx";
import {
  bookingViewerOf,
  findSlot,
  firstDayForSlot,
  parseBookingStep,
} from "../features/booking/booking-step.ts";
import { OfficeChooser, VisitTypeChooser } from "../components/booking/choosers.tsx";
import { bookingPath, myAppointmentsPath, type BookingStep } from "../lib/booking-links.ts";
import { officeZoneOf, SlotPicker } from "../components/booking/slot-picker.tsx";
import { parseSlotValue } from "../features/booking/slot-value.ts";
import { formatWhen } from "../lib/booking-time.ts";
import { addCalendarDays, calendarDayIn } from "../../common/time/format.ts";
import { ZoneName } from "../components/booking/zone-name.tsx";
import { pageError, refusalOf } from "../lib/errors.server.ts";
import { loginRedirect } from "../lib/session.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/book-appointment";

/** Days the picker shows at once; 'Fechas siguientes' moves by as many. */
const DAYS_SHOWN = 14;

/**
 * /agendar/{slug}: the doctor's free times (visit type, office, two weeks at a time), then
 * with `horario` the confirm step. Every step is a GET address and the confirmation a POST
 * form, so booking works before the page's scripts load. With `reprogramar` the same steps
 * move one of the patient's visits instead of booking a new one.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const step = parseBookingStep(url.searchParams);
  const { providers, availability } = context.services;
  const found = await providers
    .profileWithOwner({ slugOrName: params.slug })
    .catch((error: unknown) => {
      throw pageError(error, request);
    });
  const provider = found.profile;
  const account = await context.viewer();

  let moving: PatientAppointmentDto | null = null;
  if (step.reschedule) {
    if (!account) throw loginRedirect(request);
    const mine = await context.services.booking.listForPatient(account).catch((error: unknown) => {
      throw pageError(error, request);
    });
    moving =
      mine.upcoming.find(
        (appointment) =>
          appointment.id === step.reschedule && appointment.provider.id === provider.id,
      ) ?? null;
    if (!moving) throw data(null, { status: 404 });
  }

  const now = new Date();
  const from = step.start ? firstDayForSlot(step.start, now) : step.from;
  let slots: AvailabilityDto;
  try {
    slots = await availability.getAvailability(provider.id, {
      ...(from ? { from } : {}),
      days: DAYS_SHOWN,
    });
  } catch (error) {
    const { status } = refusalOf(error);
    if (status !== 404) throw pageError(error, request);
    // A listing without a published agenda: the page says how to reach the doctor instead.
    return data(
      { kind: "no-agenda" as const, provider: summaryOf(provider) },
      { status: 404, headers: { "X-Robots-Tag": "noindex" } },
    );
  }

  const today = calendarDayIn(now.toISOString(), slots.timeZone);
  const firstDay = slots.days[0]?.date ?? from ?? today;
  const visitType = moving
    ? visitTypeOfMoved(slots, moving)
    : (slots.visitTypes.find((type) => type.id === step.visitType) ?? slots.visitTypes[0]);
  const offices = slots.offices.filter((office) => office.modality === visitType?.modality);
  const officeId = offices.some((office) => office.id === step.office) ? step.office : null;
  const here: BookingStep = {
    reschedule: moving?.id ?? null,
    visitType: visitType?.id ?? null,
    office: officeId,
  };

  const chosen =
    step.start && visitType
      ? findSlot(slots, { start: step.start, visitTypeId: visitType.id, officeId })
      : null;
  const viewer = bookingViewerOf(
    account,
    found.ownerUserId,
    `/login?returnUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
  );
  return {
    kind: "agenda" as const,
    provider: summaryOf(provider),
    availability: slots,
    today,
    step: here,
    visitTypeId: visitType?.id ?? null,
    offices,
    officeId,
    pages: {
      previous:
        firstDay > today
          ? bookingPath(provider.slug, {
              ...here,
              from: maxDay(addCalendarDays(firstDay, -DAYS_SHOWN), today),
            })
          : null,
      next: bookingPath(provider.slug, { ...here, from: addCalendarDays(firstDay, DAYS_SHOWN) }),
    },
    requestedStart: step.start,
    chosen: chosen && visitType ? chosenSlot(slots, chosen, visitType) : null,
    viewer,
    // Made here, with the form: a second tap on 'Confirmar' sends the same key and books once.
    idempotencyKey: chosen && viewer.state === "ready" ? crypto.randomUUID() : null,
    moving: moving ? { id: moving.id, start: moving.start, timeZone: moving.timeZone } : null,
  };
}

function summaryOf(provider: {
  id: number;
  name: string;
  slug: string;
  specialty: string;
  city: string;
  profilePath: string;
  phone: string | null;
}) {
  const { id, name, slug, specialty, city, profilePath, phone } = provider;
  return { id, name, slug, specialty, city, profilePath, phone };
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** The visit type a moved visit keeps: the one it was booked as, while the agenda has it. */
function visitTypeOfMoved(slots: AvailabilityDto, moving: PatientAppointmentDto) {
  return slots.visitTypes.find((type) => type.id === moving.visitTypeId);
}

function chosenSlot(
  slots: AvailabilityDto,
  slot: { start: string; end: string; officeId: number },
  visitType: AvailabilityDto["visitTypes"][number],
): ChosenSlot {
  const office = slots.offices.find((candidate) => candidate.id === slot.officeId);
  return {
    start: slot.start,
    end: slot.end,
    officeId: slot.officeId,
    visitType: {
      id: visitType.id,
      name: visitType.name,
      durationMinutes: visitType.durationMinutes,
      price: visitType.price,
    },
    modality: visitType.modality,
    office: office
      ? { name: office.name, address: office.address, timeZone: office.timeZone }
      : null,
  };
}

/** Which field a refusal belongs beside: the reason's or the phone's own message, or the time. */
function refusalField(message: string): BookingRefusal["field"] {
  if (message === BOOKING_MESSAGES.reason) return "reason";
  if (message === BOOKING_MESSAGES.reminderPhone) return "phone";
  return "slot";
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * 'Confirmar cita' and 'Confirmar cambio de horario'. The booking service validates with the
 * shared schema; a refusal comes back to the same form with what was typed, the Spanish
 * message beside its field and, when the time was taken meanwhile, the next free ones.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const account = await context.viewer();
  if (!account) throw loginRedirect(request);
  const typed = { reason: text(form.get("reason")), phone: text(form.get("phone")) };
  const slot = parseSlotValue(form.get("slot"));
  const { booking } = context.services;
  try {
    if (!slot) throw badRequest(BOOKING_MESSAGES.start);
    if (form.get("intent") === "reschedule") {
      const moved = await booking.reschedule(account, Number(form.get("appointmentId")), {
        start: slot.start,
        officeId: slot.officeId,
      });
      return redirect(myAppointmentsPath({ moved: moved.id }));
    }
    const { appointment } = await booking.book(
      account,
      {
        providerId: text(form.get("providerId")),
        visitTypeId: text(form.get("visitTypeId")),
        officeId: slot.officeId,
        start: slot.start,
        reason: typed.reason,
        ...(typed.phone.trim() ? { phone: typed.phone } : {}),
      },
      text(form.get("idempotencyKey")) || null,
    );
    return redirect(myAppointmentsPath({ booked: appointment.id }));
  } catch (error) {
    const { status, message, details } = refusalOf(error);
    if (status === 401) throw loginRedirect(request);
    const refusal: BookingRefusal = { error: message, field: refusalField(message), ...typed };
    if (Array.isArray(details.nextSlots)) refusal.nextSlots = details.nextSlots as SlotDto[];
    return data(refusal, { status });
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  if (!data) return [{ title: `Médico no encontrado - ${brandName}` }];
  const { provider } = data;
  return pageMeta({
    title: `Agendar cita con ${provider.name} - ${brandName}`,
    description: `Elige un horario y agenda tu cita con ${provider.name}, ${provider.specialty} en ${provider.city}.`,
    canonical: `${siteUrl}/agendar/${provider.slug}`,
    noIndex: true,
  });
};

function BackToProfile({ provider }: { provider: { name: string; profilePath: string } }) {
  return (
    <Link
      to={provider.profilePath}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver al perfil
    </Link>
  );
}

export default function BookAppointment({ loaderData }: Route.ComponentProps) {
  const refusal = useActionData<typeof action>() ?? null;
  const { provider } = loaderData;
  if (loaderData.kind === "no-agenda") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <BackToProfile provider={provider} />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">Agendar cita con {provider.name}</h1>
        <p className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-4 text-gray-800">
          {BOOKING_MESSAGES.noAgenda}
        </p>
      </div>
    );
  }
  const { availability, step, chosen, moving, requestedStart } = loaderData;
  const zoneOf = (officeId: number) =>
    officeZoneOf(availability.offices, officeId, availability.timeZone);
  const pickerHref = bookingPath(provider.slug, step);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <BackToProfile provider={provider} />
      <h1 className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl">
        {moving ? "Cambiar horario" : "Agendar cita"}
      </h1>
      <p className="mt-1 text-gray-700">
        {provider.name} · {provider.specialty} en {provider.city}
      </p>
      {moving ? (
        <p className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4 text-gray-800">
          Tu cita actual es el {formatWhen(moving.start, moving.timeZone)}
          <ZoneName timeZone={moving.timeZone} at={moving.start} />. Se mantiene hasta que confirmes
          el nuevo horario.
        </p>
      ) : null}
      {chosen ? (
        <BookingForm
          slot={chosen}
          providerId={provider.id}
          providerName={provider.name}
          viewer={loaderData.viewer}
          idempotencyKey={loaderData.idempotencyKey}
          refusal={refusal}
          rescheduleId={moving?.id ?? null}
          zoneOf={zoneOf}
          backHref={pickerHref}
        />
      ) : (
        <>
          {requestedStart ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
            >
              Ese horario ya no está disponible. Elige otro de los horarios libres.
            </p>
          ) : null}
          {loaderData.visitTypeId !== null && !moving ? (
            <VisitTypeChooser
              visitTypes={availability.visitTypes}
              selectedId={loaderData.visitTypeId}
              hrefOf={(visitType) => bookingPath(provider.slug, { visitType })}
            />
          ) : null}
          <OfficeChooser
            offices={loaderData.offices}
            selectedId={loaderData.officeId}
            hrefOf={(office) => bookingPath(provider.slug, { ...step, office })}
          />
          {loaderData.visitTypeId !== null ? (
            <SlotPicker
              availability={availability}
              today={loaderData.today}
              visitTypeId={loaderData.visitTypeId}
              officeId={loaderData.officeId}
              pages={loaderData.pages}
              hrefOf={(slot) =>
                bookingPath(provider.slug, {
                  ...step,
                  office: slot.officeId,
                  start: slot.start,
                })
              }
            />
          ) : (
            <p className="mt-6 text-gray-700">{BOOKING_MESSAGES.noAgenda}</p>
          )}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Médico no encontrado",
  description: "El médico que buscas no existe o ha sido eliminado.",
});
