import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 5,
  slug: "infecciones-de-transmision-sexual-prevencion-y-pruebas",
  title: "Infecciones de transmisión sexual: prevención y pruebas",
  excerpt:
    "Muchas infecciones de transmisión sexual no dan síntomas. Conoce cómo prevenirlas, dónde hacerte pruebas en México y por qué no hay nada de qué avergonzarse.",
  category: "Salud Sexual",
  date: "2025-11-20",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud con base en fuentes oficiales mexicanas e internacionales. Sus textos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "ITS: cómo prevenirlas y dónde hacerte pruebas",
    metaDescription:
      "Qué son las infecciones de transmisión sexual, por qué muchas no dan síntomas, cómo usar el condón y dónde hacerte pruebas en México, sin estigma.",
    keywords: [
      "infecciones de transmisión sexual",
      "ITS",
      "prueba de VIH",
      "sífilis",
      "uso del condón",
      "CAPASITS",
      "salud sexual",
    ],
  },
  content: {
    intro:
      "Las infecciones de transmisión sexual (ITS) son mucho más comunes de lo que se suele creer: de acuerdo con la Organización Mundial de la Salud, cada día se adquieren en el mundo más de un millón de ITS curables. Cualquier persona con vida sexual activa puede adquirir una, sin importar su edad, orientación o número de parejas. La buena noticia es que la mayoría se pueden prevenir, muchas se curan y las que no tienen cura se pueden controlar con tratamiento. La clave está en informarse, protegerse y hacerse pruebas con regularidad, sin miedo ni vergüenza. **Este artículo es informativo y no sustituye la consulta médica.**",
    sections: [
      {
        title: "¿Qué son las ITS y cuáles son las más comunes?",
        content:
          "Son infecciones causadas por bacterias, virus o parásitos que se transmiten principalmente por contacto sexual vaginal, anal u oral. Algunas también pasan por la sangre o de la madre al bebé durante el embarazo, el parto o la lactancia. Entre las más frecuentes están:",
        items: [
          "**Virus del papiloma humano (VPH):** la más común; algunos tipos causan verrugas y otros se relacionan con cáncer.",
          "**Clamidia y gonorrea:** bacterias que pueden dañar la fertilidad si no se tratan.",
          "**Sífilis:** puede empezar con una llaga indolora y, sin tratamiento, afectar órganos importantes y al bebé durante el embarazo.",
          "**Herpes genital:** provoca brotes de ampollas o llagas dolorosas que pueden repetirse.",
          "**Virus de la inmunodeficiencia humana (VIH):** ataca las defensas; con tratamiento oportuno, las personas viven una vida larga y saludable.",
          "**Tricomoniasis y hepatitis B:** también se transmiten por vía sexual y tienen tratamiento o vacuna.",
        ],
      },
      {
        title: "Muchas ITS no dan síntomas",
        content:
          "Este es uno de los datos más importantes: **puedes tener una ITS y sentirte perfectamente bien**. La clamidia, la gonorrea en mujeres, el VPH, la sífilis en algunas etapas y el VIH durante años pueden pasar sin molestias evidentes. Mientras tanto, la infección puede avanzar y transmitirse a otras personas. Por eso no basta con «fijarse» en la pareja ni confiar en que todo se ve normal.\nCuando sí hay síntomas, pueden incluir flujo anormal por la vagina, el pene o el ano; ardor al orinar; llagas, ampollas, verrugas o bolitas en los genitales o la boca; comezón; dolor durante las relaciones sexuales o en la parte baja del abdomen; y ronchas en el cuerpo, las palmas o las plantas. Ante cualquiera de ellos, consulta y evita automedicarte: tomar antibióticos por tu cuenta puede ocultar la infección sin curarla.",
      },
      {
        title: "Condón y otras formas de prevención",
        content:
          "Ningún método protege al cien por ciento, pero combinar varias medidas reduce mucho el riesgo:",
        items: [
          "**Usa condón en cada relación**, desde el inicio hasta el final, en sexo vaginal, anal y oral. Existen condones externos (para el pene) e internos (para la vagina o el ano).",
          "Revisa la fecha de caducidad, abre el empaque con los dedos (no con los dientes) y usa un condón nuevo cada vez.",
          "Si usas lubricante con condones de látex, elige uno a base de agua o silicón; los aceites los pueden romper.",
          "**Vacúnate:** existen vacunas contra el VPH y la hepatitis B. Pregunta en tu centro de salud si te corresponden.",
          "Pregunta por la **profilaxis previa a la exposición al VIH (PrEP)** si tu riesgo es alto, y por la **profilaxis posexposición (PEP)** si tuviste una exposición de riesgo: esta última debe iniciarse lo antes posible, dentro de las primeras 72 horas.",
          "Habla con tus parejas sobre pruebas y cuidado antes de tener relaciones.",
        ],
      },
      {
        title: "¿Cuándo y dónde hacerte pruebas?",
        content:
          "Conviene hacerte pruebas si inicias una relación, si tienes más de una pareja, si tuviste relaciones sin condón, si tu pareja tiene una ITS o si estás embarazada o planeas estarlo. Tu médico te dirá cada cuánto repetirlas según tu situación. Algunas pruebas necesitan que pase cierto tiempo desde la exposición (el llamado periodo de ventana) para dar un resultado confiable.\nEn México puedes hacerte pruebas en:\n**Centros de salud** de la Secretaría de Salud, que ofrecen pruebas rápidas de VIH y sífilis, generalmente gratuitas.\n**CAPASITS** (Centros Ambulatorios para la Prevención y Atención en SIDA e Infecciones de Transmisión Sexual), que dan orientación, pruebas, tratamiento y seguimiento de forma gratuita y confidencial; el Censida publica información sobre estos servicios.\n**Unidades de medicina familiar del IMSS o clínicas del ISSSTE**, si tienes derechohabiencia.\n**Consultorios y laboratorios privados**, con indicación de un médico.\nEn el control prenatal deben ofrecerte pruebas de VIH y sífilis para proteger al bebé.",
      },
      {
        title: "Si tienes una ITS: tratamiento y aviso a tus parejas",
        content:
          "Recibir un diagnóstico puede generar miedo o culpa, pero es una oportunidad para atenderte. Sigue el tratamiento completo tal como te lo indiquen, aunque las molestias desaparezcan antes, y evita las relaciones sexuales hasta que tu médico te diga que es seguro.\nAvisar a tus parejas sexuales recientes es muy importante: pueden tener la infección sin saberlo y volver a transmitírtela. Si te resulta difícil hacerlo, pide orientación al personal de salud; en muchos servicios te ayudan a hacerlo de manera confidencial. Acude a tus citas de seguimiento para confirmar que la infección se resolvió o que está bajo control.",
      },
      {
        title: "Hablar de ITS sin estigma",
        content:
          "Tener una ITS no te hace una mala persona ni dice nada de tu valor. El estigma solo logra que la gente evite hacerse pruebas y que las infecciones sigan circulando. Tienes derecho a recibir atención respetuosa, confidencial y sin discriminación, sin importar tu orientación sexual, identidad de género, edad o estado civil. Si en algún servicio te tratan mal, puedes buscar otro. Hablar del tema con naturalidad, con tu pareja y con tu médico, es una forma de cuidarte y de cuidar a los demás.",
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content: "**Llama al 911 o acude a urgencias** si presentas alguna de estas situaciones:",
        items: [
          "Dolor intenso en la parte baja del abdomen o la pelvis, con fiebre, vómito o flujo anormal.",
          "Dolor fuerte y repentino en un testículo, con o sin hinchazón.",
          "Sangrado vaginal abundante, dolor abdominal o fiebre durante el embarazo.",
          "Fiebre alta con ronchas en todo el cuerpo, dolor de cabeza intenso o rigidez de nuca.",
          "Haber sufrido violencia sexual: acude de inmediato; tienes derecho a atención médica urgente, que incluye medidas para prevenir el VIH, otras ITS y el embarazo.",
        ],
      },
    ],
    callToAction:
      "Si tienes dudas o síntomas, busca un especialista en infectología, ginecología o urología con cédula profesional verificada cerca de ti en nuestro directorio y agenda una consulta confidencial.",
    references: [
      {
        title: "Infecciones de transmisión sexual (nota descriptiva)",
        source: "Organización Mundial de la Salud",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis)",
      },
      {
        title: "Infecciones de transmisión sexual",
        source: "Organización Panamericana de la Salud",
        url: "https://www.paho.org/es/temas/infecciones-transmision-sexual",
      },
      {
        title: "Centro Nacional para la Prevención y el Control del VIH y el sida (Censida)",
        source: "Secretaría de Salud",
        url: "https://www.gob.mx/censida",
      },
      {
        title: "Secretaría de Salud del Gobierno de México",
        source: "Secretaría de Salud",
        url: "https://www.gob.mx/salud",
      },
    ],
  },
  relatedArticles: [6, 11],
};
