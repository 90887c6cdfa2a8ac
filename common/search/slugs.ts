/**
 * Specialty slugs as short constants: they keep the lexicon tables readable and catch typos at
 * compile time.
 */
export const CARDIO = "cardiologia";
export const PSICO = "psicologia";
export const PEDIA = "pediatria";
export const DERMA = "dermatologia";
export const GINE = "ginecologia";
export const GENERAL = "medicina-general";
export const TRAUMA = "traumatologia";
export const NEURO = "neurologia";
export const OFTAL = "oftalmologia";
export const OTORRINO = "otorrinolaringologia";
export const URO = "urologia";
export const GASTRO = "gastroenterologia";
export const ENDO = "endocrinologia";
export const NEUMO = "neumologia";
export const REUMA = "reumatologia";
export const ONCO = "oncologia";
export const PSIQUI = "psiquiatria";
export const DENTAL = "odontologia";
export const NUTRI = "nutriologia";
export const INTERNA = "medicina-interna";
export const CIRUGIA = "cirugia-general";
export const NEFRO = "nefrologia";
export const ANGIO = "angiologia";
export const PLASTICA = "cirugia-plastica";
export const ALERGIA = "alergologia";
export const GERIA = "geriatria";
export const INFECTO = "infectologia";
export const HEMATO = "hematologia";
export const FAMILIAR = "medicina-familiar";
export const REHAB = "medicina-fisica-y-rehabilitacion";
export const NEUROCIRUGIA = "neurocirugia";
export const PROCTO = "coloproctologia";
