import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 4,
  slug: "depresion-mitos-y-realidades",
  title: "Depresión: mitos y realidades que conviene conocer",
  excerpt:
    "La depresión no es flojera ni falta de voluntad: es un problema de salud que tiene tratamiento. Separamos los mitos de la realidad.",
  category: "Salud Mental",
  date: "2025-09-03",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud con base en fuentes oficiales mexicanas e internacionales. Sus textos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Depresión: mitos, realidades y cuándo pedir ayuda",
    metaDescription:
      "Mitos y realidades sobre la depresión, síntomas que duran dos semanas o más, opciones de tratamiento, cómo apoyar a un ser querido y señales de alarma.",
    keywords: [
      "depresión",
      "síntomas de depresión",
      "mitos de la depresión",
      "salud mental",
      "prevención del suicidio",
      "Línea de la Vida",
      "psicoterapia",
    ],
  },
  content: {
    intro:
      "Casi todas las personas hemos tenido días tristes, pero la depresión es algo distinto. Es un problema de salud frecuente que afecta el estado de ánimo, los pensamientos, el cuerpo y la forma de relacionarse con los demás. Según la Organización Mundial de la Salud, es una de las principales causas de discapacidad en el mundo, y en México muchas personas la viven en silencio por vergüenza, por miedo a ser juzgadas o porque creen que «se les va a pasar solo». Hablar de ella con información clara ayuda a derribar prejuicios y a buscar ayuda a tiempo. Aquí revisamos los mitos más comunes, las señales de alerta y las opciones de apoyo. **Este artículo es informativo y no sustituye la consulta médica.**",
    sections: [
      {
        title: "¿Qué es la depresión?",
        content:
          "La depresión es un trastorno del estado de ánimo en el que predominan la tristeza, el vacío o la irritabilidad, o la pérdida de interés y de placer por las actividades que antes disfrutabas. Lo que la distingue de una tristeza pasajera es que **los síntomas duran al menos dos semanas, se presentan la mayor parte del día, casi todos los días**, y afectan tu capacidad para trabajar, estudiar, cuidar de ti o convivir con otros.\nEn su aparición influyen factores biológicos, psicológicos y sociales: antecedentes familiares, enfermedades crónicas, situaciones de violencia, pérdidas, problemas económicos o consumo de alcohol y otras sustancias. Puede afectar a cualquier persona, a cualquier edad, incluidas niñas, niños, adolescentes y personas mayores.",
      },
      {
        title: "Síntomas que duran dos semanas o más",
        content:
          "No es necesario tener todos. Consulta a un profesional si varios de ellos te acompañan desde hace dos semanas o más:",
        items: [
          "Tristeza, vacío o desesperanza la mayor parte del día; en adolescentes puede notarse más como irritabilidad.",
          "Pérdida de interés o de placer por actividades que antes disfrutabas.",
          "Cambios en el apetito o en el peso, sin proponértelo.",
          "Dormir mucho más o mucho menos de lo habitual.",
          "Cansancio constante o falta de energía, incluso para tareas sencillas.",
          "Sentimientos de culpa excesiva, de inutilidad o dificultad para concentrarte y tomar decisiones.",
          "Pensamientos frecuentes sobre la muerte o ideas de quitarte la vida.",
        ],
      },
      {
        title: "Mitos y realidades sobre la depresión",
        items: [
          "**Mito:** «Es flojera o falta de voluntad». **Realidad:** es un problema de salud con causas complejas; nadie sale de ella solo con «echarle ganas».",
          "**Mito:** «Si tienes trabajo, familia y salud, no puedes estar deprimido». **Realidad:** la depresión no depende de cuánto tengas; puede aparecer aunque la vida parezca ir bien.",
          "**Mito:** «Los hombres no se deprimen». **Realidad:** sí se deprimen, aunque a menudo lo expresan con enojo, aislamiento o consumo de alcohol, y buscan menos ayuda.",
          "**Mito:** «Ir a terapia es para personas que están locas». **Realidad:** la psicoterapia es un tratamiento de salud, como ir al médico por cualquier otro problema.",
          "**Mito:** «Los tratamientos te cambian la personalidad o crean adicción». **Realidad:** bien indicados y vigilados por un médico, ayudan a recuperar tu funcionamiento; cualquier duda debe resolverse con quien te atiende.",
          "**Mito:** «Hablar del suicidio puede provocarlo». **Realidad:** preguntar con respeto abre la puerta a pedir ayuda y puede salvar una vida.",
        ],
      },
      {
        title: "¿Cómo se trata la depresión?",
        content:
          "La depresión tiene tratamiento, y la mayoría de las personas mejora con la atención adecuada. El plan depende de la gravedad de los síntomas y de cada persona, y lo define un profesional.\n**Psicoterapia:** un psicólogo o un psiquiatra te ayuda a comprender lo que te pasa, identificar pensamientos que te hunden y desarrollar herramientas para enfrentarlos. Existen enfoques con buena evidencia, como la terapia cognitivo-conductual y la terapia interpersonal.\n**Atención médica:** un médico, de preferencia un psiquiatra, valora si hay otras enfermedades que influyan, como problemas de tiroides, y decide si conviene un medicamento. Si te lo indican, no lo suspendas por tu cuenta ni tomes el de otra persona; los cambios siempre deben hacerse con tu médico.\n**Hábitos de apoyo:** dormir con horarios regulares, moverte, comer con regularidad, evitar el alcohol y mantener contacto con personas de confianza no sustituyen el tratamiento, pero lo complementan. La recuperación lleva tiempo y puede tener altibajos: eso no significa que el tratamiento haya fallado.",
      },
      {
        title: "Cómo acompañar a un ser querido con depresión",
        content:
          "El apoyo de familiares y amistades hace una gran diferencia. Algunas ideas para acompañar sin desgastarte:",
        items: [
          "Escucha sin juzgar ni minimizar; frases como «no es para tanto» suelen alejar a la persona.",
          "Dile que la depresión es una enfermedad que tiene tratamiento y ofrécete a ayudarle a buscar una consulta.",
          "Acompaña en cosas prácticas: una cita, un trámite o una caminata juntos.",
          "Ten paciencia: la mejoría no es inmediata y puede haber días malos.",
          "Pregunta directamente si ha pensado en hacerse daño; no lo dejes solo si la respuesta es sí.",
          "Cuida también tu propia salud emocional y busca apoyo si lo necesitas.",
        ],
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Algunas señales indican riesgo de suicidio y requieren ayuda inmediata. Toma en serio cualquiera de ellas, aunque se diga en tono de broma:",
        items: [
          "Hablar de querer morir, de no tener razones para vivir o de ser una carga para los demás.",
          "Buscar formas de quitarse la vida, como conseguir medicamentos, armas u otros medios.",
          "Despedirse de las personas, regalar objetos importantes o dejar asuntos «arreglados».",
          "Aislarse de forma repentina o aumentar mucho el consumo de alcohol u otras sustancias.",
          "Una calma súbita e inexplicable después de un periodo de gran sufrimiento.",
          "Haber intentado hacerse daño, aunque parezca que «no fue grave».",
        ],
      },
      {
        title: "Dónde pedir ayuda en México",
        content:
          "Si la vida de alguien está en peligro inmediato, **llama al 911** o acude al servicio de urgencias más cercano, y no dejes sola a la persona mientras llega la ayuda. Retira, si puedes hacerlo sin riesgo, los medios con los que podría lastimarse.\nPara orientación y contención emocional, llama a la **Línea de la Vida al 800 911 2000**, gratuita, confidencial y disponible las 24 horas, todos los días. También puedes buscar atención en tu centro de salud, en tu unidad de medicina familiar del IMSS o del ISSSTE, o en los servicios coordinados por la Comisión Nacional de Salud Mental y Adicciones (CONASAMA).",
      },
    ],
    callToAction:
      "Si reconoces estas señales en ti o en alguien cercano, busca un psicólogo o un psiquiatra con cédula profesional verificada cerca de ti en nuestro directorio; pedir ayuda es el primer paso para sentirte mejor.",
    references: [
      {
        title: "Trastorno depresivo (depresión) (nota descriptiva)",
        source: "Organización Mundial de la Salud",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/depression",
      },
      {
        title: "Suicidio (nota descriptiva)",
        source: "Organización Mundial de la Salud",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/suicide",
      },
      {
        title: "Salud mental",
        source: "Organización Panamericana de la Salud",
        url: "https://www.paho.org/es/temas/salud-mental",
      },
      {
        title: "Comisión Nacional de Salud Mental y Adicciones (CONASAMA)",
        source: "Secretaría de Salud",
        url: "https://www.gob.mx/conasama",
      },
    ],
  },
  relatedArticles: [3, 12],
};
