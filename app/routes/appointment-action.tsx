import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { AppointmentLinkDto } from "../../common/booking/types.ts";
import { CalendarCheck, CheckCircle2, MapPin, Video, XCircle } from "../components/icons/icons.tsx";
import { formatWhen } from "../lib/booking-time.ts";
import { ZoneName } from "../components/booking/zone-name.tsx";
import { refusalOf } from "../lib/errors.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/appointment-action";

/**
 * /cita/{token}/confirmar and /cita/{token}/cancelar: the one-tap links of a reminder. Opening
 * one only shows the visit and a button; the POST of that button confirms or cancels. Mail
 * scanners and link previews open every link of a message, and must not confirm or cancel
 * anybody's visit. The token is the whole authority (no session needed): it names one
 * appointment and the page shows nothing of it beyond what the reminder already said (never
 * the reason).
 */

type Intent = "confirm" | "cancel";

const intentOf = (request: Request): Intent =>
  new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/cancelar") ? "cancel" : "confirm";

/** What the button would do now, or why it cannot (the POST decides again either way). */
function stateOf(intent: Intent, appointment: AppointmentLinkDto, now: number) {
  if (appointment.status === "cancelled") return { open: false, why: "Esta cita fue cancelada." };
  if (appointment.status !== "booked" || Date.parse(appointment.start) <= now)
    return { open: false, why: "Esta cita ya pasó." };
  if (intent === "confirm" && appointment.confirmed)
    return { open: false, why: "Ya confirmaste tu asistencia. ¡Te esperamos!" };
  if (intent === "cancel" && appointment.changeableUntil === null)
    return {
      open: false,
      why: "Ya pasó el plazo para cancelar en línea. Llama al consultorio para avisar que no podrás asistir.",
    };
  return { open: true, why: null };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const intent = intentOf(request);
  const appointment = await context.services.booking.findByActionToken(params.token);
  if (!appointment) return data({ intent, appointment: null, state: null }, { status: 404 });
  // Decided here, once: the server's clock, and the same answer when the page hydrates.
  return { intent, appointment, state: stateOf(intent, appointment, Date.now()) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const booking = context.services.booking;
  try {
    const appointment =
      intentOf(request) === "cancel"
        ? await booking.cancelByToken(params.token)
        : await booking.confirmByToken(params.token);
    return { ok: true as const, appointment };
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ ok: false as const, error: message }, { status });
  }
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const { brandName, siteUrl } = rootData(matches);
  const cancel = loaded?.intent === "cancel";
  return pageMeta({
    title: `${cancel ? "Cancelar cita" : "Confirmar asistencia"} - ${brandName}`,
    description: cancel ? "Cancela tu cita." : "Confirma que asistirás a tu cita.",
    // The address carries the link's secret: no canonical copy of it anywhere.
    canonical: `${siteUrl}/dashboard/paciente`,
    noIndex: true,
  });
};

const primaryButton =
  "inline-flex min-h-11 w-full items-center justify-center rounded-md px-5 font-semibold text-white disabled:opacity-60 sm:w-auto";
const secondaryLink =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 px-5 font-semibold text-gray-800 hover:bg-gray-50";

function Visit({ appointment }: { appointment: AppointmentLinkDto }) {
  const online = appointment.modality === "online";
  return (
    <dl className="mt-6 space-y-3 rounded-lg border border-gray-200 bg-white p-4 text-left">
      <div>
        <dt className="text-sm text-gray-600">Médico</dt>
        <dd className="font-semibold text-gray-900">{appointment.provider.name}</dd>
      </div>
      <div>
        <dt className="text-sm text-gray-600">Cuándo</dt>
        <dd className="flex items-start gap-2 font-semibold text-gray-900">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            {formatWhen(appointment.start, appointment.timeZone)}
            <ZoneName timeZone={appointment.timeZone} at={appointment.start} />
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-gray-600">Dónde</dt>
        <dd className="flex items-start gap-2 text-gray-900">
          {online ? (
            <Video aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          ) : (
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          )}
          <span>
            {online || !appointment.office
              ? "Videollamada"
              : [appointment.office.name, appointment.office.address].filter(Boolean).join(", ")}
          </span>
        </dd>
      </div>
    </dl>
  );
}

function Outcome({
  tone,
  title,
  children,
}: {
  tone: "done" | "refused";
  title: string;
  children?: React.ReactNode;
}) {
  const Icon = tone === "done" ? CheckCircle2 : XCircle;
  return (
    <div role="status" className="text-center">
      <Icon
        aria-hidden="true"
        className={`mx-auto size-12 ${tone === "done" ? "text-brand-600" : "text-red-600"}`}
      />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      {children}
    </div>
  );
}

const MY_APPOINTMENTS = "/dashboard/paciente";

export default function AppointmentAction({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { intent, appointment, state } = loaderData;
  const cancel = intent === "cancel";

  let body: React.ReactNode;
  if (!appointment) {
    body = (
      <Outcome tone="refused" title="No encontramos esa cita">
        <p className="mt-3 text-gray-700">
          El enlace está incompleto o ya no es válido. Revisa tus citas en tu cuenta.
        </p>
      </Outcome>
    );
  } else if (result?.ok) {
    body = (
      <>
        <Outcome
          tone="done"
          title={cancel ? "Cancelamos tu cita" : "¡Gracias! Confirmaste tu asistencia"}
        >
          <p className="mt-3 text-gray-700">
            {cancel
              ? "Le avisamos al médico y te enviamos la confirmación por correo."
              : "El médico sabrá que asistirás."}
          </p>
        </Outcome>
        <Visit appointment={result.appointment} />
      </>
    );
  } else {
    const refused = result && !result.ok ? result.error : null;
    body = (
      <>
        <div className="text-center">
          <h1 className="text-2xl font-bold text-gray-900">
            {cancel ? "¿Cancelar tu cita?" : "Confirma tu asistencia"}
          </h1>
          <p className="mt-3 text-gray-700">
            {cancel
              ? "Si no puedes asistir, cancela para que otra persona pueda usar el horario."
              : "Avísale al médico que sí asistirás a tu cita."}
          </p>
        </div>
        <Visit appointment={appointment} />
        {refused ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
            {refused}
          </p>
        ) : null}
        {state?.open && !refused ? (
          <Form method="post" className="mt-6 text-center">
            <button
              type="submit"
              disabled={busy}
              className={`${primaryButton} ${cancel ? "bg-red-700 hover:bg-red-800" : "bg-brand-600 hover:bg-brand-700"}`}
            >
              {busy ? "Enviando..." : cancel ? "Sí, cancelar mi cita" : "Confirmar asistencia"}
            </button>
          </Form>
        ) : state?.why && !refused ? (
          <p role="status" className="mt-4 rounded-md bg-gray-100 p-3 text-gray-800">
            {state.why}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {body}
      <p className="mt-8 text-center">
        <Link to={MY_APPOINTMENTS} className={secondaryLink}>
          Ver mis citas
        </Link>
      </p>
    </div>
  );
}
