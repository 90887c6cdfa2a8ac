/**
 * Spanish number words by value (folded: no accents), for the readers of numbers people write
 * or dictate in words: amounts typed in a search ("menos de mil quinientos") and phone numbers
 * spelled out in a review ("cincuenta y cinco, doce…").
 */

/** cero … nueve, each at the index of its value. */
export const DIGIT_WORDS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
] as const;

/** diez … veintinueve: the numbers Spanish writes as one word. */
export const TEEN_WORDS: Readonly<Record<string, number>> = {
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};

/** treinta … noventa ("treinta y cinco" is two words joined by "y"). */
export const TENS_WORDS: Readonly<Record<string, number>> = {
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};

/** cien, ciento … novecientos. */
export const HUNDREDS_WORDS: Readonly<Record<string, number>> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
