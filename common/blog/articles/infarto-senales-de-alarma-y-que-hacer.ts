import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 8,
  slug: "infarto-senales-de-alarma-y-que-hacer",
  title: "Infarto: señales de alarma y qué hacer",
  excerpt:
    "Reconocer un infarto a tiempo salva vidas. Conoce sus síntomas, incluso los menos típicos, y qué hacer en los primeros minutos.",
  category: "Cardiología",
  date: "2025-05-20",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud a partir de fuentes oficiales mexicanas e internacionales. Sus artículos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Infarto: síntomas, señales de alarma y qué hacer",
    metaDescription:
      "Aprende a reconocer un infarto, incluidos los síntomas atípicos en mujeres, personas con diabetes y adultos mayores, y qué hacer: llama al 911 de inmediato.",
    keywords: [
      "infarto",
      "síntomas de infarto",
      "ataque al corazón",
      "dolor en el pecho",
      "infarto en mujeres",
      "prevención cardiovascular",
      "cardiólogo",
    ],
  },
  content: {
    intro:
      "Las enfermedades del corazón están entre las principales causas de muerte en México, y el infarto es una de las más conocidas. Un infarto ocurre cuando una arteria que lleva sangre al corazón se tapa, casi siempre por un coágulo que se forma sobre una placa de grasa. Sin oxígeno, el músculo del corazón empieza a dañarse en minutos, por eso los médicos repiten que **el tiempo es músculo**: mientras más rápido se recibe atención, más corazón se puede salvar. En este artículo te contamos cómo reconocer las señales, incluidas las que no parecen de infarto, qué hacer mientras llega la ayuda y cómo reducir tu riesgo. Este artículo es informativo y no sustituye la consulta médica.",
    sections: [
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Si tú o alguien cerca de ti presenta cualquiera de estas molestias, sobre todo si duran más de unos minutos o van y vienen, **llama al 911 de inmediato**. No esperes a ver si se quita:",
        items: [
          "Dolor, presión, opresión o sensación de peso en el centro del pecho.",
          "Dolor o molestia que se extiende a uno o ambos brazos, la espalda, el cuello, la mandíbula o la boca del estómago.",
          "Falta de aire, con o sin dolor en el pecho.",
          "Sudor frío y piel pálida.",
          "Náusea, vómito o sensación de indigestión que no es habitual.",
          "Mareo intenso, sensación de desmayo o pérdida del conocimiento.",
          "Angustia repentina o sensación de que algo grave está pasando.",
        ],
      },
      {
        title: "Cuando el infarto no se parece al de las películas",
        content:
          "La imagen clásica es la de un hombre que se lleva la mano al pecho y cae al suelo. En la vida real, muchos infartos empiezan de forma más discreta y por eso se atienden tarde.\n**En las mujeres** es frecuente que el dolor en el pecho sea menos intenso o que no aparezca, y que predominen la falta de aire, un cansancio fuera de lo común, náusea, dolor en la espalda o la mandíbula, o una molestia que se confunde con gastritis.\n**En las personas con diabetes**, el daño a los nervios puede hacer que el dolor casi no se sienta. A veces las únicas pistas son cansancio, falta de aire, sudoración o malestar general.\n**En los adultos mayores** el infarto puede manifestarse como confusión, debilidad repentina, caídas, desmayo o dificultad para respirar.\nSi perteneces a alguno de estos grupos, o cuidas a alguien que sí, no minimices síntomas nuevos y sin explicación: es mejor una revisión en urgencias que resulte normal que llegar tarde.",
      },
      {
        title: "Qué hacer mientras llega la ayuda",
        content: "Los primeros minutos cuentan. Estos pasos pueden marcar la diferencia:",
        items: [
          "**Llama al 911** y describe con calma los síntomas y la dirección exacta. Sigue las indicaciones del operador.",
          "**No manejes tú mismo** al hospital: podrías perder el conocimiento al volante. Si no hay ambulancia disponible, que otra persona te lleve al servicio de urgencias más cercano.",
          "Suspende cualquier esfuerzo. Siéntate o recuéstate en la posición que te resulte más cómoda y afloja la ropa apretada.",
          "No tomes medicamentos ni remedios por tu cuenta, salvo que el personal de emergencias o tu médico te lo indique.",
          "Ten a la mano tu lista de medicinas y enfermedades, y deja la puerta abierta para que entren los paramédicos.",
          "Si la persona deja de responder y no respira con normalidad, pide a alguien que busque un desfibrilador y empieza a presionar fuerte y rápido el centro del pecho, como te indique el operador del 911.",
        ],
      },
      {
        title: "Factores que aumentan el riesgo",
        content:
          "Un infarto rara vez es un rayo en cielo despejado: casi siempre se va gestando durante años por la acumulación de placas en las arterias. Los principales factores de riesgo son la **presión alta**, la **diabetes**, el **colesterol elevado**, el **tabaquismo** (incluido el vapeo y la exposición al humo ajeno), el **sobrepeso**, sobre todo con grasa abdominal, y el **sedentarismo**. También influyen la edad, tener familiares cercanos que sufrieron un infarto a edad temprana, el consumo excesivo de alcohol, el estrés crónico y dormir mal. En las mujeres, el riesgo aumenta después de la menopausia, y haber tenido preeclampsia o diabetes durante el embarazo también es un antecedente importante que conviene comentar con tu médico.\nAlgunos de estos factores no se pueden cambiar, pero la mayoría sí. Además, varios de ellos, como la hipertensión, la diabetes y el colesterol alto, no causan síntomas hasta que ya hay daño, por lo que conviene revisarlos de forma periódica.",
      },
      {
        title: "Prevención: lo que sí depende de ti",
        content: "Cuidar el corazón es una tarea diaria, y cada hábito suma:",
        items: [
          "Conoce tus números: presión arterial, glucosa, colesterol y circunferencia de cintura. Pide que te los revisen en tu chequeo anual.",
          "Deja de fumar. Es una de las decisiones con mayor beneficio para tu corazón, a cualquier edad, y en los servicios de salud pueden ayudarte.",
          "Muévete al menos 150 minutos a la semana con actividad moderada, como caminar a paso rápido.",
          "Come más verduras, frutas, legumbres y granos enteros, y menos sal, azúcar, frituras y productos ultraprocesados.",
          "Si ya tienes hipertensión, diabetes o colesterol alto, sigue el tratamiento que te indicaron y acude a tus citas de control.",
        ],
      },
      {
        title: "Después de un infarto: el seguimiento con tu cardiólogo",
        content:
          "Sobrevivir a un infarto es el inicio de una etapa de cuidados. El seguimiento con un **cardiólogo** permite revisar cómo quedó el corazón, ajustar el tratamiento y reducir el riesgo de un nuevo evento. Es común que se indiquen varios medicamentos de uso prolongado: tómalos tal como te los recetaron y nunca los suspendas sin consultar, aunque te sientas bien.\nPregunta por los programas de **rehabilitación cardiaca**, que combinan ejercicio supervisado, orientación nutricional y apoyo para dejar el tabaco; han demostrado mejorar la recuperación. También es normal sentir miedo, tristeza o ansiedad después de un infarto. Habla de ello con tu médico: la salud emocional forma parte de la recuperación y existe ayuda profesional.\nSi vuelves a tener dolor en el pecho, falta de aire o cualquiera de las señales de alarma, no esperes a tu próxima cita: llama al 911.",
      },
    ],
    callToAction:
      "Si tienes factores de riesgo o ya viviste un infarto, busca en nuestro directorio a un cardiólogo verificado y agenda una valoración. Este artículo es informativo y no sustituye la consulta médica.",
    references: [
      {
        title: "Enfermedades cardiovasculares. Nota descriptiva",
        source: "Organización Mundial de la Salud (OMS)",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/cardiovascular-diseases-(cvds)",
      },
      {
        title: "Enfermedades cardiovasculares",
        source: "Organización Panamericana de la Salud (OPS)",
        url: "https://www.paho.org/es/temas/enfermedades-cardiovasculares",
      },
      {
        title: "Instituto Nacional de Cardiología Ignacio Chávez",
        source: "Secretaría de Salud",
        url: "https://www.cardiologia.org.mx",
      },
      {
        title: "Secretaría de Salud del Gobierno de México",
        source: "Secretaría de Salud",
        url: "https://www.gob.mx/salud",
      },
    ],
  },
  relatedArticles: [7, 9],
};
