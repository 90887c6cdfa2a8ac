export interface Specialty {
  /** URL slug: lowercase ASCII words joined by hyphens. */
  slug: string;
  /** Name shown to patients. */
  name: string;
  /** One practitioner, e.g. "Cardiólogo". */
  specialistName: string;
  /** Several practitioners, e.g. "Cardiólogos". */
  specialistPlural: string;
  /** ASCII slug of the practitioner name, used by /{specialistSlug}/especialistas pages. */
  specialistSlug: string;
  /** Name of a lucide-react icon component. */
  icon: string;
  /**
   * Share of the directory's doctors, in parts per thousand (all weights add up to 1000).
   * Integers keep the demo seeding exact: 50,000 doctors split without rounding drift.
   */
  weight: number;
  /**
   * One of the spec's 17 search-form specialties: voice recognition is primed with their
   * names. The search form itself offers every specialty that has listings (docs/search.md).
   */
  searchFormOption: boolean;
}

// Masculine generic practitioner names follow how Mexican patients search
// ("buscar cardiólogo"); profile pages can still show each doctor's own title.
export const SPECIALTIES: readonly Specialty[] = [
  {
    slug: "cardiologia",
    name: "Cardiología",
    specialistName: "Cardiólogo",
    specialistPlural: "Cardiólogos",
    specialistSlug: "cardiologo",
    icon: "HeartPulse",
    weight: 25,
    searchFormOption: true,
  },
  {
    slug: "psicologia",
    name: "Psicología",
    specialistName: "Psicólogo",
    specialistPlural: "Psicólogos",
    specialistSlug: "psicologo",
    icon: "Brain",
    weight: 90,
    searchFormOption: true,
  },
  {
    slug: "pediatria",
    name: "Pediatría",
    specialistName: "Pediatra",
    specialistPlural: "Pediatras",
    specialistSlug: "pediatra",
    icon: "Baby",
    weight: 60,
    searchFormOption: true,
  },
  {
    slug: "dermatologia",
    name: "Dermatología",
    specialistName: "Dermatólogo",
    specialistPlural: "Dermatólogos",
    specialistSlug: "dermatologo",
    icon: "Sun",
    weight: 21,
    searchFormOption: true,
  },
  {
    slug: "ginecologia",
    name: "Ginecología y Obstetricia",
    specialistName: "Ginecólogo",
    specialistPlural: "Ginecólogos",
    specialistSlug: "ginecologo",
    icon: "Venus",
    weight: 60,
    searchFormOption: true,
  },
  {
    slug: "medicina-general",
    name: "Medicina General",
    specialistName: "Médico General",
    specialistPlural: "Médicos Generales",
    specialistSlug: "medico-general",
    icon: "Stethoscope",
    weight: 260,
    searchFormOption: true,
  },
  {
    slug: "traumatologia",
    name: "Traumatología y Ortopedia",
    specialistName: "Traumatólogo",
    specialistPlural: "Traumatólogos",
    specialistSlug: "traumatologo",
    icon: "Bone",
    weight: 30,
    searchFormOption: true,
  },
  {
    slug: "neurologia",
    name: "Neurología",
    specialistName: "Neurólogo",
    specialistPlural: "Neurólogos",
    specialistSlug: "neurologo",
    icon: "BrainCircuit",
    weight: 10,
    searchFormOption: true,
  },
  {
    slug: "oftalmologia",
    name: "Oftalmología",
    specialistName: "Oftalmólogo",
    specialistPlural: "Oftalmólogos",
    specialistSlug: "oftalmologo",
    icon: "Eye",
    weight: 20,
    searchFormOption: true,
  },
  {
    slug: "otorrinolaringologia",
    name: "Otorrinolaringología",
    specialistName: "Otorrinolaringólogo",
    specialistPlural: "Otorrinolaringólogos",
    specialistSlug: "otorrinolaringologo",
    icon: "Ear",
    weight: 12,
    searchFormOption: true,
  },
  {
    slug: "urologia",
    name: "Urología",
    specialistName: "Urólogo",
    specialistPlural: "Urólogos",
    specialistSlug: "urologo",
    icon: "Droplet",
    weight: 12,
    searchFormOption: true,
  },
  {
    slug: "gastroenterologia",
    name: "Gastroenterología",
    specialistName: "Gastroenterólogo",
    specialistPlural: "Gastroenterólogos",
    specialistSlug: "gastroenterologo",
    icon: "Soup",
    weight: 12,
    searchFormOption: true,
  },
  {
    slug: "endocrinologia",
    name: "Endocrinología",
    specialistName: "Endocrinólogo",
    specialistPlural: "Endocrinólogos",
    specialistSlug: "endocrinologo",
    icon: "FlaskConical",
    weight: 10,
    searchFormOption: true,
  },
  {
    slug: "neumologia",
    name: "Neumología",
    specialistName: "Neumólogo",
    specialistPlural: "Neumólogos",
    specialistSlug: "neumologo",
    icon: "Wind",
    weight: 7,
    searchFormOption: true,
  },
  {
    slug: "reumatologia",
    name: "Reumatología",
    specialistName: "Reumatólogo",
    specialistPlural: "Reumatólogos",
    specialistSlug: "reumatologo",
    icon: "Hand",
    weight: 6,
    searchFormOption: true,
  },
  {
    slug: "oncologia",
    name: "Oncología",
    specialistName: "Oncólogo",
    specialistPlural: "Oncólogos",
    specialistSlug: "oncologo",
    icon: "Ribbon",
    weight: 12,
    searchFormOption: true,
  },
  {
    slug: "psiquiatria",
    name: "Psiquiatría",
    specialistName: "Psiquiatra",
    specialistPlural: "Psiquiatras",
    specialistSlug: "psiquiatra",
    icon: "BrainCog",
    weight: 15,
    searchFormOption: true,
  },
  {
    slug: "odontologia",
    name: "Odontología",
    specialistName: "Dentista",
    specialistPlural: "Dentistas",
    specialistSlug: "dentista",
    icon: "Smile",
    weight: 100,
    searchFormOption: false,
  },
  {
    slug: "nutriologia",
    name: "Nutriología",
    specialistName: "Nutriólogo",
    specialistPlural: "Nutriólogos",
    specialistSlug: "nutriologo",
    icon: "Apple",
    weight: 40,
    searchFormOption: false,
  },
  {
    slug: "medicina-interna",
    name: "Medicina Interna",
    specialistName: "Internista",
    specialistPlural: "Internistas",
    specialistSlug: "internista",
    icon: "Activity",
    weight: 40,
    searchFormOption: false,
  },
  {
    slug: "cirugia-general",
    name: "Cirugía General",
    specialistName: "Cirujano General",
    specialistPlural: "Cirujanos Generales",
    specialistSlug: "cirujano-general",
    icon: "Scissors",
    weight: 35,
    searchFormOption: false,
  },
  {
    slug: "nefrologia",
    name: "Nefrología",
    specialistName: "Nefrólogo",
    specialistPlural: "Nefrólogos",
    specialistSlug: "nefrologo",
    icon: "Bean",
    weight: 7,
    searchFormOption: false,
  },
  {
    slug: "angiologia",
    name: "Angiología y Cirugía Vascular",
    specialistName: "Angiólogo",
    specialistPlural: "Angiólogos",
    specialistSlug: "angiologo",
    icon: "Waves",
    weight: 6,
    searchFormOption: false,
  },
  {
    slug: "cirugia-plastica",
    name: "Cirugía Plástica y Reconstructiva",
    specialistName: "Cirujano Plástico",
    specialistPlural: "Cirujanos Plásticos",
    specialistSlug: "cirujano-plastico",
    icon: "Sparkles",
    weight: 12,
    searchFormOption: false,
  },
  {
    slug: "alergologia",
    name: "Alergología e Inmunología",
    specialistName: "Alergólogo",
    specialistPlural: "Alergólogos",
    specialistSlug: "alergologo",
    icon: "Flower2",
    weight: 5,
    searchFormOption: false,
  },
  {
    slug: "geriatria",
    name: "Geriatría",
    specialistName: "Geriatra",
    specialistPlural: "Geriatras",
    specialistSlug: "geriatra",
    icon: "HandHeart",
    weight: 4,
    searchFormOption: false,
  },
  {
    slug: "infectologia",
    name: "Infectología",
    specialistName: "Infectólogo",
    specialistPlural: "Infectólogos",
    specialistSlug: "infectologo",
    icon: "Virus",
    weight: 4,
    searchFormOption: false,
  },
  {
    slug: "hematologia",
    name: "Hematología",
    specialistName: "Hematólogo",
    specialistPlural: "Hematólogos",
    specialistSlug: "hematologo",
    icon: "Droplets",
    weight: 5,
    searchFormOption: false,
  },
  {
    slug: "medicina-familiar",
    name: "Medicina Familiar",
    specialistName: "Médico Familiar",
    specialistPlural: "Médicos Familiares",
    specialistSlug: "medico-familiar",
    icon: "Users",
    weight: 60,
    searchFormOption: false,
  },
  {
    slug: "medicina-fisica-y-rehabilitacion",
    name: "Medicina Física y Rehabilitación",
    specialistName: "Médico Rehabilitador",
    specialistPlural: "Médicos Rehabilitadores",
    specialistSlug: "medico-rehabilitador",
    icon: "Dumbbell",
    weight: 10,
    searchFormOption: false,
  },
  {
    slug: "neurocirugia",
    name: "Neurocirugía",
    specialistName: "Neurocirujano",
    specialistPlural: "Neurocirujanos",
    specialistSlug: "neurocirujano",
    icon: "Scan",
    weight: 6,
    searchFormOption: false,
  },
  {
    slug: "coloproctologia",
    name: "Coloproctología",
    specialistName: "Coloproctólogo",
    specialistPlural: "Coloproctólogos",
    specialistSlug: "coloproctologo",
    icon: "ShieldPlus",
    weight: 4,
    searchFormOption: false,
  },
];

// Fixed figures shown on the home page; they are not derived from the database.
export const POPULAR_SPECIALTIES: readonly { slug: string; count: number }[] = [
  { slug: "cardiologia", count: 124 },
  { slug: "psicologia", count: 89 },
  { slug: "pediatria", count: 156 },
  { slug: "dermatologia", count: 67 },
  { slug: "ginecologia", count: 93 },
  { slug: "medicina-general", count: 201 },
];

const bySlug = new Map(SPECIALTIES.map((specialty) => [specialty.slug, specialty]));
const bySpecialistSlug = new Map(
  SPECIALTIES.map((specialty) => [specialty.specialistSlug, specialty]),
);

export function findSpecialtyBySlug(slug: string): Specialty | undefined {
  return bySlug.get(slug);
}

export function findSpecialtyBySpecialistSlug(slug: string): Specialty | undefined {
  return bySpecialistSlug.get(slug);
}
