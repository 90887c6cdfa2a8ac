import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 9,
  slug: "diabetes-tipo-2-prevencion-y-deteccion-temprana",
  title: "Diabetes tipo 2: prevención y detección temprana",
  excerpt:
    "Muchas personas viven con diabetes tipo 2 sin saberlo. Conoce los factores de riesgo, las pruebas de detección y cómo prevenirla.",
  category: "Diabetes",
  date: "2025-07-08",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud a partir de fuentes oficiales mexicanas e internacionales. Sus artículos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Diabetes tipo 2: cómo prevenirla y detectarla a tiempo",
    metaDescription:
      "Factores de riesgo de la diabetes tipo 2, pruebas de glucosa en ayuno y hemoglobina glucosilada, hábitos que la previenen y dónde hacer una detección gratis.",
    keywords: [
      "diabetes tipo 2",
      "prediabetes",
      "glucosa en ayuno",
      "hemoglobina glucosilada",
      "prevención de la diabetes",
      "detección de diabetes",
      "PrevenIMSS",
    ],
  },
  content: {
    intro:
      "La diabetes tipo 2 es uno de los mayores retos de salud en México. Las encuestas nacionales de salud muestran que afecta a una proporción importante de los adultos y que muchas personas que la tienen todavía no lo saben. Ocurre cuando el cuerpo no usa bien la insulina o no produce la suficiente, y la glucosa (el azúcar de la sangre) se acumula. Con los años, ese exceso daña los ojos, los riñones, los nervios, el corazón y los pies. Lo alentador es que **se puede prevenir o retrasar** en muchos casos, y que detectarla a tiempo cambia por completo su evolución. Aquí te explicamos quién tiene más riesgo, qué pruebas existen y dónde hacerte una detección. Este artículo es informativo y no sustituye la consulta médica.",
    sections: [
      {
        title: "¿Tienes más riesgo? Revisa estos factores",
        content:
          "Cualquier persona puede desarrollar diabetes tipo 2, pero algunas condiciones aumentan la probabilidad. Mientras más factores tengas, más importante es que te hagas una prueba:",
        items: [
          "Sobrepeso u obesidad, sobre todo si la grasa se acumula en el abdomen. En México suele usarse como referencia una cintura mayor de 80 cm en mujeres y de 90 cm en hombres.",
          "Tener padre, madre o hermanos con diabetes.",
          "Tener 45 años o más, aunque cada vez se diagnostica a edades más tempranas, incluso en jóvenes.",
          "Poca actividad física y una alimentación alta en bebidas azucaradas y productos ultraprocesados.",
          "Haber tenido diabetes durante el embarazo o un bebé que pesó más de 4 kilos al nacer.",
          "Presión alta, colesterol o triglicéridos elevados, o síndrome de ovario poliquístico.",
          "Manchas oscuras y aterciopeladas en el cuello, las axilas o los pliegues de la piel.",
        ],
      },
      {
        title: "Los síntomas pueden tardar años en aparecer",
        content:
          "Al principio, la diabetes tipo 2 casi nunca causa molestias. Cuando la glucosa ya está muy alta pueden aparecer **mucha sed**, ganas de orinar con frecuencia, hambre constante, pérdida de peso sin explicación, cansancio, visión borrosa, heridas que tardan en sanar e infecciones repetidas en la piel, las encías o las vías urinarias.\nEsperar a tener síntomas significa, muchas veces, llegar tarde: hay personas que descubren su diabetes cuando ya tienen alguna complicación. Por eso la recomendación es hacerse pruebas de detección de forma periódica aunque te sientas bien, sobre todo si tienes factores de riesgo.",
      },
      {
        title: "Pruebas de detección: qué son y qué miden",
        content:
          "Existen varias pruebas sencillas. Tu médico decide cuál conviene en tu caso y cómo interpretar los resultados:\n**Glucosa capilar:** es el piquete en el dedo que se hace en campañas y módulos de salud. Es útil para detectar a quien necesita estudios adicionales, pero **no sirve por sí sola para diagnosticar**.\n**Glucosa en ayuno:** es un análisis de sangre en laboratorio después de al menos ocho horas sin comer. En términos generales, un valor menor de 100 mg/dL se considera normal; entre 100 y 125 mg/dL sugiere **prediabetes**, y a partir de 126 mg/dL, confirmado en una segunda prueba, indica diabetes.\n**Hemoglobina glucosilada (HbA1c):** refleja el promedio de glucosa de los últimos dos a tres meses y no requiere ayuno. De manera general, por debajo de 5.7 % se considera normal, de 5.7 a 6.4 % corresponde a prediabetes y de 6.5 % en adelante sugiere diabetes.\n**Curva de tolerancia a la glucosa:** mide la glucosa antes y después de tomar una bebida azucarada; se usa en situaciones específicas, como el embarazo.\nEl diagnóstico siempre lo confirma un profesional de la salud.",
      },
      {
        title: "Dónde hacerte una detección gratuita",
        content:
          "En México puedes hacerte una prueba de detección sin costo. En los **centros de salud** de la Secretaría de Salud y de IMSS-Bienestar se ofrecen detecciones de diabetes, presión alta y obesidad. Si eres derechohabiente del IMSS, acude a los **módulos PrevenIMSS** de tu Unidad de Medicina Familiar, donde por lo general no necesitas cita para tu chequeo preventivo. El ISSSTE también cuenta con servicios de medicina preventiva en sus clínicas. Además, durante el año se organizan jornadas y ferias de salud.\nLleva tu Cartilla Nacional de Salud si la tienes, y comenta si tienes familiares con diabetes o si tuviste diabetes en el embarazo: esa información ayuda a decidir cada cuánto repetir las pruebas. Si te van a hacer un análisis en ayuno, pregunta antes cuántas horas debes esperar sin comer y si puedes tomar agua.\nSi el resultado sale alterado, no te alarmes ni lo ignores: pide que te orienten sobre los estudios de confirmación y el seguimiento.",
      },
      {
        title: "Prevención: pequeños cambios que sí funcionan",
        content:
          "Los estudios muestran que, en personas con prediabetes, perder entre el 5 y el 7 % del peso corporal y mantenerse activas reduce de manera importante el riesgo de desarrollar diabetes. Un diagnóstico de prediabetes no es una sentencia: es una oportunidad para actuar a tiempo, porque en muchas personas la glucosa vuelve a cifras normales con cambios en el estilo de vida. No se trata de dietas extremas, sino de hábitos sostenibles:",
        items: [
          "Cambia los refrescos, jugos y aguas de sabor endulzadas por agua simple.",
          "Llena la mitad de tu plato con verduras, una cuarta parte con proteína como frijoles, pollo, pescado o huevo, y la otra cuarta parte con cereales, de preferencia integrales, o tortilla de maíz.",
          "Reduce el pan dulce, las galletas, las botanas y los productos ultraprocesados.",
          "Camina, baila o haz la actividad que disfrutes al menos 150 minutos a la semana y evita pasar muchas horas sentado.",
          "Duerme lo suficiente y, si fumas, busca apoyo para dejarlo.",
          "Desconfía de productos «milagro» que prometen curar o prevenir la diabetes.",
        ],
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Tanto la glucosa muy alta como la muy baja pueden poner en riesgo la vida. **Llama al 911** o acude de inmediato a urgencias si tú o alguien con diabetes presenta:",
        items: [
          "Sed extrema, orina muy abundante y debilidad que empeoran en horas o pocos días.",
          "Náusea, vómito o dolor abdominal persistente.",
          "Respiración rápida y profunda o aliento con olor a fruta.",
          "Somnolencia, confusión o dificultad para despertar.",
          "Sudor frío, temblor y confusión, sobre todo en personas que usan medicamentos para la diabetes.",
          "Desmayo o convulsiones.",
        ],
      },
    ],
    callToAction:
      "Si tienes factores de riesgo o un resultado alterado, busca en nuestro directorio a un endocrinólogo o médico internista verificado y agenda tu valoración. Este artículo es informativo y no sustituye la consulta médica.",
    references: [
      {
        title: "Diabetes. Nota descriptiva",
        source: "Organización Mundial de la Salud (OMS)",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/diabetes",
      },
      {
        title: "Diabetes",
        source: "Organización Panamericana de la Salud (OPS)",
        url: "https://www.paho.org/es/temas/diabetes",
      },
      {
        title: "Diabetes mellitus. Salud en línea",
        source: "Instituto Mexicano del Seguro Social (IMSS)",
        url: "https://www.imss.gob.mx/salud-en-linea/diabetes-mellitus",
      },
      {
        title:
          "NOM-015-SSA2-2010, Para la prevención, tratamiento y control de la diabetes mellitus",
        source: "Secretaría de Salud, Diario Oficial de la Federación",
        url: "https://www.dof.gob.mx/nota_detalle.php?codigo=5168074&fecha=23/11/2010",
      },
      {
        title: "Encuesta Nacional de Salud y Nutrición (ENSANUT)",
        source: "Instituto Nacional de Salud Pública (INSP)",
        url: "https://ensanut.insp.mx",
      },
    ],
  },
  relatedArticles: [10, 7],
};
