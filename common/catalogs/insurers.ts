export interface Insurer {
  /** URL slug: lowercase ASCII words joined by hyphens. */
  slug: string;
  name: string;
  /** Public path of the logo tile. */
  logo: string;
  /** Hex colour of the logo tile. */
  background: string;
  /** Hex text colour with a WCAG AA contrast ratio (>= 4.5:1) on `background`. */
  text: string;
  /** Value of the admin insurer filter this insurer belongs to, when it has one. */
  filterKey?: "plan_seguro" | "gnp" | "metlife" | "axa" | "allianz" | "mapfre";
}

function insurer(
  slug: string,
  name: string,
  background: string,
  text: string,
  filterKey?: Insurer["filterKey"],
): Insurer {
  const entry: Insurer = {
    slug,
    name,
    logo: `/images/insurers/${slug}.svg`,
    background,
    text,
  };
  // Left out rather than set to undefined so the objects survive
  // exactOptionalPropertyTypes and serialise without empty keys.
  if (filterKey) entry.filterKey = filterKey;
  return entry;
}

// Colours evoke each brand but are adjusted where the brand colour would fail
// the 4.5:1 contrast ratio with its lettering (GNP's orange takes dark text).
export const INSURERS: readonly Insurer[] = [
  insurer("gnp-seguros", "GNP Seguros", "#F26522", "#1B1F3B", "gnp"),
  insurer("metlife-mexico", "MetLife México", "#0061A0", "#FFFFFF", "metlife"),
  insurer("axa-mexico", "AXA México", "#00008F", "#FFFFFF", "axa"),
  insurer("allianz-mexico", "Allianz México", "#003781", "#FFFFFF", "allianz"),
  insurer("mapfre-mexico", "MAPFRE México", "#D81E05", "#FFFFFF", "mapfre"),
  insurer("bbva-seguros", "BBVA Seguros", "#004481", "#FFFFFF"),
  insurer("qualitas", "Quálitas", "#5B2C83", "#FFFFFF"),
  insurer("zurich-mexico", "Zurich México", "#2167AE", "#FFFFFF"),
  insurer("chubb-mexico", "Chubb México", "#1A1A1A", "#FFFFFF"),
  insurer("plan-seguro", "Plan Seguro", "#00796B", "#FFFFFF", "plan_seguro"),
  insurer(
    "seguros-monterrey-new-york-life",
    "Seguros Monterrey New York Life",
    "#00529B",
    "#FFFFFF",
  ),
  insurer("seguros-atlas", "Seguros Atlas", "#003B71", "#FFFFFF"),
  insurer("banorte-seguros", "Banorte Seguros", "#E0001B", "#FFFFFF"),
  insurer("inbursa-seguros", "Inbursa Seguros", "#002D72", "#FFFFFF"),
  insurer("hdi-seguros", "HDI Seguros", "#00693C", "#FFFFFF"),
  insurer("seguros-sura", "Seguros SURA", "#0033A0", "#FFFFFF"),
  insurer("aig-mexico", "AIG México", "#001871", "#FFFFFF"),
  insurer("bupa-mexico", "Bupa México", "#00A3E0", "#0B2545"),
  insurer("seguros-banamex", "Seguros Banamex", "#C4161C", "#FFFFFF"),
  insurer("medi-access", "Medi Access", "#006E7A", "#FFFFFF"),
];

// Names that show up in doctors' profiles and imported data besides the
// catalogue name. Short forms such as "GNP" or "MetLife" need no entry: they
// already match once "Seguros" and "México" are dropped.
export const INSURER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "gnp-seguros": ["Grupo Nacional Provincial"],
  "mapfre-mexico": ["MAPFRE Tepeyac"],
  "bbva-seguros": ["BBVA Bancomer", "Seguros Bancomer"],
  "seguros-monterrey-new-york-life": [
    "Seguros Monterrey",
    "Monterrey New York Life",
    "New York Life",
    "SMNYL",
  ],
  "seguros-banamex": ["Banamex", "Citibanamex"],
  "medi-access": ["MediAccess"],
  // International plans expats and tourists hold, served in Mexico by the local company.
  "bupa-mexico": ["Bupa Global", "Bupa International", "Bupa Global Latinoamérica"],
  "allianz-mexico": ["Allianz Care", "Allianz Worldwide Care", "Allianz Partners"],
  "metlife-mexico": ["MetLife Global", "MetLife International"],
  "axa-mexico": ["AXA Global Healthcare", "AXA International", "AXA Assistance"],
  "aig-mexico": ["AIG Travel", "AIG Travel Guard"],
  "chubb-mexico": ["Chubb Travel"],
};

/** Other names of a catalogue insurer: how profiles, imports and searches also write it. */
export function insurerAliases(slug: string): readonly string[] {
  return INSURER_ALIASES[slug] ?? [];
}

// Words that brand names carry or drop depending on who writes them.
const GENERIC_WORDS = new Set(["seguros", "mexico", "compania", "de", "del", "y"]);

function stripAccents(value: string): string {
  return value.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

function tokens(value: string): string[] {
  const words = stripAccents(value)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .join(" ")
    // Legal suffixes: "S.A.", "S.A.B. de C.V.", "SA de CV"...
    .replace(/(?:^| )(?:s a(?: b)?|sab?)(?: de (?:c v|cv))?$/, "");
  return words.split(" ").filter((word) => word.length > 0);
}

function fullKey(value: string): string {
  return tokens(value).join("");
}

function coreKey(value: string): string {
  return tokens(value)
    .filter((word) => !GENERIC_WORDS.has(word))
    .join("");
}

const byKey = new Map<string, Insurer>();

function index(key: string, entry: Insurer): void {
  if (key === "") return;
  const existing = byKey.get(key);
  if (existing && existing !== entry) {
    throw new Error(`Insurer lookup key "${key}" is shared by ${existing.slug} and ${entry.slug}`);
  }
  byKey.set(key, entry);
}

for (const entry of INSURERS) {
  index(fullKey(entry.name), entry);
  index(coreKey(entry.name), entry);
  index(fullKey(entry.slug), entry);
  for (const alias of INSURER_ALIASES[entry.slug] ?? []) index(fullKey(alias), entry);
}

export function findInsurerByName(name: string): Insurer | undefined {
  return byKey.get(fullKey(name)) ?? byKey.get(coreKey(name));
}

// Connectors and legal suffixes carry no identity ("Seguros de Vida del
// Norte, S.A." is "SV", not "SD").
const INITIALS_SKIP = new Set(["de", "del", "la", "las", "los", "el", "y", "e", "sa", "sab", "cv"]);

export function insurerInitials(name: string): string {
  const initials: string[] = [];
  for (const word of name.trim().split(/\s+/)) {
    const bare = stripAccents(word)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
    if (bare === "" || INITIALS_SKIP.has(bare)) continue;
    const first = /[\p{L}\p{N}]/u.exec(word)?.[0];
    if (first === undefined) continue;
    initials.push(first.toLocaleUpperCase("es-MX"));
    if (initials.length === 2) break;
  }
  if (initials.length > 0) return initials.join("");
  // A name made only of skipped words still deserves a letter.
  const fallback = /[\p{L}\p{N}]/u.exec(name)?.[0];
  return fallback === undefined ? "?" : fallback.toLocaleUpperCase("es-MX");
}

/** What a page needs to draw an insurer's tile, resolved on the server so pages ship no catalogue. */
export interface InsurerTileData {
  name: string;
  /** Logo path for a known insurer; unknown ones get initials on grey. */
  logo: string | null;
  background: string;
  text: string;
  initials: string;
}

export function insurerTile(name: string): InsurerTileData {
  const known = findInsurerByName(name);
  return known
    ? {
        name: known.name,
        logo: known.logo,
        background: known.background,
        text: known.text,
        initials: insurerInitials(known.name),
      }
    : { name, logo: null, background: "#e5e7eb", text: "#374151", initials: insurerInitials(name) };
}
