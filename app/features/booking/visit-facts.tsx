import type { ReactNode } from "react";
import type { VisitModality } from "../../../common/booking/types.ts";
import { formatMxn } from "../../../common/text/format.ts";
import { CalendarCheck, MapPin, Video } from "../../components/icons/icons.tsx";
import { MODALITY_LABELS } from "../../components/booking/choosers.tsx";
import { formatWhen } from "../../lib/booking-time.ts";
import { ZoneName } from "../../components/booking/zone-name.tsx";

/**
 * When, where and what a visit is, the same way on the confirm step and in 'Mis citas': the
 * office's local time with its zone named when the visitor's clock differs.
 */
export function VisitFacts({
  start,
  timeZone,
  modality,
  office,
  visitType,
  children,
}: {
  start: string;
  timeZone: string;
  modality: VisitModality;
  office: { name: string; address: string | null } | null;
  visitType: { name: string; price: number; durationMinutes?: number };
  /** More rows of the same list (the reason, in 'Mis citas'). */
  children?: ReactNode;
}) {
  const Icon = modality === "online" ? Video : MapPin;
  return (
    <dl className="grid gap-2 text-gray-800">
      <div className="flex gap-2">
        <dt className="sr-only">Fecha y hora</dt>
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <dd className="font-semibold">
          {formatWhen(start, timeZone)}
          <ZoneName timeZone={timeZone} at={start} />
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="sr-only">Lugar</dt>
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <dd>
          {modality === "online"
            ? "Teleconsulta por videollamada"
            : [office?.name, office?.address].filter(Boolean).join(" · ") || "Consultorio"}
        </dd>
      </div>
      <div className="pl-7">
        <dt className="sr-only">Consulta</dt>
        <dd className="text-sm text-gray-700">
          {[
            visitType.name,
            MODALITY_LABELS[modality],
            visitType.durationMinutes ? `${visitType.durationMinutes} min` : null,
            formatMxn(visitType.price),
          ]
            .filter(Boolean)
            .join(" · ")}
        </dd>
      </div>
      {children}
    </dl>
  );
}
