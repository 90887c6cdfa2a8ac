import {
  BadgeCheck,
  CalendarCheck,
  Clock,
  HeartHandshake,
  Search,
  Stethoscope,
  Users,
} from "lucide-react";

// The trust figures of public-side section 9.
const TRUST_STATS = [
  { icon: BadgeCheck, value: "44189+", label: "Médicos verificados" },
  { icon: Stethoscope, value: "872", label: "Especialidades" },
  { icon: HeartHandshake, value: "95%", label: "Satisfacción" },
  { icon: Clock, value: "< 24 h", label: "Tiempo de respuesta promedio" },
] as const;

const STEPS = [
  {
    icon: Search,
    title: "Busca",
    text: "Encuentra médicos por especialidad, ciudad o síntomas, con su cédula profesional verificada.",
  },
  {
    icon: Users,
    title: "Compara",
    text: "Revisa perfiles, precios de consulta, aseguradoras aceptadas y opiniones de otros pacientes.",
  },
  {
    icon: CalendarCheck,
    title: "Agenda",
    text: "Llama al consultorio, escribe por WhatsApp o reserva en línea con el médico que elijas.",
  },
] as const;

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">
            Encuentra al médico que necesitas, con cédula verificada
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-700">
            El directorio de médicos y especialistas de México: busca por especialidad o ciudad,
            compara opiniones reales de pacientes y contacta directamente al consultorio.
          </p>
        </div>
      </section>

      <section aria-labelledby="confianza" className="border-y border-gray-100 bg-white">
        <h2 id="confianza" className="sr-only">
          Por qué confiar en nosotros
        </h2>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-4">
          {TRUST_STATS.map(({ icon: Icon, value, label }) => (
            <div key={label} className="flex flex-col items-center text-center">
              <Icon aria-hidden="true" className="size-7 text-brand-600" />
              <dt className="order-last mt-1 text-sm text-gray-600">{label}</dt>
              <dd className="mt-2 text-2xl font-bold text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="como-funciona" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="como-funciona" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
          Cómo funciona
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl border border-gray-200 p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-gray-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
