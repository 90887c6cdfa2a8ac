/*
 * Demo review texts, composed from parts instead of drawn from a short list, so that a
 * profile never shows the same review twice and the directory reads like many patients:
 * an opening, what happened, one or two remarks on the doctor, the staff, the wait, the price
 * or the place, and usually a closing. Every part is gender-neutral about the doctor and the
 * reviewer and free of specialty-specific medical claims. Parts about online booking,
 * teleconsultation or insurance appear only on listings that have them.
 */

/** What a listing really offers, which a review may mention. */
export interface ReviewFacts {
  /** A published agenda: patients book on the directory. */
  onlineBooking: boolean;
  telemedicine: boolean;
  acceptsInsurance: boolean;
}

type Random = () => number;
type Tone = "positive" | "mixed" | "negative";

/** Parts that only fit a listing with the given fact. */
type Conditional = Partial<Record<keyof ReviewFacts, readonly string[]>>;

const OPENINGS: Record<Tone, readonly string[]> = {
  positive: [
    "Excelente experiencia de principio a fin.",
    "Muy buena consulta.",
    "Una atención de primera.",
    "Muy recomendable.",
    "La mejor consulta que he tenido en mucho tiempo.",
    "Dejo mi opinión porque la atención lo merece.",
    "Llegué con muchas dudas y salí con todo claro.",
    "Todo salió mejor de lo que esperaba.",
    "Gran experiencia.",
    "No suelo escribir reseñas, pero esta vez vale la pena.",
    "Una consulta muy completa.",
    "Llegué por recomendación de una amiga y fue un acierto.",
    "Es la segunda vez que voy y la atención sigue igual de buena.",
    "Por fin una consulta sin prisas.",
    "Atención cálida y profesional.",
    "Salí de la consulta con mucha tranquilidad.",
    "Buscaba una consulta de confianza y por fin la encontré.",
    "Muy contenta la familia con la atención.",
  ],
  mixed: [
    "Experiencia regular.",
    "Tiene cosas buenas y cosas por mejorar.",
    "Ni muy buena ni muy mala.",
    "La consulta estuvo bien, con algunos detalles.",
    "Sentimientos encontrados con esta consulta.",
    "Una experiencia a medias.",
    "Cumple, pero esperaba un poco más.",
    "En general bien, aunque no perfecto.",
    "Dejo mi opinión para que otros sepan qué esperar.",
    "Una consulta correcta, sin más.",
  ],
  negative: [
    "Mala experiencia.",
    "No recomiendo esta consulta.",
    "Muy decepcionante.",
    "Esperaba mucho más.",
    "Experiencia poco agradable.",
    "Lamentablemente no fue lo que esperaba.",
    "Dejo esta reseña para que otros pacientes lo sepan.",
    "Una consulta que no valió la pena.",
    "Salí con más dudas de las que tenía al llegar.",
    "Tenía buenas referencias, pero no se cumplieron.",
  ],
};

const HAPPENINGS: Record<Tone, readonly string[]> = {
  positive: [
    "Fui por un chequeo anual y revisaron todo con calma.",
    "Acudí por un dolor que tenía desde hacía semanas y por fin tengo un diagnóstico.",
    "Llevé a mi mamá a consulta y la trataron con mucho respeto.",
    "Fui por una segunda opinión y me explicaron cada opción con detalle.",
    "Fui a revisar unos resultados de laboratorio y me los explicaron punto por punto.",
    "Llevé a mi papá, que es muy desconfiado, y salió contento.",
    "Acudí a seguimiento de un tratamiento y se notaba que habían revisado mi historial.",
    "Llevé varios estudios previos y los revisaron todos sin pedir repetirlos.",
    "Me atendieron por un problema que nadie me había resuelto.",
    "Fui a una valoración antes de una cirugía y me dieron un plan muy claro.",
    "Pedí cita para mi hija y tuvieron mucha paciencia con ella.",
    "Llevé a mi abuela y le hablaron con calma y en voz clara.",
    "Fui por unas molestias que me preocupaban desde hace tiempo y salí con un tratamiento claro.",
    "Por primera vez me propusieron un plan realista para un problema de años.",
    "Necesitaba consulta pronto y me dieron espacio el mismo día.",
    "Fui a control y me ajustaron el tratamiento sin complicaciones.",
    "Fui para que revisaran mis medicamentos y me retiraron uno que ya no necesitaba.",
    "Mi pareja y yo fuimos juntos a consulta y respondieron las dudas de ambos.",
    "Llevé a mi hijo adolescente y le hablaron directamente a él, con respeto.",
    "Fui con miedo por unos síntomas nuevos y me explicaron todo con tranquilidad.",
  ],
  mixed: [
    "Fui por una revisión general.",
    "Acudí por un dolor que no mejoraba.",
    "Llevé a un familiar a su consulta de seguimiento.",
    "Fui a mostrar unos resultados de laboratorio.",
    "Fui por una segunda opinión.",
    "Era mi primera consulta en este lugar.",
    "Fui a control de un tratamiento que ya llevaba.",
    "Acudí por recomendación de un conocido.",
    "Tenía la cita a mediodía.",
    "Fui por unas molestias de hace semanas.",
    "Llevé a mi mamá a su revisión.",
    "Fui a consulta antes de un viaje para revisar mis medicamentos.",
  ],
  negative: [
    "Fui por un dolor que no mejoraba.",
    "Tenía cita temprano para una revisión.",
    "Llevé a mi mamá a consulta.",
    "Fui a mostrar resultados de laboratorio.",
    "Era mi primera vez en este consultorio.",
    "Busqué una segunda opinión.",
    "Acudí a seguimiento de un tratamiento.",
    "Pedí la cita con una semana de anticipación.",
    "Fui por recomendación de un conocido.",
    "Llegué diez minutos antes de mi cita.",
    "Llevé a mi hijo por una molestia que no se le quitaba.",
    "Fui a consulta porque los síntomas seguían igual.",
  ],
};

const CONDITIONAL_HAPPENINGS: Record<Tone, Conditional> = {
  positive: {
    onlineBooking: [
      "Agendé en línea en un par de minutos y la cita respetó el horario que elegí.",
      "Reservé por este directorio y la confirmación llegó al momento.",
      "Encontré horario en línea para el día siguiente, muy práctico.",
    ],
    telemedicine: [
      "La consulta fue por videollamada y funcionó sin fallas.",
      "Tomé la teleconsulta desde casa y fue tan completa como en persona.",
    ],
  },
  mixed: {
    onlineBooking: ["Agendé en línea y la reserva funcionó bien."],
    telemedicine: ["Tomé la consulta por videollamada."],
  },
  negative: {
    onlineBooking: ["Reservé en línea sin problema; lo malo vino después."],
    telemedicine: ["La consulta fue por videollamada."],
  },
};

/** Good remarks by topic: a positive review takes one or two topics, never the same twice. */
const GOOD_REMARKS: Record<"doctor" | "staff" | "wait" | "price" | "place", readonly string[]> = {
  doctor: [
    "Me escuchó sin interrumpir y resolvió todas mis dudas.",
    "Explica con palabras sencillas, sin tecnicismos.",
    "Se tomó el tiempo de dibujar lo que me pasaba para que lo entendiera.",
    "Me dio las indicaciones por escrito, lo cual se agradece.",
    "Se nota la experiencia y la actualización constante.",
    "No me pidió estudios de más, solo los necesarios.",
    "Me explicó los pros y contras de cada tratamiento y decidimos juntos.",
    "Tiene un trato muy humano.",
    "Revisó con calma cada estudio que llevé.",
    "Me explicó qué señales vigilar y cuándo regresar.",
    "En ningún momento hubo prisa.",
    "Contestó mis dudas de seguimiento por mensaje al día siguiente.",
  ],
  staff: [
    "El personal de recepción fue muy amable.",
    "En recepción me ayudaron con el papeleo rápidamente.",
    "Me confirmaron la cita un día antes.",
    "Me recordaron la cita por mensaje el día anterior.",
    "Todo el equipo es muy cordial.",
    "En recepción resolvieron mis dudas sobre el pago sin problema.",
  ],
  wait: [
    "La cita empezó puntual.",
    "Esperé menos de diez minutos.",
    "Me atendieron a la hora exacta.",
    "Casi no hubo espera.",
    "La espera fue corta y la sala es cómoda.",
  ],
  price: [
    "El costo de la consulta es justo para el tiempo que dedica.",
    "Me dijeron el precio desde el principio, sin sorpresas.",
    "El precio fue el mismo que aparece en el perfil.",
    "Buena relación entre precio y calidad.",
  ],
  place: [
    "El consultorio está limpio y bien iluminado.",
    "El consultorio es fácil de encontrar.",
    "El lugar es tranquilo y muy cómodo.",
    "Hay estacionamiento cerca, lo cual ayuda mucho.",
  ],
};

const INSURANCE_REMARKS = [
  "Aceptaron mi seguro de gastos médicos sin complicaciones.",
  "Con mi aseguradora todo fue sencillo; en recepción explicaron los trámites.",
];

/** A four-star review's small reservation. */
const RESERVATIONS = [
  "Lo único: la espera fue un poco larga.",
  "Solo faltó un poco más de puntualidad.",
  "El estacionamiento es complicado, pero vale la pena.",
  "La consulta es algo cara, aunque la calidad lo justifica.",
  "Tardaron en contestar el teléfono para agendar.",
  "La sala de espera es pequeña.",
  "Me hubiera gustado recibir las indicaciones por escrito.",
  "Cuesta trabajo conseguir cita por la tarde.",
];

/** Mixed and negative remarks, written to follow a connector or stand alone. */
const BAD_REMARKS: Record<"mixed" | "negative", readonly string[]> = {
  mixed: [
    "la espera fue de casi una hora.",
    "la consulta se sintió un poco apresurada.",
    "me quedaron algunas dudas sin resolver.",
    "el precio fue mayor que el que me dieron por teléfono.",
    "tardaron varios días en enviarme la receta.",
    "la recepción estaba desorganizada.",
    "es difícil conseguir cita.",
    "no había dónde estacionarse.",
    "me pidieron varios estudios sin explicar bien para qué.",
    "la sala de espera estaba llena y hacía calor.",
    "me cambiaron la hora de la cita dos veces.",
    "no me dieron las indicaciones por escrito.",
  ],
  negative: [
    "Esperé más de una hora para pasar.",
    "La consulta duró menos de diez minutos.",
    "No me dejaron terminar de explicar lo que tenía.",
    "Me cobraron más de lo acordado.",
    "No me explicaron el diagnóstico ni el porqué del tratamiento.",
    "La recepción estaba desorganizada y extraviaron mis estudios.",
    "Cancelaron mi cita el mismo día sin ofrecer otra fecha.",
    "Nunca me llamaron con los resultados, como habían prometido.",
    "El trato fue frío y distante.",
    "Pidieron muchos estudios sin decir para qué.",
    "Reprogramaron la cita sin avisar.",
    "El consultorio no estaba limpio.",
    "No respondieron mis mensajes después de la consulta.",
    "El trato fue poco respetuoso.",
    "Había más atención al teléfono que a mí.",
    "La receta tenía errores y tuve que regresar.",
    "Me cobraron la consulta completa por una revisión de cinco minutos.",
    "Al llegar no había registro de mi cita.",
    "Nadie supo decirme cuánto costaba la consulta.",
    "Todo fue con prisas.",
  ],
};

const GOOD_IN_MIXED = [
  "La atención médica fue buena y el diagnóstico, claro.",
  "Me explicaron bien el tratamiento.",
  "El trato fue amable.",
  "El consultorio está limpio y es cómodo.",
  "Resolvieron mis dudas principales.",
  "El precio es razonable.",
  "Las indicaciones fueron claras.",
  "El personal de recepción fue cordial.",
  "El tratamiento sí me ayudó.",
  "Se nota que conoce su área.",
];

const CONNECTORS = [
  "Sin embargo, ",
  "Lo malo: ",
  "Por otro lado, ",
  "Eso sí, ",
  "Lo que no me gustó: ",
];

const CLOSINGS: Record<Tone, readonly string[]> = {
  positive: [
    "Totalmente recomendable.",
    "Sin duda regresaré.",
    "Ya agendé mi siguiente cita.",
    "Recomendaría esta consulta a mi familia sin dudarlo.",
    "Gracias por la atención.",
    "Mil gracias a todo el equipo.",
    "Volvería sin pensarlo.",
    "Mi familia ya también se atiende aquí.",
    "Excelente opción en la ciudad.",
    "Una atención que da confianza.",
    "Seguiré mi tratamiento aquí.",
    "Recomendable al cien por ciento.",
  ],
  mixed: [
    "Quizá regrese, pero buscaré otras opciones.",
    "Puede mejorar.",
    "Regresaría solo para seguimiento.",
    "Ojalá mejoren la organización.",
    "Recomendable si no hay prisa.",
    "Vale la pena, pero hay que ir con paciencia.",
    "Espero que la próxima vez sea mejor.",
    "No es mala opción, pero tampoco excelente.",
  ],
  negative: [
    "No volvería.",
    "Buscaré otra opción.",
    "Ya encontré a alguien más.",
    "Ojalá tomen en cuenta estos comentarios.",
    "No recomendaría esta consulta.",
    "Tiempo y dinero perdidos.",
    "Esperaba más por el precio.",
    "Que revisen cómo tratan a sus pacientes.",
    "Tuve que pagar otra consulta en otro lado.",
  ],
};

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

function happeningFor(random: Random, tone: Tone, facts: ReviewFacts): string {
  const extra = (Object.keys(CONDITIONAL_HAPPENINGS[tone]) as (keyof ReviewFacts)[]).flatMap(
    (fact) => (facts[fact] ? (CONDITIONAL_HAPPENINGS[tone][fact] ?? []) : []),
  );
  // A listing's own features come up in about a third of its reviews.
  if (extra.length > 0 && chance(random, 0.35)) return pick(random, extra);
  return pick(random, HAPPENINGS[tone]);
}

function goodRemarks(random: Random, facts: ReviewFacts, count: number): string[] {
  const topics = Object.keys(GOOD_REMARKS) as (keyof typeof GOOD_REMARKS)[];
  const remarks: string[] = [];
  while (remarks.length < count) {
    const topic = pick(random, topics);
    const pool =
      topic === "price" && facts.acceptsInsurance && chance(random, 0.4)
        ? INSURANCE_REMARKS
        : GOOD_REMARKS[topic];
    const remark = pick(random, pool);
    if (!remarks.includes(remark)) remarks.push(remark);
  }
  return remarks;
}

function uppercaseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function compose(random: Random, rating: number, facts: ReviewFacts): string {
  const tone: Tone = rating >= 4 ? "positive" : rating === 3 ? "mixed" : "negative";
  const parts: string[] = [];
  if (tone !== "negative" || chance(random, 0.7)) parts.push(pick(random, OPENINGS[tone]));
  parts.push(happeningFor(random, tone, facts));
  if (tone === "positive") {
    parts.push(...goodRemarks(random, facts, chance(random, 0.5) ? 2 : 1));
    if (rating === 4 && chance(random, 0.7)) parts.push(pick(random, RESERVATIONS));
  } else if (tone === "mixed") {
    parts.push(pick(random, GOOD_IN_MIXED));
    parts.push(pick(random, CONNECTORS) + pick(random, BAD_REMARKS.mixed));
  } else {
    const first = pick(random, BAD_REMARKS.negative);
    parts.push(first);
    if (rating === 1 || chance(random, 0.5)) {
      const second = pick(random, BAD_REMARKS.negative);
      if (second !== first) parts.push(second);
    }
  }
  if (chance(random, 0.75)) parts.push(pick(random, CLOSINGS[tone]));
  return parts.map((part, i) => (i === 0 ? uppercaseFirst(part) : part)).join(" ");
}

/**
 * A review text for the rating, new to the listing: `used` holds the texts the listing
 * already has, and receives this one.
 */
export function composeReviewText(
  random: Random,
  rating: number,
  facts: ReviewFacts,
  used: Set<string>,
): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const text = compose(random, rating, facts);
    if (!used.has(text)) {
      used.add(text);
      return text;
    }
  }
  throw new Error("No se pudo componer una reseña distinta para el perfil");
}

/** Every part the composer can use, for the content tests. */
export const REVIEW_PARTS: readonly string[] = [
  ...Object.values(OPENINGS).flat(),
  ...Object.values(HAPPENINGS).flat(),
  ...Object.values(CONDITIONAL_HAPPENINGS).flatMap((byFact) => Object.values(byFact).flat()),
  ...Object.values(GOOD_REMARKS).flat(),
  ...INSURANCE_REMARKS,
  ...RESERVATIONS,
  ...Object.values(BAD_REMARKS).flat(),
  ...GOOD_IN_MIXED,
  ...Object.values(CLOSINGS).flat(),
].map(uppercaseFirst);

/** Words a review may only use about a listing that has the fact. */
export const REVIEW_FACT_WORDS: Record<keyof ReviewFacts, RegExp> = {
  onlineBooking: /\ben línea\b|\bpor este directorio\b/i,
  telemedicine: /\bvideollamada\b|\bteleconsulta\b/i,
  acceptsInsurance: /\bseguro de gastos\b|\baseguradora\b/i,
};

/**
 * How demo ratings are spread (the mix of the fixed list the texts used to come from, so the
 * same draws give the same stars): mostly positive, every rating present.
 */
export const REVIEW_RATING_WEIGHTS: { weight: number; value: 1 | 2 | 3 | 4 | 5 }[] = [
  { weight: 45, value: 5 },
  { weight: 25, value: 4 },
  { weight: 15, value: 3 },
  { weight: 10, value: 2 },
  { weight: 6, value: 1 },
];
