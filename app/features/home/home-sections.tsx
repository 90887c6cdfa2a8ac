import {
  BadgeCheck,
  CalendarCheck,
  ChevronDown,
  MapPin,
  Search,
  Stethoscope,
  ThumbsUp,
  Users,
} from "../../components/icons/icons.tsx";
import { Link } from "react-router";
import { findCityBySlug } from "../../../common/catalogs/cities.ts";
import { findSpecialtyBySlug } from "../../../common/catalogs/specialties.ts";
import { HOME_FAQ } from "../../../common/content/faq.ts";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { ProviderCard } from "../../components/providers/provider-card.tsx";

export interface TrustStats {
  verifiedDoctors: number;
  specialties: number;
  cities: number;
  positiveShare: number | null;
}

export interface CityMenu {
  citySlug: string;
  total: number;
  specialties: { slug: string; count: number }[];
}

const number = (value: number) => value.toLocaleString("es-MX");

export function PopularSpecialties({ items }: { items: { slug: string; count: number }[] }) {
  return (
    <section aria-labelledby="especialidades-populares" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="especialidades-populares" className="text-2xl font-bold text-gray-900">
        Especialidades populares
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {items.map(({ slug, count }) => {
          const specialty = findSpecialtyBySlug(slug);
          return (
            <li key={slug}>
              <Link
                to={`/${slug}`}
                className="flex h-full flex-col items-center rounded-xl border border-gray-200 p-4 text-center hover:border-brand-600 hover:bg-brand-50"
              >
                <Stethoscope aria-hidden="true" className="size-7 text-brand-600" />
                <span className="mt-2 font-semibold text-gray-900">{specialty?.name ?? slug}</span>
                <span className="text-sm text-gray-600">
                  {count === 1 ? "1 médico" : `${number(count)} médicos`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Figures read from the directory itself: nothing it cannot back up. */
export function TrustBand({ stats }: { stats: TrustStats }) {
  const items = [
    {
      icon: BadgeCheck,
      value: number(stats.verifiedDoctors),
      label: "Médicos con cédula verificada",
    },
    { icon: Stethoscope, value: number(stats.specialties), label: "Especialidades" },
    { icon: MapPin, value: number(stats.cities), label: "Ciudades" },
    ...(stats.positiveShare === null
      ? []
      : [
          {
            icon: ThumbsUp,
            value: `${Math.round(stats.positiveShare * 100)}%`,
            label: "Reseñas con 4 o 5 estrellas",
          },
        ]),
  ];
  return (
    <section aria-labelledby="confianza" className="border-y border-gray-100 bg-white">
      <h2 id="confianza" className="sr-only">
        El directorio en cifras
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-4">
        {items.map(({ icon: Icon, value, label }) => (
          <div key={label} className="flex flex-col items-center text-center">
            <Icon aria-hidden="true" className="size-7 text-brand-600" />
            <dt className="order-last mt-1 text-sm text-gray-600">{label}</dt>
            <dd className="mt-2 text-2xl font-bold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

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

export function HowItWorks() {
  return (
    <section aria-labelledby="como-funciona" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="como-funciona" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
        Cómo funciona
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
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
  );
}

export function FeaturedDoctors({ providers }: { providers: PublicProviderCard[] }) {
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="medicos-destacados" className="bg-gray-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="medicos-destacados" className="text-2xl font-bold text-gray-900">
          Médicos destacados
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Each city with its own specialties (a native disclosure: works before hydration too). */
export function CityGrid({ cities }: { cities: CityMenu[] }) {
  return (
    <section aria-labelledby="ciudades" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="ciudades" className="text-2xl font-bold text-gray-900">
        Médicos por ciudad
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((entry) => {
          const city = findCityBySlug(entry.citySlug);
          if (!city) return null;
          return (
            <li key={entry.citySlug} className="rounded-xl border border-gray-200 p-4">
              <div className="flex items-baseline justify-between gap-2">
                <Link
                  to={`/${city.slug}/medicos`}
                  className="text-lg font-semibold text-gray-900 hover:text-brand-700"
                >
                  {city.name}
                </Link>
                <span className="text-sm text-gray-600">{number(entry.total)} médicos</span>
              </div>
              <details className="group mt-3">
                <summary className="flex cursor-pointer list-none items-center gap-1 rounded text-sm font-medium text-brand-700">
                  Especialidades en {city.name}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition group-open:rotate-180"
                  />
                </summary>
                <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
                  {entry.specialties.map((item) => (
                    <li key={item.slug}>
                      <Link
                        to={`/${item.slug}/${city.slug}`}
                        className="text-gray-700 hover:text-brand-700 hover:underline"
                      >
                        {findSpecialtyBySlug(item.slug)?.name ?? item.slug} ({number(item.count)})
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function HomeFaq() {
  return (
    <section aria-labelledby="preguntas-frecuentes" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="preguntas-frecuentes" className="text-2xl font-bold text-gray-900">
        Preguntas frecuentes
      </h2>
      <div className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200">
        {HOME_FAQ.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-gray-900">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-gray-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
