import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 12,
  slug: "imss-issste-o-medico-privado-como-elegir-atencion",
  title: "IMSS, ISSSTE o médico privado: cómo elegir dónde atenderte",
  excerpt:
    "Te explicamos cómo se organiza el sistema de salud en México, cómo verificar la cédula de un médico y qué derechos tienes como paciente.",
  category: "Sistema de Salud",
  date: "2026-04-14",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud a partir de fuentes oficiales mexicanas e internacionales. Sus artículos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "IMSS, ISSSTE o médico privado: cómo elegir",
    metaDescription:
      "Guía del sistema de salud en México: IMSS, ISSSTE, IMSS-Bienestar y consulta privada, cómo verificar la cédula de un médico y cuáles son tus derechos.",
    keywords: [
      "sistema de salud en México",
      "IMSS",
      "ISSSTE",
      "IMSS-Bienestar",
      "cédula profesional",
      "derechos de los pacientes",
      "CONAMED",
      "médico privado",
    ],
  },
  content: {
    intro:
      "En México conviven varias formas de recibir atención médica: las instituciones de seguridad social como el IMSS y el ISSSTE, los servicios públicos para quienes no tienen seguridad social, la consulta privada y los consultorios junto a las farmacias. Saber a cuál tienes derecho y cómo funciona cada una te ayuda a tomar mejores decisiones, a ahorrar dinero y a evitar riesgos. En esta guía te explicamos cómo está organizado el sistema, cómo comprobar que un médico cuenta con cédula profesional, qué preguntar antes de una consulta privada y qué hacer si no estás conforme con la atención recibida. Este artículo es informativo y no sustituye la consulta médica ni la asesoría legal.",
    sections: [
      {
        title: "Cómo se organiza el sistema de salud en México",
        content:
          "**Seguridad social.** Si trabajas con un patrón en el sector formal, tú y tus beneficiarios tienen derecho al **IMSS**. Si trabajas para el gobierno federal, te corresponde el **ISSSTE**. También existen servicios propios para el personal de Pemex, de las Fuerzas Armadas y, en varios estados, institutos para los trabajadores estatales. La atención empieza en tu **Unidad de Medicina Familiar** o clínica asignada, y desde ahí te envían a especialistas y hospitales cuando lo necesitas.\n**Personas sin seguridad social.** Reciben atención gratuita en los centros de salud y hospitales públicos. En muchos estados estos servicios los opera **IMSS-Bienestar**; en otros siguen a cargo de los servicios estatales de salud. Los institutos nacionales de salud y los hospitales de alta especialidad atienden casos complejos, por lo general con referencia.\n**Atención privada.** Incluye consultorios, clínicas y hospitales particulares. Se paga directamente o mediante un seguro de gastos médicos.\n**Consultorios junto a farmacias.** Ofrecen consultas rápidas y de bajo costo, generalmente con médicos generales. Son útiles para molestias leves, pero no sustituyen el seguimiento de una enfermedad crónica ni la valoración de un especialista. Recuerda que en México los antibióticos solo se venden con receta médica y que ningún médico debería presionarte para comprar en un lugar específico.",
      },
      {
        title: "¿Público o privado? Ventajas de cada opción",
        content:
          "No hay una respuesta única. La atención pública o de seguridad social no tiene costo en el momento de usarla, incluye estudios, medicamentos y hospitalización, y es especialmente valiosa para enfermedades crónicas, embarazos, cirugías y tratamientos costosos. A cambio, puede haber tiempos de espera para citas con especialistas.\nLa consulta privada suele ofrecer citas más rápidas y la posibilidad de elegir a tu médico, pero los costos de estudios, medicamentos y hospitalización pueden ser altos. Muchas familias combinan ambas: por ejemplo, una consulta privada para una segunda opinión y el tratamiento de largo plazo en su clínica. Si lo haces, lleva siempre tus estudios y recetas para que cada médico conozca el panorama completo.",
      },
      {
        title: "Cómo verificar la cédula profesional de un médico",
        content:
          "Para ejercer legalmente, un médico debe tener un título registrado y una **cédula profesional** expedida por la Secretaría de Educación Pública. Puedes comprobarla gratis en el **Registro Nacional de Profesionistas** de la SEP, en cedulaprofesional.sep.gob.mx:",
        items: [
          "Entra al portal y busca por nombre completo y apellidos, o por número de cédula.",
          "Verifica que el nombre coincida y que la profesión registrada sea de medicina, por ejemplo «médico cirujano».",
          "Si el médico se presenta como especialista, busca que tenga también una **cédula de especialidad** en esa área, que es distinta de la de licenciatura.",
          "Revisa la institución que otorgó el título y el año de registro.",
          "Compara el número con el que aparece en su receta: las recetas deben incluir el nombre del médico, su cédula y la institución que expidió su título.",
          "Si no aparece, pregunta con respeto; si no puede darte una explicación clara, busca a otro profesional.",
        ],
      },
      {
        title: "Qué preguntar antes de una consulta privada",
        content: "Hacer preguntas antes de la cita es normal y habla bien de ti como paciente:",
        items: [
          "¿Cuánto cuesta la consulta y qué incluye? ¿Las consultas de seguimiento tienen otro precio?",
          "¿Cuál es su número de cédula profesional y de especialidad?",
          "¿Cuenta con **certificación vigente del consejo de su especialidad**? Los consejos, avalados por el Comité Normativo Nacional de Consejos de Especialidades Médicas (CONACEM), certifican y recertifican periódicamente a los especialistas.",
          "¿Qué formas de pago acepta, emite factura y trabaja con mi aseguradora?",
          "¿En qué hospital atiende si necesito un procedimiento o una hospitalización?",
          "Si me indica estudios o medicamentos, ¿puedo hacerlos o comprarlos donde yo elija?",
        ],
      },
      {
        title: "Tus derechos como paciente",
        content:
          "La **Carta de los Derechos Generales de los Pacientes** resume lo que puedes esperar de cualquier servicio de salud, público o privado: recibir atención médica adecuada y un trato digno y respetuoso; obtener información suficiente, clara, oportuna y veraz; decidir libremente sobre tu atención; otorgar o no tu consentimiento informado; que se respete la confidencialidad; contar con facilidades para obtener una segunda opinión; recibir atención en caso de urgencia; contar con un expediente clínico, y ser atendido cuando no estés conforme con la atención.\nDe acuerdo con la norma oficial sobre el expediente clínico, puedes solicitar un **resumen clínico** de tu atención. Si tienes una queja, primero exprésala en el área de atención a usuarios o derechohabientes de la institución. Si no se resuelve, la **Comisión Nacional de Arbitraje Médico (CONAMED)** y las comisiones estatales de arbitraje médico ofrecen orientación, gestión y conciliación gratuitas entre pacientes y prestadores de servicios.",
      },
      {
        title: "¿Cuándo ir a urgencias y no a consulta?",
        content:
          "Ante una emergencia, no pierdas tiempo buscando cita ni verificando si te corresponde una institución u otra: **llama al 911** o acude al servicio de urgencias más cercano. Recibir atención en caso de urgencia es uno de tus derechos. Algunas situaciones que requieren atención inmediata:",
        items: [
          "Dolor u opresión en el pecho, o falta de aire intensa.",
          "Cara desviada, debilidad de un lado del cuerpo o dificultad repentina para hablar.",
          "Sangrado abundante que no se detiene, o un golpe fuerte en la cabeza.",
          "Pérdida del conocimiento, convulsiones o confusión repentina.",
          "Fiebre en un bebé menor de tres meses, o un niño muy decaído o que no despierta con facilidad.",
          "Pensamientos de hacerte daño o de quitarte la vida.",
        ],
      },
    ],
    callToAction:
      "Si buscas atención privada, en nuestro directorio encontrarás médicos y especialistas con cédula profesional verificada para elegir con confianza. Este artículo es informativo y no sustituye la consulta médica.",
    references: [
      {
        title: "Registro Nacional de Profesionistas: consulta de cédulas profesionales",
        source: "Secretaría de Educación Pública (SEP), Dirección General de Profesiones",
        url: "https://www.cedulaprofesional.sep.gob.mx",
      },
      {
        title: "Comisión Nacional de Arbitraje Médico (CONAMED)",
        source: "Gobierno de México",
        url: "https://www.gob.mx/conamed",
      },
      {
        title: "Instituto Mexicano del Seguro Social",
        source: "IMSS",
        url: "https://www.imss.gob.mx",
      },
      {
        title: "Instituto de Seguridad y Servicios Sociales de los Trabajadores del Estado",
        source: "ISSSTE",
        url: "https://www.gob.mx/issste",
      },
      {
        title: "NOM-004-SSA3-2012, Del expediente clínico",
        source: "Secretaría de Salud, Diario Oficial de la Federación",
        url: "https://www.dof.gob.mx/nota_detalle.php?codigo=5272787&fecha=15/10/2012",
      },
    ],
  },
  relatedArticles: [9, 8],
};
