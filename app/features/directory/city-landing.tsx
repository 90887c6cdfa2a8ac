import { Link } from "react-router";
import { findSpecialtyBySlug } from "../../../common/catalogs/specialties.ts";
import type { PublicProviderCard } from "../../../common/providers/types.ts";
import { cityZones } from "../../../common/content/specialty-pages.ts";
import { searchHref } from "../../../common/search/url.ts";
import type { City } from "../../../common/catalogs/cities.ts";
import { Stethoscope } from "../../components/icons/icons.tsx";
import { Breadcrumbs } from "../../components/ui/breadcrumbs.tsx";
import { doctorsLabel } from "../../lib/counts.ts";
import { ProviderCardGrid } from "../../components/providers/provider-card-grid.tsx";

// Spec: four specialty tiles on every city landing.
export const CITY_TILE_SPECIALTIES = [
  "cardiologia",
  "dermatologia",
  "pediatria",
  "ginecologia",
] as const;
/** Listings a city landing shows before linking to the city's results. */
export const CITY_FIRST_PROVIDERS = 6;

export interface CityLandingData {
  description: string;
  total: number;
  providers: readonly PublicProviderCard[];
  tiles: readonly { slug: string; count: number }[];
}

/** /{city}/medicos: the city's figures, specialty tiles, zones and first listings. */
export function CityLandingView({
  siteUrl,
  city,
  data,
}: {
  siteUrl: string;
  city: City;
  data: CityLandingData;
}) {
  const zones = cityZones(city.slug);
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <Breadcrumbs
            siteUrl={siteUrl}
            items={[{ label: "Inicio", to: "/" }, { label: `Médicos en ${city.name}` }]}
          />
          <h1 className="mt-4 text-3xl font-bold text-gray-900 sm:text-4xl">
            Médicos en {city.name}
          </h1>
          <p className="mt-3 max-w-3xl text-gray-700">{data.description}</p>
          {/* Only facts of this directory: hospital and clinic counts had no citable source. */}
          <dl className="mt-6 grid max-w-xs grid-cols-1 gap-4">
            {[
              {
                icon: Stethoscope,
                label: "Médicos en el directorio",
                value: data.total.toLocaleString("es-MX"),
              },
            ].map(({ icon: Icon, label, value }) => (
              <div
                key={label}
                className="rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-gray-200"
              >
                <Icon aria-hidden="true" className="mx-auto size-6 text-brand-600" />
                <dt className="mt-1 text-xs text-gray-600 sm:text-sm">{label}</dt>
                <dd className="text-xl font-bold text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4">
        <section aria-labelledby="especialidades-ciudad" className="py-8">
          <h2 id="especialidades-ciudad" className="text-xl font-bold text-gray-900">
            Especialidades en {city.name}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {data.tiles.map(({ slug, count }) => (
              <li key={slug}>
                <Link
                  to={`/${slug}/${city.slug}`}
                  className="block rounded-xl border border-gray-200 p-4 text-center hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="block font-semibold text-gray-900">
                    {findSpecialtyBySlug(slug)?.name}
                  </span>
                  <span className="text-sm text-gray-600">{doctorsLabel(count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {zones.length > 0 ? (
          <section aria-labelledby="zonas" className="py-4">
            <h2 id="zonas" className="text-xl font-bold text-gray-900">
              Zonas de {city.name}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {zones.map((zone) => (
                <li key={zone.slug}>
                  <Link
                    to={searchHref({ citySlug: city.slug, zone: zone.slug })}
                    className="inline-block rounded-full bg-gray-100 px-3 py-1.5 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {zone.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="medicos-ciudad" className="py-8">
          <h2 id="medicos-ciudad" className="text-xl font-bold text-gray-900">
            Médicos en {city.name}
          </h2>
          {data.providers.length === 0 ? (
            <p className="mt-4 text-gray-700">
              No se encontraron médicos con los criterios seleccionados.
            </p>
          ) : (
            <ProviderCardGrid providers={data.providers} />
          )}
          {data.total > CITY_FIRST_PROVIDERS ? (
            <p className="mt-6">
              <Link
                to={searchHref({ citySlug: city.slug })}
                className="font-semibold text-brand-700 underline"
              >
                Ver los {data.total.toLocaleString("es-MX")} médicos de {city.name}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
