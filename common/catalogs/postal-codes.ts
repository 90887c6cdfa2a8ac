/*
 * Mexican postal codes (códigos postales) by state and by catalogue city, so that a demo
 * address never pairs a city with another state's code.
 *
 * Source: Correos de México (SEPOMEX), Catálogo Nacional de Códigos Postales. The first two
 * digits name the state (01–16 are Mexico City's boroughs); the three others the municipality
 * and the settlement. Each city's ranges are the blocks of the municipalities its listed
 * neighborhoods lie in (Zapopan's with Guadalajara's, San Pedro Garza García's with
 * Monterrey's), rounded to whole blocks: every code in a range is a plausible code of that
 * city, though not every one is assigned.
 */

/** Two-digit state prefixes, by state name as the city catalogue writes it. */
export const STATE_POSTAL_PREFIXES: Readonly<Record<string, readonly [number, number]>> = {
  "Ciudad de México": [1, 16],
  Aguascalientes: [20, 20],
  "Baja California": [21, 22],
  "Baja California Sur": [23, 23],
  Campeche: [24, 24],
  Coahuila: [25, 27],
  Colima: [28, 28],
  Chiapas: [29, 30],
  Chihuahua: [31, 33],
  Durango: [34, 35],
  Guanajuato: [36, 38],
  Guerrero: [39, 41],
  Hidalgo: [42, 43],
  Jalisco: [44, 49],
  "Estado de México": [50, 57],
  Michoacán: [58, 61],
  Morelos: [62, 62],
  Nayarit: [63, 63],
  "Nuevo León": [64, 67],
  Oaxaca: [68, 71],
  Puebla: [72, 75],
  Querétaro: [76, 76],
  "Quintana Roo": [77, 77],
  "San Luis Potosí": [78, 79],
  Sinaloa: [80, 82],
  Sonora: [83, 85],
  Tabasco: [86, 86],
  Tamaulipas: [87, 89],
  Tlaxcala: [90, 90],
  Veracruz: [91, 96],
  Yucatán: [97, 97],
  Zacatecas: [98, 99],
};

type Range = readonly [first: number, last: number];

/**
 * Postal-code ranges (inclusive) by city slug: the catalogue's cities, plus Hermosillo, where
 * some demo listings of Baja California also see patients.
 */
export const CITY_POSTAL_CODES: Readonly<Record<string, readonly Range[]>> = {
  "ciudad-de-mexico": [[1000, 16999]],
  // Guadalajara, then Zapopan (Puerta de Hierro, part of Chapalita).
  guadalajara: [
    [44100, 44990],
    [45010, 45249],
  ],
  // Monterrey, then San Pedro Garza García (Del Valle, Valle Oriente).
  monterrey: [
    [64000, 64990],
    [66200, 66299],
  ],
  // Puebla, then San Andrés Cholula (Angelópolis).
  puebla: [
    [72000, 72599],
    [72810, 72839],
  ],
  tijuana: [[22000, 22699]],
  leon: [[37000, 37699]],
  "ciudad-juarez": [[32000, 32699]],
  torreon: [[27000, 27499]],
  queretaro: [[76000, 76249]],
  "san-luis-potosi": [[78000, 78439]],
  merida: [[97000, 97399]],
  aguascalientes: [[20000, 20399]],
  mexicali: [[21000, 21399]],
  cuernavaca: [[62000, 62599]],
  saltillo: [[25000, 25399]],
  xalapa: [[91000, 91199]],
  tampico: [[89000, 89369]],
  morelia: [[58000, 58399]],
  chihuahua: [[31000, 31499]],
  oaxaca: [[68000, 68149]],
  toluca: [[50000, 50299]],
  // Benito Juárez municipality.
  cancun: [[77500, 77569]],
  hermosillo: [[83000, 83299]],
};

function rangesOf(citySlug: string): readonly Range[] {
  const ranges = CITY_POSTAL_CODES[citySlug];
  if (!ranges) throw new Error(`Sin códigos postales para la ciudad ${citySlug}`);
  return ranges;
}

/**
 * A postal code of the city for a number in [0, 1): the ranges laid end to end, so every code
 * of the city is equally likely. Five digits, with Mexico City's leading zero.
 */
export function postalCodeIn(citySlug: string, unit: number): string {
  const ranges = rangesOf(citySlug);
  const total = ranges.reduce((sum, [first, last]) => sum + last - first + 1, 0);
  let offset = Math.min(Math.floor(unit * total), total - 1);
  for (const [first, last] of ranges) {
    const size = last - first + 1;
    if (offset < size) return String(first + offset).padStart(5, "0");
    offset -= size;
  }
  throw new Error("unreachable");
}

/** Whether a five-digit postal code lies in one of the city's ranges. */
export function isPostalCodeOf(citySlug: string, code: string): boolean {
  if (!/^\d{5}$/.test(code)) return false;
  const value = Number(code);
  return rangesOf(citySlug).some(([first, last]) => value >= first && value <= last);
}
