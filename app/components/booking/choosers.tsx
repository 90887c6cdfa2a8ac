import { Link } from "react-router";
import type { AvailabilityDto, VisitModality } from "../../../common/booking/types.ts";
import { formatMxn } from "../../../common/text/format.ts";
import { Check, MapPin, Video } from "../icons/icons.tsx";

export const MODALITY_LABELS: Record<VisitModality, string> = {
  in_person: "Presencial",
  online: "Teleconsulta",
};

const option =
  "flex min-h-11 w-full items-start gap-3 rounded-lg border px-4 py-3 text-left hover:bg-gray-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50";

/**
 * 'Tipo de consulta': each type is a link (the slots below depend on its duration), the
 * chosen one marked as current. Nothing to choose with a single type: it is only named.
 */
export function VisitTypeChooser({
  visitTypes,
  selectedId,
  hrefOf,
}: {
  visitTypes: AvailabilityDto["visitTypes"];
  selectedId: number;
  hrefOf: (visitTypeId: number) => string;
}) {
  return (
    <section aria-labelledby="tipo-titulo" className="mt-6">
      <h2 id="tipo-titulo" className="text-xl font-bold text-gray-900">
        Tipo de consulta
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {visitTypes.map((type) => {
          const current = type.id === selectedId;
          const Icon = type.modality === "online" ? Video : MapPin;
          const body = (
            <>
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-gray-900">{type.name}</span>
                <span className="block text-sm text-gray-700">
                  {MODALITY_LABELS[type.modality]} · {type.durationMinutes} min ·{" "}
                  {formatMxn(type.price)}
                </span>
              </span>
              {current ? (
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              ) : null}
            </>
          );
          return (
            <li key={type.id}>
              {visitTypes.length === 1 ? (
                <div className={option} aria-current="true">
                  {body}
                </div>
              ) : (
                <Link
                  to={hrefOf(type.id)}
                  aria-current={current ? "true" : undefined}
                  className={option}
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const chip =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium text-gray-800 hover:bg-gray-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-800";

/** 'Consultorio': narrows the times to one office when the doctor sees patients in several. */
export function OfficeChooser({
  offices,
  selectedId,
  hrefOf,
}: {
  offices: AvailabilityDto["offices"];
  selectedId: number | null;
  hrefOf: (officeId: number | null) => string;
}) {
  if (offices.length < 2) return null;
  return (
    <nav aria-label="Consultorio" className="mt-4">
      <p className="text-sm font-semibold text-gray-800">¿Dónde?</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <Link
            to={hrefOf(null)}
            aria-current={selectedId === null ? "true" : undefined}
            className={chip}
          >
            Todos
          </Link>
        </li>
        {offices.map((office) => (
          <li key={office.id}>
            <Link
              to={hrefOf(office.id)}
              aria-current={selectedId === office.id ? "true" : undefined}
              className={chip}
            >
              {office.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
