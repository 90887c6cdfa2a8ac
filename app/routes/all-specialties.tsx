import { useState } from "react";
import { Link } from "react-router";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";
import { foldForFilter } from "../../common/text/fold.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { doctorsLabel } from "../lib/counts.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/all-specialties";

export async function loader({ context }: Route.LoaderArgs) {
  const counts = await context.services.search.specialtyCounts();
  const bySlug = new Map(counts.map((row) => [row.specialtySlug, row.count]));
  return {
    specialties: SPECIALTIES.map((s) => ({
      slug: s.slug,
      name: s.name,
      specialistSlug: s.specialistSlug,
      count: bySlug.get(s.slug) ?? 0,
    })).sort((a, b) => a.name.localeCompare(b.name, "es")),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { brandName, siteUrl } = rootData(matches);
  return pageMeta({
    title: `Todas las especialidades médicas - ${brandName}`,
    description:
      "Lista completa de especialidades médicas con el número de médicos verificados en cada una.",
    canonical: `${siteUrl}/todas-las-especialidades`,
  });
};

export default function AllSpecialties({ loaderData, matches }: Route.ComponentProps) {
  const { siteUrl } = rootData(matches);
  const [filter, setFilter] = useState("");
  const visible = loaderData.specialties.filter((s) =>
    foldForFilter(s.name).includes(foldForFilter(filter)),
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[
          { label: "Inicio", to: "/" },
          { label: "Especialidades", to: "/especialidades" },
          { label: "Todas" },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">Todas las especialidades</h1>
      <label className="mt-6 block max-w-md text-sm font-medium text-gray-700">
        Buscar especialidad
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Ej. cardiología"
          className="mt-1 h-11 w-full rounded-md border border-gray-300 px-3"
        />
      </label>
      <p className="mt-3 text-sm text-gray-600" aria-live="polite">
        {visible.length === 1 ? "1 especialidad" : `${visible.length} especialidades`}
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((s) => (
          <li key={s.slug}>
            <Link
              to={`/${s.specialistSlug}/especialistas`}
              className="flex justify-between rounded-lg border border-gray-200 px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="font-medium text-gray-900">{s.name}</span>
              <span className="text-sm text-gray-600">{doctorsLabel(s.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
