import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 11,
  slug: "salud-menstrual-cuando-consultar-al-ginecologo",
  title: "Salud menstrual: cuándo consultar al ginecólogo",
  excerpt:
    "¿Tu regla es normal? Conoce los rangos habituales del ciclo menstrual, las señales que ameritan consulta y qué esperar de tu primera visita al ginecólogo.",
  category: "Ginecología",
  date: "2025-11-25",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud a partir de fuentes oficiales mexicanas e internacionales. Sus artículos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Salud menstrual: cuándo ir al ginecólogo",
    metaDescription:
      "Qué es un ciclo menstrual normal, cuándo un sangrado o un dolor ameritan consulta, cómo es la primera visita al ginecólogo y qué chequeos preventivos hacerte.",
    keywords: [
      "ciclo menstrual",
      "menstruación",
      "sangrado abundante",
      "cólicos menstruales",
      "ginecólogo",
      "primera consulta ginecológica",
      "Papanicolaou",
    ],
  },
  content: {
    intro:
      "La menstruación es una parte normal de la vida de millones de mujeres y personas que menstrúan, pero todavía se habla poco de ella. Por eso es común pensar que un dolor que no deja ir a la escuela o al trabajo, o un sangrado que obliga a cambiar la toalla cada hora, «es normal». No siempre lo es. El ciclo menstrual es un buen indicador de tu salud general, y conocer sus rangos habituales te ayuda a identificar cuándo algo merece atención. En este artículo te explicamos qué se considera normal, qué señales indican que debes consultar, qué esperar de tu primera visita al ginecólogo y qué revisiones preventivas conviene hacerte. Este artículo es informativo y no sustituye la consulta médica.",
    sections: [
      {
        title: "¿Qué se considera un ciclo normal?",
        content:
          "El ciclo se cuenta desde el primer día de una regla hasta el primer día de la siguiente. En personas adultas, de manera general:\n**Duración del ciclo:** entre 21 y 35 días aproximadamente. Es normal que varíe algunos días de un mes a otro.\n**Duración del sangrado:** de 2 a 7 días, con más flujo los primeros días.\n**Molestias:** cólicos leves o moderados, sensibilidad en los senos o cambios de ánimo antes de la regla son frecuentes y, por lo general, no impiden hacer tus actividades.\nEn los primeros años después de la primera menstruación, y en los años previos a la menopausia, los ciclos suelen ser más irregulares. Llevar un registro en un calendario o una aplicación, con las fechas, la cantidad de sangrado y los síntomas, es muy útil para ti y para tu médico. Anota también la fecha de tu última regla: es una de las primeras preguntas en cualquier consulta.",
      },
      {
        title: "Señales para pedir una consulta",
        content: "Agenda una cita con tu médico o ginecólogo si notas alguno de estos cambios:",
        items: [
          "**Sangrado muy abundante:** necesitas cambiar la toalla o el tampón cada una o dos horas durante varias horas seguidas, usar dos protecciones a la vez, o expulsas coágulos grandes.",
          "**Reglas que duran más de siete días** o ciclos más cortos de 21 días o más largos de 35 de forma repetida.",
          "**Dolor intenso** que no mejora con las medidas habituales, que te obliga a faltar a tus actividades o que aparece también fuera de la regla o durante las relaciones sexuales.",
          "**Ausencia de la regla** durante tres meses o más si antes eras regular (después de descartar un embarazo), o si a los 15 años aún no ha aparecido la primera menstruación.",
          "**Sangrado entre reglas** o después de tener relaciones sexuales.",
          "**Cualquier sangrado después de la menopausia**, es decir, después de un año completo sin regla. Aunque sea poco, siempre debe revisarse.",
          "Cansancio, palidez o falta de aire, que pueden indicar anemia por sangrados abundantes.",
        ],
      },
      {
        title: "Dolor menstrual: no tienes por qué aguantarlo",
        content:
          "Los cólicos son frecuentes y, cuando son leves, suelen aliviarse con medidas sencillas como el calor local moderado, la actividad física suave y el descanso. Pero un dolor incapacitante no debe normalizarse. Detrás de un dolor muy fuerte pueden estar condiciones como la **endometriosis**, los miomas o la adenomiosis, que suelen tardar años en diagnosticarse porque se minimizan los síntomas.\nUn ginecólogo puede investigar la causa con una exploración y, si hace falta, con estudios como un ultrasonido, y proponerte opciones de tratamiento adecuadas para ti. Evita automedicarte de forma prolongada y cuéntale a tu médico qué has probado y qué tan seguido lo haces.",
      },
      {
        title: "Tu primera visita al ginecólogo",
        content:
          "Muchas personas sienten nervios antes de su primera consulta ginecológica. Saber qué esperar ayuda. Se suele recomendar una primera visita durante la adolescencia o al iniciar la vida sexual, aunque no haya molestias. En esa consulta, el médico conversará contigo sobre tu ciclo, tus antecedentes, tus dudas sobre sexualidad y métodos anticonceptivos, y la prevención de infecciones. **No siempre es necesaria una exploración interna**; depende de tu edad, tus síntomas y tus necesidades.\nAlgunas recomendaciones:",
        items: [
          "Lleva anotada la fecha de tu última regla y tu registro de ciclos.",
          "Haz una lista de tus preguntas para no olvidarlas.",
          "Puedes ir acompañada de alguien de tu confianza y pedir que otra persona del personal de salud esté presente durante la exploración.",
          "Tienes derecho a que te expliquen cada paso antes de hacerlo, a decir que no y a que tu información sea confidencial.",
          "Responde con sinceridad: el médico no está ahí para juzgarte, sino para cuidarte.",
        ],
      },
      {
        title: "Revisiones preventivas",
        content:
          "Además de atender molestias, la consulta ginecológica sirve para prevenir. La **detección del cáncer cervicouterino** se hace con el Papanicolaou (citología) o con la prueba del virus del papiloma humano (VPH); tu médico te dirá cuál te corresponde y cada cuánto repetirla según tu edad y tus resultados. En los centros de salud y en las unidades del IMSS y del ISSSTE estas pruebas se ofrecen sin costo. La **vacuna contra el VPH** complementa, pero no reemplaza, estas revisiones: aunque estés vacunada, sigue haciéndote tus pruebas de detección cuando te correspondan.\nPara la **salud de los senos**, conviene que conozcas cómo se ven y se sienten normalmente para notar cambios, que un profesional los explore en tus revisiones y que, a partir de la edad que te indiquen, te hagas una mastografía. Consulta si notas una bolita, piel retraída o con aspecto de cáscara de naranja, o salida de líquido por el pezón.",
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Algunas situaciones no pueden esperar a una cita. **Llama al 911** o acude de inmediato a urgencias si presentas:",
        items: [
          "Sangrado tan abundante que empapa una toalla o más cada hora, sobre todo si te sientes mareada o te desmayas.",
          "Dolor abdominal o pélvico intenso y repentino, especialmente si podrías estar embarazada.",
          "Cualquier sangrado durante un embarazo.",
          "Fiebre con dolor en la parte baja del abdomen y flujo con mal olor.",
          "Palpitaciones, falta de aire o piel muy pálida junto con un sangrado.",
        ],
      },
    ],
    callToAction:
      "Si algo de tu ciclo te preocupa o te toca una revisión preventiva, busca en nuestro directorio a un ginecólogo verificado y agenda tu cita. Este artículo es informativo y no sustituye la consulta médica.",
    references: [
      {
        title: "Cáncer cervicouterino. Nota descriptiva",
        source: "Organización Mundial de la Salud (OMS)",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/cervical-cancer",
      },
      {
        title: "Cáncer de mama. Nota descriptiva",
        source: "Organización Mundial de la Salud (OMS)",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/breast-cancer",
      },
      {
        title: "Endometriosis. Nota descriptiva",
        source: "Organización Mundial de la Salud (OMS)",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/endometriosis",
      },
      {
        title: "Centro Nacional de Equidad de Género y Salud Reproductiva",
        source: "Secretaría de Salud",
        url: "https://www.gob.mx/salud/cnegsr",
      },
      {
        title: "Salud en línea",
        source: "Instituto Mexicano del Seguro Social (IMSS)",
        url: "https://www.imss.gob.mx/salud-en-linea",
      },
    ],
  },
  relatedArticles: [6, 5],
};
