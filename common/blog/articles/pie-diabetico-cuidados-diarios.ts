import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 10,
  slug: "pie-diabetico-cuidados-diarios",
  title: "Pie diabético: cuidados diarios para prevenir complicaciones",
  excerpt:
    "Si vives con diabetes, revisar tus pies todos los días puede evitar heridas graves. Te damos una lista práctica de cuidados y señales de alarma.",
  category: "Diabetes",
  date: "2025-09-16",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud a partir de fuentes oficiales mexicanas e internacionales. Sus artículos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Pie diabético: cuidados diarios y señales de alarma",
    metaDescription:
      "Cómo revisar y cuidar tus pies si tienes diabetes: revisión diaria, calzado, uñas, lo que nunca debes hacer y las señales que requieren atención urgente.",
    keywords: [
      "pie diabético",
      "cuidado de los pies",
      "diabetes",
      "neuropatía diabética",
      "calzado para diabéticos",
      "heridas en los pies",
      "prevención de amputaciones",
    ],
  },
  content: {
    intro:
      "El llamado **pie diabético** es una de las complicaciones más temidas de la diabetes y una causa frecuente de hospitalización y de amputaciones en México. Con los años, la glucosa elevada puede dañar los nervios de los pies, de modo que una piedrita en el zapato, una ampolla o una quemadura pasan desapercibidas. También puede disminuir la circulación, lo que hace que las heridas sanen más despacio y se infecten con facilidad. La mayoría de estos problemas se pueden prevenir con algo muy sencillo: **revisar y cuidar tus pies todos los días**, mantener la glucosa en control y acudir a revisiones periódicas. Aquí encontrarás una guía práctica. Este artículo es informativo y no sustituye la consulta médica.",
    sections: [
      {
        title: "¿Por qué los pies son tan vulnerables con la diabetes?",
        content:
          "Hay dos procesos que suelen ir de la mano. El primero es la **neuropatía**: el daño a los nervios provoca hormigueo, ardor, calambres o, con el tiempo, pérdida de la sensibilidad. Una persona con neuropatía puede caminar horas con un zapato que la lastima sin darse cuenta. El segundo es la **mala circulación**: las arterias de las piernas se estrechan y llega menos sangre a los pies, por lo que la piel se vuelve delgada y las heridas tardan en cerrar.\nA esto se suman la piel reseca que se agrieta, las deformidades de los dedos y las infecciones por hongos. Fumar, tener la glucosa alta de forma sostenida y haber tenido úlceras antes aumentan el riesgo. Por eso, además de tu revisión diaria, es importante que un profesional de la salud **explore tus pies al menos una vez al año**, o más seguido si ya tienes cambios en la sensibilidad o la circulación.",
      },
      {
        title: "Tu revisión diaria, paso a paso",
        content:
          "Elige un momento fijo, por ejemplo al bañarte o antes de dormir, y sigue esta lista:",
        items: [
          "Revisa con buena luz el empeine, la planta, el talón y **entre los dedos**. Si no alcanzas a ver bien, usa un espejo o pide ayuda a un familiar.",
          "Busca cortaduras, ampollas, enrojecimiento, hinchazón, grietas, callos, uñas enterradas o cambios de color.",
          "Toca tus pies para notar zonas más calientes o más frías que el resto.",
          "Lávalos con agua tibia y jabón suave. Comprueba la temperatura con el codo o con un termómetro, no con el pie.",
          "Sécalos muy bien, sobre todo entre los dedos, para evitar hongos.",
          "Aplica crema humectante en la planta y el empeine, pero no entre los dedos.",
          "Ponte calcetines limpios y secos, de preferencia sin costuras gruesas y sin elástico apretado.",
        ],
      },
      {
        title: "El calzado adecuado",
        content:
          "Un zapato mal elegido es una de las causas más comunes de heridas. Busca calzado **cerrado, cómodo y con espacio suficiente para los dedos**, con suela firme y sin costuras internas que rocen. Compra tus zapatos por la tarde, cuando los pies están un poco más hinchados, y úsalos poco a poco los primeros días.\nAntes de ponértelos, pasa la mano por dentro para revisar que no haya piedritas, clavos o costuras sueltas. Evita los tacones altos, las puntas estrechas y las sandalias que se sujetan entre los dedos. **No camines descalzo**, ni dentro de casa ni en la playa o sobre superficies calientes. Si tienes deformidades o ya tuviste una úlcera, tu médico puede indicarte calzado o plantillas especiales.",
      },
      {
        title: "Cuidado de las uñas",
        content:
          "Corta tus uñas después del baño, cuando están más suaves, **en línea recta** y sin dejarlas demasiado cortas. Después lima suavemente las orillas para que no queden picos. No cortes las esquinas en curva, porque favorece que la uña se entierre, y no retires las cutículas.\nSi tus uñas son gruesas, están amarillentas o se entierran, o si no ves bien o no alcanzas tus pies, no lo intentes por tu cuenta: pide ayuda a un **podólogo** o a tu médico. Lo mismo aplica si notas hongos en las uñas o en la piel.",
      },
      {
        title: "Lo que nunca debes hacer",
        content: "Algunas costumbres que parecen inofensivas pueden terminar en una herida grave:",
        items: [
          "No hagas «cirugía de baño»: nunca cortes callos, juanetes ni uñas enterradas con navajas, tijeras o cortaúñas.",
          "No uses parches ni líquidos para quitar callos sin indicación médica, porque pueden quemar la piel.",
          "No calientes tus pies con bolsas de agua caliente, cojines eléctricos, ladrillos calientes ni cerca del calentador o el anafre: podrías quemarte sin sentirlo.",
          "No remojes los pies por mucho tiempo, ya que la piel se reblandece y se lastima con facilidad.",
          "No pongas remedios caseros, pomadas o polvos sobre una herida sin que la valore un profesional.",
          "No fumes: el tabaco empeora la circulación de las piernas.",
        ],
      },
      {
        title: "Tu equipo de salud y las revisiones periódicas",
        content:
          "El cuidado de los pies no depende solo de lo que haces en casa. En tus consultas de control, pide que te **quiten los zapatos y los calcetines** y te revisen los pies: con pruebas sencillas e indoloras, como tocar la planta con un filamento delgado o un diapasón, el médico puede saber si has perdido sensibilidad. También revisa los pulsos y el color de la piel para valorar la circulación.\nMantener la glucosa, la presión arterial y el colesterol dentro de las metas que te indique tu médico ayuda a proteger los nervios y las arterias. Según tu caso, pueden participar tu médico familiar, un endocrinólogo, un angiólogo o cirujano vascular y un podólogo. Si ya tuviste una úlcera, las revisiones deben ser más frecuentes.",
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Una herida en el pie de una persona con diabetes puede complicarse en pocos días. Si notas cualquiera de estas señales, **busca atención médica el mismo día**; si hay fiebre, mal estado general o cambios de color oscuro, **llama al 911** o acude de inmediato a urgencias:",
        items: [
          "Una herida, ampolla o úlcera que no mejora, crece o supura pus.",
          "Enrojecimiento que se extiende, hinchazón o calor en el pie o la pierna.",
          "Mal olor en una herida.",
          "Fiebre o escalofríos junto con una lesión en el pie.",
          "Piel de color morado, gris o negro en un dedo o en cualquier zona del pie.",
          "Dolor intenso de aparición repentina, o un pie que de pronto se siente frío y se ve pálido.",
        ],
      },
    ],
    callToAction:
      "Si vives con diabetes, busca en nuestro directorio a un endocrinólogo o un angiólogo verificado para que revise tus pies y tu circulación. Recuerda que este artículo es informativo y no sustituye la consulta médica.",
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
        title: "Guías internacionales sobre prevención y manejo del pie diabético",
        source: "International Working Group on the Diabetic Foot (IWGDF)",
        url: "https://iwgdfguidelines.org",
      },
    ],
  },
  relatedArticles: [9, 7],
};
