import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 6,
  slug: "virus-del-papiloma-humano-vacuna-y-deteccion",
  title: "Virus del papiloma humano: vacuna y detección oportuna",
  excerpt:
    "El VPH es la infección de transmisión sexual más común y la principal causa del cáncer cervicouterino. La vacuna y las pruebas de detección lo previenen.",
  category: "Salud Sexual",
  date: "2026-02-10",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud con base en fuentes oficiales mexicanas e internacionales. Sus textos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "VPH: vacuna, Papanicolaou y prueba de detección",
    metaDescription:
      "Qué es el virus del papiloma humano, cómo protege la vacuna a niñas y niños, cuándo hacerte el Papanicolaou o la prueba de VPH y qué deben saber los hombres.",
    keywords: [
      "virus del papiloma humano",
      "VPH",
      "vacuna contra el VPH",
      "Papanicolaou",
      "prueba de VPH",
      "cáncer cervicouterino",
      "salud sexual",
    ],
  },
  content: {
    intro:
      "El virus del papiloma humano (VPH) es tan común que la mayoría de las personas con vida sexual activa lo adquirirán en algún momento, casi siempre sin darse cuenta. En la mayoría de los casos el cuerpo lo elimina por sí solo en uno o dos años. Sin embargo, cuando algunos tipos de alto riesgo persisten, pueden causar lesiones que, con los años, se convierten en cáncer. El más conocido es el cáncer cervicouterino, que sigue siendo una causa importante de muerte en mujeres en México, a pesar de que es uno de los más prevenibles. Tenemos dos herramientas muy eficaces: la vacuna y las pruebas de detección. **Este artículo es informativo y no sustituye la consulta médica.**",
    sections: [
      {
        title: "¿Qué es el virus del papiloma humano?",
        content:
          "El VPH es un grupo de más de 200 tipos de virus. Algunos, llamados de **bajo riesgo**, causan verrugas en los genitales, el ano o la boca; son molestas, pero no se convierten en cáncer. Otros, de **alto riesgo**, pueden provocar cambios en las células del cuello del útero, la vulva, la vagina, el pene, el ano y la garganta.\nSe transmite por contacto de piel con piel durante las relaciones sexuales vaginales, anales u orales, incluso sin penetración y aunque no haya verrugas visibles. Por eso el condón reduce el riesgo, pero no lo elimina por completo. Tener VPH no significa tener cáncer: la gran mayoría de las infecciones desaparecen sin dejar rastro. Lo importante es detectar a tiempo las que persisten.",
      },
      {
        title: "La vacuna contra el VPH",
        content:
          "La vacunación es la forma más eficaz de prevenir las infecciones por los tipos de VPH que causan la mayoría de los cánceres relacionados. Funciona mejor cuando se aplica **antes del inicio de la vida sexual**, por eso se recomienda en la infancia y la adolescencia temprana.\nEn México, la vacuna forma parte del esquema nacional de vacunación y se aplica a **niñas y niños en edad escolar**, generalmente en las escuelas y en los centros de salud durante las campañas. Como las edades, los grupos y el número de aplicaciones pueden cambiar, **consulta el esquema vigente de la Secretaría de Salud** en tu centro de salud o con el pediatra.\nLa vacuna es segura: sus efectos más comunes son dolor o enrojecimiento en el sitio de la inyección y, a veces, mareo leve. Si eres adolescente o adulto y no te vacunaste, pregunta a tu médico si te conviene hacerlo. Importante: estar vacunada **no sustituye las pruebas de detección**.",
      },
      {
        title: "Papanicolaou y prueba de VPH: detección que salva vidas",
        content:
          "El cáncer cervicouterino tarda años en desarrollarse y pasa por etapas previas, llamadas lesiones precancerosas, que casi nunca dan síntomas pero se pueden detectar y tratar. Para eso existen dos pruebas principales:\n**Papanicolaou (citología cervical):** se toma una muestra de células del cuello del útero para buscar cambios anormales.\n**Prueba de VPH:** detecta la presencia de los tipos de alto riesgo del virus, incluso antes de que haya cambios en las células.\nEn los programas públicos de México, en general se ofrece la citología a mujeres de 25 a 34 años y la prueba de VPH de los 35 a los 64 años. Tu médico te indicará cuál te corresponde y cada cuánto repetirla. Algunas recomendaciones para tu cita:",
        items: [
          "Las pruebas son rápidas y en los centros de salud suelen ser gratuitas.",
          "Procura no estar en tu periodo menstrual el día de la toma.",
          "Evita duchas vaginales, óvulos y relaciones sexuales uno o dos días antes, salvo otra indicación.",
          "Pregunta cuándo y cómo recibirás tu resultado, y acude por él.",
          "Si te piden estudios adicionales, como una colposcopia, no los pospongas.",
        ],
      },
      {
        title: "Si tu resultado sale positivo",
        content:
          "Un resultado positivo de VPH o un Papanicolaou con alteraciones **no significa que tengas cáncer**. Indica que hay que vigilar o estudiar mejor el cuello del útero. Con frecuencia el siguiente paso es una **colposcopia**, un estudio en el que el ginecólogo observa el cuello uterino con aumento y, si es necesario, toma una pequeña muestra.\nTampoco significa necesariamente una infidelidad: el virus puede permanecer sin dar señales durante muchos años, así que es difícil saber cuándo o de quién se adquirió. Las lesiones precancerosas tienen tratamientos eficaces; lo fundamental es no abandonar el seguimiento.",
      },
      {
        title: "El VPH también importa en los hombres",
        content:
          "Los hombres adquieren y transmiten el VPH con la misma frecuencia, aunque se habla menos de ellos. Algunos tipos les causan verrugas genitales y otros se relacionan con cáncer de pene, de ano y de garganta (orofaringe). A diferencia de las mujeres, no existe una prueba de tamizaje de rutina para los hombres, por lo que la prevención es clave:",
        items: [
          "La vacunación de los niños los protege a ellos y reduce la transmisión a sus futuras parejas.",
          "El condón disminuye el riesgo de contagio, aunque no cubre toda la piel de la zona genital.",
          "Revisa tus genitales y consulta si notas verrugas, llagas, bolitas o manchas que no desaparecen.",
          "Consulta si tienes una llaga en la boca o la garganta, o ronquera que dura más de tres semanas.",
          "Dejar de fumar reduce el riesgo de cánceres relacionados con el VPH en hombres y mujeres.",
        ],
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Hay síntomas que merecen una consulta pronto, aunque no sean urgencias: sangrado después de las relaciones sexuales o entre reglas, sangrado después de la menopausia, flujo con mal olor persistente o dolor durante el coito. Pide una cita con tu ginecólogo en cuanto los notes. En cambio, **llama al 911 o acude a urgencias** si presentas:",
        items: [
          "Sangrado vaginal muy abundante, que empapa toallas o tampones en poco tiempo.",
          "Sangrado acompañado de mareo, desmayo, palidez o latidos muy rápidos.",
          "Dolor intenso en la pelvis o el abdomen, sobre todo con fiebre.",
          "Sangrado o dolor abdominal durante el embarazo.",
          "Sangrado intenso o fiebre después de un procedimiento, como una biopsia o un tratamiento del cuello uterino.",
        ],
      },
    ],
    callToAction:
      "Si te toca tu prueba de detección o tienes un resultado por revisar, busca un ginecólogo con cédula profesional verificada cerca de ti en nuestro directorio; si eres hombre y tienes dudas, también puedes consultar a un urólogo.",
    references: [
      {
        title: "Cáncer de cuello uterino (nota descriptiva)",
        source: "Organización Mundial de la Salud",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/cervical-cancer",
      },
      {
        title: "Cáncer cervicouterino",
        source: "Organización Panamericana de la Salud",
        url: "https://www.paho.org/es/temas/cancer-cervicouterino",
      },
      {
        title:
          "Centro Nacional para la Salud de la Infancia y la Adolescencia (CENSIA): vacunación",
        source: "Secretaría de Salud",
        url: "https://www.gob.mx/salud/censia",
      },
      {
        title: "Centro Nacional de Equidad de Género y Salud Reproductiva",
        source: "Secretaría de Salud",
        url: "https://www.gob.mx/salud/cnegsr",
      },
      {
        title: "Instituto Nacional de Cancerología",
        source: "Secretaría de Salud",
        url: "https://www.incan.salud.gob.mx/",
      },
    ],
  },
  relatedArticles: [5, 11],
};
