import { CITIES } from "../../../../common/catalogs/cities.ts";
import { findSpecialtyBySlug, SPECIALTIES } from "../../../../common/catalogs/specialties.ts";
import {
  CONSULTATION_LOCATION_LABELS,
  ONLINE_CITY,
  OTHER_SPECIALTY,
} from "../../../../common/doctors/registration.ts";
import { CONSULTATION_LOCATIONS, SIGNUP_SPECIALTIES } from "../../../../common/doctors/schemas.ts";

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, "es");

/** /para-medicos: every catalogue specialty, alphabetically. */
export const SPECIALTY_OPTIONS = SPECIALTIES.map((s) => ({ value: s.slug, label: s.name })).sort(
  byName,
);

/** /doctor-signup: the spec's twelve specialties plus 'other'. */
export const SIGNUP_SPECIALTY_OPTIONS = SIGNUP_SPECIALTIES.map((slug) => ({
  value: slug,
  label: slug === OTHER_SPECIALTY ? "Otra especialidad" : (findSpecialtyBySlug(slug)?.name ?? slug),
}));

/** The catalogue's cities (the value is the name, as the payload carries it). */
export const CITY_OPTIONS = CITIES.map((c) => ({ value: c.name, label: c.name }));

/** /para-medicos also offers 'En línea' for doctors who only consult online. */
export const REGISTRATION_CITY_OPTIONS = [
  ...CITY_OPTIONS,
  { value: ONLINE_CITY, label: ONLINE_CITY },
];

export const CONSULTATION_OPTIONS = CONSULTATION_LOCATIONS.map((value) => ({
  value,
  label: CONSULTATION_LOCATION_LABELS[value],
}));
