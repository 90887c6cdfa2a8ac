import { useContext } from "react";
import type { AgendaDto, OfficeDto } from "../../../../../common/booking/types.ts";
import { formatMxn } from "../../../../../common/text/format.ts";
import { formatCalendarDay } from "../../../../../common/time/format.ts";
import { MEXICO_TIME_ZONES } from "../../../../../common/time/zones.ts";
import { clockOf, WEEKDAYS } from "../../../../lib/agenda-form.ts";
import { MODALITY_LABELS } from "../../../../components/booking/choosers.tsx";
import { zoneName } from "../../../../../common/time/zones.ts";
import {
  AgendaForm,
  AgendaOutcomeContext,
  CheckField,
  Field,
  SelectField,
  SetupSection,
  useFieldError,
  useTypedValue,
} from "./form-parts.tsx";

const ZONE_OPTIONS = MEXICO_TIME_ZONES.map((zone) => ({
  value: zone,
  label: `${zoneName(zone)} (${zone.replace("America/", "").replaceAll("_", " ")})`,
}));
const MODALITY_OPTIONS = [
  { value: "in_person", label: MODALITY_LABELS.in_person },
  { value: "online", label: MODALITY_LABELS.online },
];
const KIND_OPTIONS = [
  { value: "any", label: "Primera vez o seguimiento" },
  { value: "first", label: "Primera vez" },
  { value: "follow_up", label: "Seguimiento" },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function OfficeFields({ office, zone }: { office?: AgendaDto["offices"][number]; zone: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Nombre" name="name" saved={office?.name ?? ""} maxLength={120} required />
      <SelectField
        label="Modalidad"
        name="modality"
        saved={office?.modality ?? "in_person"}
        options={MODALITY_OPTIONS}
      />
      <Field
        label="Dirección"
        name="address"
        saved={office?.address ?? ""}
        maxLength={300}
        hint="No aplica a la teleconsulta."
        className="sm:col-span-2"
      />
      <SelectField
        label="Zona horaria"
        name="timeZone"
        saved={office?.timeZone ?? zone}
        options={ZONE_OPTIONS}
        className="sm:col-span-2"
      />
    </div>
  );
}

/** 'Consultorios': where visits happen, each with its own zone; first ones from the profile. */
export function OfficesSection({ agenda }: { agenda: AgendaDto }) {
  return (
    <SetupSection
      id="office"
      title="Consultorios"
      summary={plural(agenda.offices.length, "consultorio", "consultorios")}
      open={agenda.offices.length === 0}
    >
      {agenda.importableOffices > 0 ? (
        <AgendaForm
          intent="agenda-office-import"
          tone="secondary"
          submit={`Importar ${plural(agenda.importableOffices, "consultorio", "consultorios")} de tu perfil`}
        >
          <p className="text-sm text-gray-700">
            Usa las direcciones de tu perfil público (y la teleconsulta, si la ofreces).
          </p>
        </AgendaForm>
      ) : null}
      <ul className="mt-4 space-y-3">
        {agenda.offices.map((office) => (
          <li key={office.id} className="rounded-lg border border-gray-200 p-3">
            <p className="font-semibold text-gray-900">
              {office.name}
              {office.active ? "" : " (inactivo)"}
            </p>
            <p className="text-sm text-gray-700">
              {MODALITY_LABELS[office.modality]} · {zoneName(office.timeZone)}
              {office.address ? ` · ${office.address}` : ""}
            </p>
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-700">
                Editar <span className="sr-only">{office.name}</span>
              </summary>
              <AgendaForm intent="agenda-office-update" target={office.id} submit="Guardar">
                <OfficeFields office={office} zone={agenda.timeZone} />
                <CheckField label="Activo (recibe citas)" name="active" saved={office.active} />
              </AgendaForm>
            </details>
          </li>
        ))}
      </ul>
      <h4 className="mt-5 font-semibold text-gray-900">Agregar consultorio</h4>
      <AgendaForm
        key={agenda.offices.length}
        intent="agenda-office-add"
        submit="Agregar consultorio"
        className="mt-2"
      >
        <OfficeFields zone={agenda.timeZone} />
      </AgendaForm>
    </SetupSection>
  );
}

/** One weekday's intervals: as many rows as saved plus an empty one, at least two. */
function DayRows({
  weekday,
  label,
  saved,
}: {
  weekday: number;
  label: string;
  saved: { startMinute: number; endMinute: number }[];
}) {
  const outcome = useContext(AgendaOutcomeContext);
  const typedRows = Object.keys(outcome?.values ?? {}).filter(
    (name) => name.startsWith(`h-${weekday}-`) && name.endsWith("-start"),
  ).length;
  const rows = Math.max(2, saved.length + 1, typedRows);
  return (
    <fieldset className="rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-gray-900">{label}</legend>
      <div className="space-y-2">
        {Array.from({ length: rows }, (_, row) => (
          <IntervalRow key={row} weekday={weekday} row={row} dayLabel={label} saved={saved[row]} />
        ))}
      </div>
    </fieldset>
  );
}

function IntervalRow({
  weekday,
  row,
  dayLabel,
  saved,
}: {
  weekday: number;
  row: number;
  dayLabel: string;
  saved?: { startMinute: number; endMinute: number };
}) {
  const name = `h-${weekday}-${row}`;
  const start = useTypedValue(`${name}-start`, saved ? clockOf(saved.startMinute) : "");
  const end = useTypedValue(`${name}-end`, saved ? clockOf(saved.endMinute) : "");
  const input = "min-h-11 rounded-md border border-gray-300 px-2 text-gray-900";
  return (
    <div className="flex items-center gap-2">
      <input
        type="time"
        name={`${name}-start`}
        defaultValue={start}
        aria-label={`${dayLabel}, horario ${row + 1}: desde`}
        className={input}
      />
      <span aria-hidden="true">a</span>
      <input
        type="time"
        name={`${name}-end`}
        defaultValue={end}
        aria-label={`${dayLabel}, horario ${row + 1}: hasta`}
        className={input}
      />
    </div>
  );
}

function HoursError() {
  const error = useFieldError("hours", "endMinute", "startMinute", "weekday");
  return error ? (
    <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** 'Horario semanal': each office's week, in its own zone; an empty row is no interval. */
export function HoursSection({ agenda }: { agenda: AgendaDto }) {
  const offices = agenda.offices.filter((office) => office.active);
  return (
    <SetupSection
      id="hours"
      title="Horario semanal"
      summary={plural(agenda.hours.length, "horario", "horarios")}
      open={offices.length > 0 && agenda.hours.length === 0}
    >
      {offices.length === 0 ? (
        <p className="text-gray-700">Agrega primero un consultorio.</p>
      ) : (
        <div className="space-y-6">
          {offices.map((office: OfficeDto) => (
            <AgendaForm
              key={office.id}
              intent="agenda-hours"
              target={office.id}
              submit={
                <>
                  Guardar horario<span className="sr-only"> de {office.name}</span>
                </>
              }
            >
              <h4 className="font-semibold text-gray-900">{office.name}</h4>
              <p className="text-sm text-gray-600">
                En {zoneName(office.timeZone)}. Deja vacío lo que no atiendes.
              </p>
              <HoursError />
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {WEEKDAYS.map(({ value, label }) => (
                  <DayRows
                    key={value}
                    weekday={value}
                    label={label}
                    saved={agenda.hours
                      .filter((h) => h.officeId === office.id && h.weekday === value)
                      .sort((a, b) => a.startMinute - b.startMinute)}
                  />
                ))}
              </div>
            </AgendaForm>
          ))}
        </div>
      )}
    </SetupSection>
  );
}

function VisitTypeFields({ type }: { type?: AgendaDto["visitTypes"][number] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Nombre" name="name" saved={type?.name ?? ""} maxLength={80} required />
      <SelectField
        label="Modalidad"
        name="modality"
        saved={type?.modality ?? "in_person"}
        options={MODALITY_OPTIONS}
      />
      <Field
        label="Duración (minutos)"
        name="durationMinutes"
        type="number"
        inputMode="numeric"
        min={5}
        max={480}
        step={5}
        saved={type ? String(type.durationMinutes) : "30"}
        required
      />
      <Field
        label="Precio (MXN)"
        name="price"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        saved={type ? String(type.price) : ""}
        required
      />
      <SelectField label="Para" name="kind" saved={type?.kind ?? "any"} options={KIND_OPTIONS} />
    </div>
  );
}

/** 'Tipos de consulta': name, length, price, in person or online; deactivated, never deleted. */
export function VisitTypesSection({ agenda }: { agenda: AgendaDto }) {
  return (
    <SetupSection
      id="visit-type"
      title="Tipos de consulta"
      summary={plural(agenda.visitTypes.length, "tipo", "tipos")}
      open={agenda.visitTypes.length === 0}
    >
      <ul className="space-y-3">
        {agenda.visitTypes.map((type) => (
          <li key={type.id} className="rounded-lg border border-gray-200 p-3">
            <p className="font-semibold text-gray-900">
              {type.name}
              {type.active ? "" : " (inactivo)"}
            </p>
            <p className="text-sm text-gray-700">
              {MODALITY_LABELS[type.modality]} · {type.durationMinutes} min ·{" "}
              {formatMxn(type.price)}
            </p>
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-700">
                Editar <span className="sr-only">{type.name}</span>
              </summary>
              <AgendaForm intent="agenda-visit-type-update" target={type.id} submit="Guardar">
                <VisitTypeFields type={type} />
                <CheckField label="Activo (se puede agendar)" name="active" saved={type.active} />
              </AgendaForm>
            </details>
          </li>
        ))}
      </ul>
      <h4 className="mt-5 font-semibold text-gray-900">Agregar tipo de consulta</h4>
      <AgendaForm
        key={agenda.visitTypes.length}
        intent="agenda-visit-type-add"
        submit="Agregar tipo de consulta"
        className="mt-2"
      >
        <VisitTypeFields />
      </AgendaForm>
    </SetupSection>
  );
}

/** 'Días sin consulta': vacations and holidays (Mexico's official ones suggested). */
export function ExceptionsSection({ agenda }: { agenda: AgendaDto }) {
  const officeName = (id: number | null) =>
    id === null ? "Todos los consultorios" : (agenda.offices.find((o) => o.id === id)?.name ?? "");
  return (
    <SetupSection
      id="exception"
      title="Días sin consulta"
      summary={plural(agenda.exceptions.length, "fecha", "fechas")}
      open={false}
    >
      {agenda.exceptions.length > 0 ? (
        <ul className="space-y-2">
          {agenda.exceptions.map((exception) => (
            <li
              key={exception.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3"
            >
              <p className="text-gray-800">
                <span className="font-semibold">{exception.label}</span>:{" "}
                {formatCalendarDay(exception.startDate)}
                {exception.endDate !== exception.startDate
                  ? ` al ${formatCalendarDay(exception.endDate)}`
                  : ""}{" "}
                · {officeName(exception.officeId)}
              </p>
              <AgendaForm
                intent="agenda-exception-remove"
                target={exception.id}
                tone="secondary"
                submit={
                  <>
                    Quitar<span className="sr-only"> {exception.label}</span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-700">Aún no tienes días sin consulta.</p>
      )}
      {agenda.suggestedHolidays.length > 0 ? (
        <>
          <h4 className="mt-5 font-semibold text-gray-900">Días de descanso oficiales</h4>
          <ul className="mt-2 space-y-2">
            {agenda.suggestedHolidays.map((holiday) => (
              <li
                key={holiday.date}
                className="flex flex-wrap items-center justify-between gap-2 text-gray-800"
              >
                <span>
                  {holiday.name}: {formatCalendarDay(holiday.date)}
                </span>
                <AgendaForm
                  intent="agenda-exception-add"
                  tone="secondary"
                  hidden={{ startDate: holiday.date, endDate: holiday.date, label: holiday.name }}
                  submit={
                    <>
                      No atender
                      <span className="sr-only"> el {formatCalendarDay(holiday.date)}</span>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4 className="mt-5 font-semibold text-gray-900">Agregar vacaciones u otra fecha</h4>
      <AgendaForm
        key={agenda.exceptions.length}
        intent="agenda-exception-add"
        submit="Agregar"
        className="mt-2"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Desde" name="startDate" type="date" required />
          <Field label="Hasta" name="endDate" type="date" hint="Vacío: un solo día." />
          <Field
            label="Motivo"
            name="label"
            maxLength={80}
            required
            placeholder="Vacaciones"
            className="sm:col-span-2"
          />
          <SelectField
            label="Consultorio"
            name="officeId"
            saved=""
            options={[
              { value: "", label: "Todos los consultorios" },
              ...agenda.offices.map((office) => ({ value: String(office.id), label: office.name })),
            ]}
            className="sm:col-span-2"
          />
        </div>
      </AgendaForm>
    </SetupSection>
  );
}

/** 'Reglas': the gap, the notice, the horizon, the cancellation window and the zone. */
export function RulesSection({ agenda }: { agenda: AgendaDto }) {
  return (
    <SetupSection
      id="settings"
      title="Reglas de la agenda"
      summary={`Cancelación hasta ${agenda.cancellationWindowHours} h antes`}
      open={false}
    >
      <AgendaForm intent="agenda-settings" submit="Guardar reglas">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Descanso entre consultas (minutos)"
            name="gapMinutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            saved={String(agenda.gapMinutes)}
          />
          <Field
            label="Anticipación mínima para agendar (horas)"
            name="minNoticeHours"
            type="number"
            inputMode="numeric"
            min={0}
            max={336}
            saved={String(agenda.minNoticeMinutes / 60)}
            errorFor={["minNoticeMinutes"]}
          />
          <Field
            label="Agenda abierta a (días)"
            name="horizonDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            saved={String(agenda.horizonDays)}
          />
          <Field
            label="Cancelar o cambiar hasta (horas antes)"
            name="cancellationWindowHours"
            type="number"
            inputMode="numeric"
            min={0}
            max={168}
            saved={String(agenda.cancellationWindowHours)}
          />
          <SelectField
            label="Zona horaria de tu agenda"
            name="timeZone"
            saved={agenda.timeZone}
            options={ZONE_OPTIONS}
            className="sm:col-span-2"
          />
        </div>
      </AgendaForm>
    </SetupSection>
  );
}

/** 'Calendario privado': an address for Google or Outlook, shown once, revocable. */
export function FeedSection({ agenda }: { agenda: AgendaDto }) {
  const outcome = useContext(AgendaOutcomeContext);
  const url = outcome?.intent === "agenda-feed-create" ? outcome.feedUrl : undefined;
  return (
    <SetupSection
      id="feed"
      title="Calendario privado"
      summary={agenda.hasFeed || url ? "Activo" : "Sin crear"}
      open={Boolean(url)}
    >
      <p className="text-gray-700">
        Suscríbete desde Google Calendar u Outlook para ver tus citas junto a tus demás pendientes.
        La dirección es secreta: quien la tenga ve tus horarios (sin el motivo de consulta).
      </p>
      {url ? (
        <div className="mt-3 rounded-lg border border-green-300 bg-green-50 p-3">
          <label htmlFor="direccion-calendario" className="block font-semibold text-green-900">
            Tu dirección (cópiala ahora: no la volveremos a mostrar)
          </label>
          <input
            id="direccion-calendario"
            readOnly
            value={url}
            className="mt-2 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm"
          />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <AgendaForm
          intent="agenda-feed-create"
          tone={agenda.hasFeed ? "secondary" : "primary"}
          submit={agenda.hasFeed ? "Crear una dirección nueva" : "Crear dirección"}
        />
        {agenda.hasFeed ? (
          <AgendaForm intent="agenda-feed-revoke" tone="danger" submit="Revocar dirección" />
        ) : null}
      </div>
    </SetupSection>
  );
}
