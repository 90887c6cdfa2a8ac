import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { MAX_REASON } from "../../../common/booking/limits.ts";
import type { SlotDto, VisitModality } from "../../../common/booking/types.ts";
import { Loader2 } from "../../components/icons/icons.tsx";
import { slotValue } from "./slot-value.ts";
import { formatDay } from "../../lib/booking-time.ts";
import { calendarDayIn, formatTime } from "../../../common/time/format.ts";
import { VisitFacts } from "./visit-facts.tsx";

/** Who is about to confirm, as far as booking cares. */
export type BookingViewer =
  | { state: "ready" }
  | { state: "anonymous"; loginHref: string }
  | { state: "unverified" | "not-patient" | "own-listing"; message: string };

/** What a refused submit sends back: the Spanish error, beside its field, and what was typed. */
export interface BookingRefusal {
  error: string;
  field?: "reason" | "phone" | "slot";
  /** A 409: other free times the patient can take instead, in the same form. */
  nextSlots?: SlotDto[];
  reason?: string;
  phone?: string;
}

export interface ChosenSlot {
  start: string;
  end: string;
  officeId: number;
  visitType: { id: number; name: string; durationMinutes: number; price: number };
  modality: VisitModality;
  office: { name: string; address: string | null; timeZone: string } | null;
}

/** A 409's other times, as radios of the same form: the typed reason stays where it is. */
function NextSlots({
  slots,
  zoneOf,
  describedBy,
}: {
  slots: SlotDto[];
  zoneOf: (officeId: number) => string;
  describedBy: string;
}) {
  return (
    <fieldset className="mt-4" aria-describedby={describedBy}>
      <legend className="font-semibold text-gray-900">Otros horarios disponibles</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {slots.map((slot, index) => (
          <label
            key={slotValue(slot)}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="slot"
              value={slotValue(slot)}
              defaultChecked={index === 0}
              required
              className="size-5 accent-brand-600"
            />
            <span>
              {formatDay(calendarDayIn(slot.start, zoneOf(slot.officeId)))} ·{" "}
              <span className="font-semibold tabular-nums">
                {formatTime(slot.start, zoneOf(slot.officeId))}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const primary =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

/**
 * The confirm step: the chosen time, the reason for the visit and 'Confirmar cita'. A plain
 * POST form (the page's action books), so it works before the scripts load; the key that makes
 * a second tap harmless was made by the server when it rendered this form.
 */
export function BookingForm({
  slot,
  providerId,
  providerName,
  viewer,
  idempotencyKey,
  refusal,
  rescheduleId,
  zoneOf,
  backHref,
}: {
  slot: ChosenSlot;
  providerId: number;
  providerName: string;
  viewer: BookingViewer;
  idempotencyKey: string | null;
  refusal: BookingRefusal | null;
  /** Moving an existing visit: no reason to ask again. */
  rescheduleId: number | null;
  zoneOf: (officeId: number) => string;
  backHref: string;
}) {
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const timeZone = slot.office?.timeZone ?? zoneOf(slot.officeId);
  const reasonError = refusal?.field === "reason" ? refusal.error : undefined;
  const phoneError = refusal?.field === "phone" ? refusal.error : undefined;
  const formError = refusal?.field === "slot" ? refusal.error : undefined;
  const nextSlots = refusal?.nextSlots ?? [];

  return (
    <section aria-labelledby="confirmar-titulo" className="mt-6">
      <h2 id="confirmar-titulo" className="text-xl font-bold text-gray-900">
        {rescheduleId ? "Confirma el nuevo horario" : "Confirma tu cita"}
      </h2>
      <p className="mt-1 text-gray-700">Con {providerName}</p>
      <div className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
        <VisitFacts
          start={slot.start}
          timeZone={timeZone}
          modality={slot.modality}
          office={slot.office}
          visitType={slot.visitType}
        />
      </div>
      {viewer.state === "anonymous" ? (
        <div className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4">
          <p className="text-gray-800">Para agendar necesitas una cuenta de paciente.</p>
          <Link to={viewer.loginHref} className={`${primary} mt-3`}>
            Inicia sesión para agendar
          </Link>
        </div>
      ) : viewer.state !== "ready" ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          {viewer.message}{" "}
          {viewer.state === "unverified" ? (
            <Link to="/dashboard/paciente" className="font-semibold underline">
              Reenviar el correo de verificación
            </Link>
          ) : null}
        </p>
      ) : (
        <Form method="post" noValidate className="mt-4">
          <input type="hidden" name="intent" value={rescheduleId ? "reschedule" : "book"} />
          <input type="hidden" name="providerId" value={providerId} />
          <input type="hidden" name="visitTypeId" value={slot.visitType.id} />
          {rescheduleId ? <input type="hidden" name="appointmentId" value={rescheduleId} /> : null}
          {idempotencyKey ? (
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          ) : null}
          {formError ? (
            <p id={`${id}-error`} role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
              {formError}
            </p>
          ) : null}
          {nextSlots.length > 0 ? (
            <NextSlots slots={nextSlots} zoneOf={zoneOf} describedBy={`${id}-error`} />
          ) : (
            <input type="hidden" name="slot" value={slotValue(slot)} />
          )}
          {rescheduleId ? null : (
            <div className="mt-4">
              <label htmlFor={`${id}-reason`} className="block font-medium text-gray-900">
                Motivo de la consulta
              </label>
              <p id={`${id}-reason-hint`} className="text-sm text-gray-600">
                Solo lo verán tú y {providerName}.
              </p>
              <textarea
                id={`${id}-reason`}
                name="reason"
                rows={3}
                required
                maxLength={MAX_REASON}
                defaultValue={refusal?.reason ?? ""}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={`${id}-reason-hint${reasonError ? ` ${id}-reason-error` : ""}`}
                className="mt-2 block w-full rounded-md border border-gray-300 p-3 text-gray-900 aria-invalid:border-red-600"
              />
              {reasonError ? (
                <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
                  {reasonError}
                </p>
              ) : null}
              <label htmlFor={`${id}-phone`} className="mt-4 block font-medium text-gray-900">
                Celular para recordatorios (opcional)
              </label>
              <p id={`${id}-phone-hint`} className="text-sm text-gray-600">
                Te avisaremos por correo; con tu celular, también por mensaje.
              </p>
              <input
                id={`${id}-phone`}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={30}
                defaultValue={refusal?.phone ?? ""}
                aria-invalid={phoneError ? true : undefined}
                aria-describedby={`${id}-phone-hint${phoneError ? ` ${id}-phone-error` : ""}`}
                className="mt-2 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 aria-invalid:border-red-600 sm:max-w-xs"
              />
              {phoneError ? (
                <p id={`${id}-phone-error`} className="mt-1 text-sm text-red-700">
                  {phoneError}
                </p>
              ) : null}
            </div>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button type="submit" disabled={sending} className={primary}>
              {sending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {rescheduleId ? "Confirmar cambio de horario" : "Confirmar cita"}
            </button>
            <Link
              to={backHref}
              className="min-h-11 px-2 py-2.5 font-semibold text-brand-700 underline"
            >
              Elegir otro horario
            </Link>
          </div>
        </Form>
      )}
    </section>
  );
}
