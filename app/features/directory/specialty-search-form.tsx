import { useRef } from "react";
import { useNavigate } from "react-router";
import { SEARCH_CITIES } from "../../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../../common/catalogs/specialties.ts";

const SELECT = "mt-1 h-11 w-full rounded-md border border-gray-300 bg-white px-3";

/**
 * Specialty and city pickers of /especialidades; Buscar opens that specialty's results there.
 * The selects are uncontrolled and read at submit, so a choice made before React hydrates the
 * page survives hydration.
 */
export function SpecialtySearchForm() {
  const navigate = useNavigate();
  const specialty = useRef<HTMLSelectElement>(null);
  const city = useRef<HTMLSelectElement>(null);
  return (
    <form
      role="search"
      aria-label="Buscar especialista por ciudad"
      className="mt-6 grid gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        if (!specialty.current || !city.current) return;
        navigate(`/${specialty.current.value}?city=${city.current.value}`);
      }}
    >
      <label className="text-sm font-medium text-gray-700">
        Especialidad
        <select ref={specialty} defaultValue="cardiologia" className={SELECT}>
          {SPECIALTIES.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-gray-700">
        Ciudad
        <select ref={city} defaultValue="ciudad-de-mexico" className={SELECT}>
          {SEARCH_CITIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="h-11 self-end rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        Buscar
      </button>
    </form>
  );
}
