import { Link } from "react-router";
import { BOOKING_MESSAGES } from "../../../../common/booking/messages.ts";
import type { AgendaDto } from "../../../../common/booking/types.ts";
import { BadgeCheck, ShieldAlert } from "../../../components/icons/icons.tsx";
import type { AgendaOutcome } from "../../../lib/agenda-form.ts";
import { bookingPath } from "../../../lib/booking-links.ts";
import { CalendarSection, type DoctorCalendar } from "./agenda/calendar-section.tsx";
import type { CalendarView } from "./agenda/calendar-view.ts";
import { AgendaForm, AgendaOutcomeContext, ReturnAnchorContext } from "./agenda/form-parts.tsx";
import {
  ExceptionsSection,
  FeedSection,
  HoursSection,
  OfficesSection,
  RulesSection,
  VisitTypesSection,
} from "./agenda/setup-sections.tsx";

/** What the dashboard's loader reads for the tab. */
export interface AgendaTabData {
  agenda: AgendaDto;
  calendar: DoctorCalendar;
  view: CalendarView;
  /** The server's clock when it rendered (which visits have begun). */
  now: string;
}

/** Published or not, and why a doctor without a verified cédula cannot publish. */
function PublishCard({ agenda, slug }: { agenda: AgendaDto; slug: string }) {
  if (!agenda.canPublish) {
    return (
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          {BOOKING_MESSAGES.agendaNeedsVerifiedLicense}
        </p>
        <p className="mt-1">
          Puedes preparar tu agenda desde ahora; los pacientes la verán cuando tu cédula esté
          verificada y tu perfil aprobado.{" "}
          <Link to="/dashboard?tab=perfil#campo-cedula" className="font-semibold underline">
            Verificar mi cédula
          </Link>
        </p>
      </div>
    );
  }
  return agenda.published ? (
    <div className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
      <p className="flex items-center gap-2 font-semibold">
        <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
        Tu agenda está publicada: los pacientes agendan contigo en línea.
      </p>
      <p className="mt-1">
        <Link to={bookingPath(slug)} className="font-semibold underline">
          Ver tu página de citas
        </Link>
      </p>
      <AgendaForm
        intent="agenda-unpublish"
        tone="secondary"
        submit="Dejar de publicar"
        className="mt-3"
      />
    </div>
  ) : (
    <div className="rounded-lg border border-gray-200 bg-gray-50 p-4">
      <p className="font-semibold text-gray-900">Tu agenda no está publicada.</p>
      <p className="mt-1 text-gray-700">
        Agrega un consultorio, su horario y un tipo de consulta; después publícala para que los
        pacientes agenden contigo.
      </p>
      <AgendaForm intent="agenda-publish" submit="Publicar agenda" className="mt-3" />
    </div>
  );
}

/**
 * 'Agenda' (issue #34): publish, the calendar of the day or week with attendance and
 * cancelling, blocked time, and the setup below it (offices, hours, visit types, days off,
 * rules, the private calendar). Every control is a form of the dashboard's action, so the tab
 * works before the page's scripts load.
 */
export function AgendaTab({
  data,
  outcome,
  slug,
}: {
  data: AgendaTabData;
  outcome: AgendaOutcome | null;
  slug: string;
}) {
  const { agenda } = data;
  return (
    <AgendaOutcomeContext value={outcome}>
      <div id="agenda-publicacion" className="scroll-mt-24">
        <ReturnAnchorContext value="agenda-publicacion">
          <PublishCard agenda={agenda} slug={slug} />
        </ReturnAnchorContext>
      </div>
      <CalendarSection calendar={data.calendar} view={data.view} now={data.now} />
      <section aria-labelledby="configurar-agenda" className="mt-8">
        <h2 id="configurar-agenda" className="text-xl font-bold text-gray-900">
          Configurar agenda
        </h2>
        <div className="mt-3 space-y-3">
          <OfficesSection agenda={agenda} />
          <HoursSection agenda={agenda} />
          <VisitTypesSection agenda={agenda} />
          <ExceptionsSection agenda={agenda} />
          <RulesSection agenda={agenda} />
          <FeedSection agenda={agenda} />
        </div>
      </section>
    </AgendaOutcomeContext>
  );
}
