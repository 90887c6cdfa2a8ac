import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 3,
  slug: "ansiedad-senales-y-cuando-pedir-ayuda",
  title: "Ansiedad: señales para reconocerla y cuándo pedir ayuda",
  excerpt:
    "Preocuparse es normal, pero cuando la ansiedad no te deja vivir en paz, es momento de pedir ayuda. Aprende a distinguir las señales.",
  category: "Salud Mental",
  date: "2025-06-17",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud con base en fuentes oficiales mexicanas e internacionales. Sus textos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Ansiedad: síntomas y cuándo pedir ayuda profesional",
    metaDescription:
      "Diferencia entre preocupación normal y trastorno de ansiedad, síntomas, autocuidado y cuándo acudir a psicología o psiquiatría. Línea de la Vida: 800 911 2000.",
    keywords: [
      "ansiedad",
      "síntomas de ansiedad",
      "ataque de pánico",
      "salud mental",
      "psicólogo",
      "psiquiatra",
      "Línea de la Vida",
    ],
  },
  content: {
    intro:
      "Sentir nervios antes de una entrevista de trabajo, un examen o una cita médica es parte de la vida. La ansiedad es una respuesta natural del cuerpo que nos prepara para enfrentar un reto o un peligro. El problema aparece cuando esa alarma se enciende con demasiada frecuencia, con una intensidad desproporcionada o sin un motivo claro, y empieza a afectar tu sueño, tu trabajo o tus relaciones. Los trastornos de ansiedad están entre los problemas de salud mental más comunes en el mundo y en México, y tienen tratamiento. En este artículo te explicamos cómo reconocerlos, qué puedes hacer por ti y cuándo buscar apoyo profesional. **Este artículo es informativo y no sustituye la consulta médica.**",
    sections: [
      {
        title: "Preocupación normal o trastorno de ansiedad: ¿cuál es la diferencia?",
        content:
          "La preocupación cotidiana tiene un motivo concreto, una intensidad razonable y se calma cuando la situación se resuelve. Por ejemplo, te inquieta pagar una deuda y, cuando la liquidas, sientes alivio.\nEn un trastorno de ansiedad, en cambio, la preocupación es **excesiva, difícil de controlar y persistente**: dura semanas o meses, salta de un tema a otro y aparece aunque todo vaya bien. Muchas personas empiezan a evitar lugares, conversaciones o actividades por miedo a sentirse mal, y su mundo se va haciendo más pequeño. Existen varios tipos, como la ansiedad generalizada, el trastorno de pánico, la ansiedad social y las fobias. Solo un profesional puede hacer el diagnóstico, pero reconocer las señales es el primer paso.",
      },
      {
        title: "Síntomas frecuentes de la ansiedad",
        content:
          "La ansiedad no solo se vive en la mente: también se siente en el cuerpo. Estos son algunos de los síntomas más comunes:",
        items: [
          "Preocupación constante, sensación de que algo malo va a pasar o pensamientos que no puedes detener.",
          "Inquietud, irritabilidad o sentirte «con los nervios de punta».",
          "Dificultad para concentrarte o mente «en blanco».",
          "Problemas para dormir: tardar en conciliar el sueño o despertar varias veces.",
          "Tensión muscular, dolor de cabeza, cansancio sin explicación.",
          "Palpitaciones, sudoración, temblor, sensación de falta de aire o malestar en el estómago.",
          "Evitar situaciones, lugares o personas por miedo a sentir ansiedad.",
        ],
      },
      {
        title: "Crisis de angustia o ataque de pánico",
        content:
          "Una crisis de angustia es un episodio repentino de miedo intenso que alcanza su punto máximo en pocos minutos. Puede acompañarse de corazón acelerado, dolor u opresión en el pecho, falta de aire, mareo, hormigueo, escalofríos y la sensación de perder el control o de estar a punto de morir. Aunque es muy desagradable, una crisis de pánico por sí misma no daña el corazón y termina por pasar.\nSin embargo, varios de sus síntomas se parecen a los de un infarto u otros problemas médicos. Por eso, **si es la primera vez que te ocurre, o si los síntomas son diferentes a los habituales, busca atención médica de inmediato** para descartar otras causas. Nunca asumas que un dolor de pecho «es solo ansiedad» sin una valoración.",
      },
      {
        title: "Autocuidado que sí ayuda",
        content:
          "Estas medidas no sustituyen el tratamiento cuando hay un trastorno, pero ayudan a reducir la ansiedad del día a día y complementan la atención profesional:",
        items: [
          "**Respira despacio:** inhala por la nariz contando hasta cuatro, sostén un momento y exhala lentamente por la boca. Repite varias veces.",
          "**Muévete:** caminar, bailar o cualquier actividad física regular reduce la tensión y mejora el sueño.",
          "**Cuida tu descanso:** procura horarios regulares y evita pantallas antes de dormir.",
          "**Modera la cafeína, el alcohol y el tabaco:** pueden aumentar los síntomas, y el alcohol solo alivia por un rato.",
          "**Habla con alguien de confianza:** compartir lo que sientes reduce la carga y te ayuda a ver las cosas con perspectiva.",
          "**Dosifica las noticias y redes sociales:** fija momentos del día para informarte y desconéctate el resto del tiempo.",
        ],
      },
      {
        title: "¿Psicólogo o psiquiatra? Cuándo pedir ayuda",
        content:
          "Busca apoyo profesional si la ansiedad dura más de unas semanas, si interfiere con tu trabajo, tus estudios o tu vida familiar, si has dejado de hacer cosas por miedo, si tienes crisis de pánico repetidas o si recurres al alcohol u otras sustancias para calmarte.\nUn **psicólogo** con cédula profesional puede evaluarte y ofrecerte psicoterapia, por ejemplo la terapia cognitivo-conductual, que enseña a identificar y cambiar los pensamientos y conductas que alimentan la ansiedad. Un **psiquiatra** es un médico especialista que puede hacer el diagnóstico, descartar causas físicas y, si lo considera necesario, indicar medicamentos y vigilar su efecto. No te automediques con tranquilizantes ni uses los de otra persona: algunos pueden generar dependencia. Con frecuencia, psicología y psiquiatría trabajan en equipo. Si no sabes por dónde empezar, tu médico familiar o tu centro de salud pueden orientarte y canalizarte.",
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Algunas situaciones no pueden esperar a una cita. **Llama al 911 o acude a urgencias** si tú o alguien cercano presenta:",
        items: [
          "Dolor u opresión en el pecho que se extiende al brazo, la mandíbula o la espalda, sobre todo si es la primera vez.",
          "Falta de aire intensa que no mejora, desmayo o palpitaciones muy rápidas con mareo.",
          "Confusión, dificultad para hablar o debilidad de un lado del cuerpo.",
          "Pensamientos de quitarse la vida o de hacerse daño, o haber hecho planes para ello.",
          "Síntomas intensos después de consumir alcohol, drogas o medicamentos en exceso.",
        ],
      },
      {
        title: "Recursos de apoyo en México",
        content:
          "No tienes que esperar a estar en crisis para hablar con alguien. En México puedes llamar a la **Línea de la Vida al 800 911 2000**, un servicio gratuito y confidencial de la Comisión Nacional de Salud Mental y Adicciones (CONASAMA) que atiende las 24 horas, todos los días, y ofrece orientación, contención emocional y canalización. Ante una emergencia, marca al **911**.\nTambién puedes acudir a tu unidad de medicina familiar del IMSS o del ISSSTE, a tu centro de salud o a los centros comunitarios de salud mental de tu estado. Pedir ayuda no es una señal de debilidad: es una forma de cuidarte.",
      },
    ],
    callToAction:
      "Si la ansiedad está afectando tu vida diaria, busca un psicólogo o un psiquiatra con cédula profesional verificada cerca de ti en nuestro directorio y da el primer paso hacia tu bienestar.",
    references: [
      {
        title: "Trastornos de ansiedad (nota descriptiva)",
        source: "Organización Mundial de la Salud",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/anxiety-disorders",
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
      {
        title: "Instituto Mexicano del Seguro Social",
        source: "IMSS",
        url: "https://www.imss.gob.mx/",
      },
    ],
  },
  relatedArticles: [4, 8],
};
