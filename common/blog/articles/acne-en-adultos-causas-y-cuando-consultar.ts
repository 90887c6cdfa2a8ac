import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 2,
  slug: "acne-en-adultos-causas-y-cuando-consultar",
  title: "Acné en adultos: causas, cuidados y cuándo consultar",
  excerpt:
    "El acné no es solo cosa de adolescentes. Conoce por qué aparece en la edad adulta, qué cuidados ayudan y por qué no conviene automedicarse.",
  category: "Dermatología",
  date: "2025-04-08",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud con base en fuentes oficiales mexicanas e internacionales. Sus textos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Acné en adultos: causas y cuándo ir al dermatólogo",
    metaDescription:
      "Por qué aparece el acné en adultos, qué lo empeora, cuidados diarios, mitos comunes y por qué no automedicarte con antibióticos ni retinoides.",
    keywords: [
      "acné en adultos",
      "acné hormonal",
      "granos en la cara",
      "cuidado de la piel",
      "dermatólogo",
      "automedicación",
      "cosméticos comedogénicos",
    ],
  },
  content: {
    intro:
      "Si pensabas que los granos se quedaban en la secundaria, no eres la única persona sorprendida. El acné en adultos es frecuente, sobre todo en mujeres entre los 25 y los 45 años, aunque también afecta a hombres. Suele aparecer en la mandíbula, el mentón y el cuello, y a veces deja manchas o cicatrices que duran más que los propios granos. Además de lo físico, puede afectar la seguridad y el estado de ánimo. Entender qué lo provoca te ayuda a cuidarte mejor y a evitar remedios que lo empeoran. En este artículo repasamos sus causas, los cuidados básicos, los mitos más comunes y cuándo conviene consultar. **Este artículo es informativo y no sustituye la consulta médica.**",
    sections: [
      {
        title: "¿Por qué aparece el acné después de la adolescencia?",
        content:
          "El acné se produce en los folículos de la piel, donde nace el vello y desembocan las glándulas que producen grasa (sebo). Cuando se produce más sebo de lo normal y las células muertas tapan el poro, se forman los puntos negros y blancos. Si además proliferan bacterias que viven normalmente en la piel, aparece la inflamación: granos rojos, con pus o bolitas profundas y dolorosas.\nEn la edad adulta este proceso suele estar ligado a cambios hormonales y a factores del día a día. A diferencia del acné juvenil, el del adulto tiende a ser más persistente y a concentrarse en la parte baja de la cara. No es una falta de higiene ni algo que hayas provocado: es una condición de la piel que tiene tratamiento.",
      },
      {
        title: "Causas y factores que lo empeoran",
        content: "Casi siempre hay varios factores combinados. Los más comunes son:",
        items: [
          "**Cambios hormonales:** los brotes antes de la menstruación, durante el embarazo o al suspender un anticonceptivo son frecuentes. Algunas condiciones, como el síndrome de ovario poliquístico, también se asocian con acné.",
          "**Cosméticos y productos para el cabello:** cremas muy grasosas, bases pesadas o aceites para el pelo pueden tapar los poros. Busca la leyenda «no comedogénico».",
          "**Estrés y falta de sueño:** no causan el acné por sí solos, pero pueden desencadenar o empeorar los brotes.",
          "**Fricción y presión:** el cubrebocas, el casco, el celular o apoyar la mano en la cara irritan la piel y favorecen los granos en esas zonas.",
          "**Algunos medicamentos:** ciertos fármacos pueden provocar brotes. Si sospechas que es tu caso, coméntalo con tu médico y no suspendas nada por tu cuenta.",
          "**Herencia y alimentación:** tener familiares con acné aumenta la probabilidad. En algunas personas, una dieta alta en azúcares y harinas refinadas parece empeorarlo, aunque la evidencia aún es limitada.",
        ],
      },
      {
        title: "Cuidados diarios que sí ayudan",
        content:
          "Una rutina sencilla y constante funciona mejor que muchos productos a la vez. Tu piel necesita tiempo: cualquier cambio tarda varias semanas en notarse.",
        items: [
          "Lava tu cara por la mañana y por la noche con un limpiador suave y agua tibia, sin tallar.",
          "Usa hidratante y maquillaje con la leyenda «no comedogénico» o «libre de aceite».",
          "Desmaquíllate siempre antes de dormir.",
          "Aplica protector solar todos los días: el sol oscurece las manchas que deja el acné.",
          "No exprimas ni revientes los granos; así empujas la inflamación hacia dentro y aumenta el riesgo de cicatriz.",
          "Limpia con frecuencia la pantalla del celular y cambia la funda de tu almohada al menos una vez por semana.",
          "Introduce un solo producto nuevo a la vez para saber si te ayuda o te irrita.",
        ],
      },
      {
        title: "Mitos frecuentes sobre el acné",
        content:
          "Alrededor del acné circulan muchas creencias que llevan a prácticas dañinas. Estas son algunas de las más repetidas:\n**«El acné es por estar sucio».** Falso. Lavarte de más o tallarte irrita la piel y puede empeorar los brotes.\n**«El sol seca los granos».** Puede parecer que mejora unos días, pero la radiación inflama, deja manchas más oscuras y daña la piel a largo plazo.\n**«La pasta de dientes, el limón o el alcohol sirven para secarlos».** Son irritantes y pueden causar quemaduras químicas o manchas.\n**«Si tengo la piel grasa no necesito hidratante».** La piel deshidratada puede producir todavía más grasa; solo elige productos ligeros.\n**«El acné se quita solo con la edad».** A veces mejora, pero en muchos adultos persiste y deja cicatrices si no se trata.",
      },
      {
        title: "¿Por qué no automedicarte con antibióticos o retinoides?",
        content:
          "Es tentador seguir la recomendación de una amiga, de un video o del mostrador de la farmacia, pero el tratamiento del acné debe ser indicado por un profesional. Estas son las razones principales:\n**Antibióticos:** usarlos sin indicación, por periodos incorrectos o de forma intermitente favorece que las bacterias se vuelvan resistentes, un problema de salud pública que la Organización Mundial de la Salud considera una amenaza grave. También pueden causar efectos adversos y alterar la flora normal de tu cuerpo. En México, los antibióticos solo deben venderse con receta médica.\n**Retinoides:** los que se toman por boca son muy eficaces en casos seleccionados, pero pueden causar malformaciones graves en el bebé si se usan durante el embarazo, y requieren estudios de laboratorio y seguimiento médico. Los de aplicación en la piel también necesitan indicaciones precisas para no irritarla.\n**Cremas con corticoides o mezclas caseras:** algunas pomadas para «todo» contienen esteroides que, usados en la cara, pueden adelgazar la piel y provocar brotes parecidos al acné.\nUn dermatólogo valora el tipo de acné, su gravedad y tu historia clínica para elegir el tratamiento más seguro para ti.",
      },
      {
        title: "¿Cuándo consultar a un dermatólogo?",
        content:
          "No tienes que esperar a que el acné sea grave para pedir ayuda. Agenda una consulta si:",
        items: [
          "Tienes bolitas profundas, duras o dolorosas (nódulos o quistes).",
          "El acné te deja manchas oscuras o cicatrices.",
          "No mejoras después de dos o tres meses de cuidados básicos constantes.",
          "El acné apareció de repente en la edad adulta, sin antecedentes previos.",
          "Se acompaña de reglas irregulares, exceso de vello, caída del cabello o aumento de peso; en ese caso también puede ser útil una valoración ginecológica o endocrinológica.",
          "Te afecta emocionalmente, te hace evitar reuniones o sentirte triste con frecuencia.",
        ],
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Aunque el acné casi nunca es una urgencia, algunas reacciones a medicamentos o infecciones de la piel sí lo son. **Llama al 911 o acude a urgencias** si presentas:",
        items: [
          "Hinchazón de labios, lengua, párpados o garganta, o dificultad para respirar después de usar un producto o medicamento.",
          "Erupción extensa con ampollas, piel que se desprende o llagas en la boca y los ojos, sobre todo con fiebre.",
          "Una zona de la cara roja, caliente e hinchada que crece rápidamente, con fiebre o cerca de los ojos.",
          "Dolor de cabeza intenso y repentino o cambios en la visión durante un tratamiento.",
          "Tristeza profunda o pensamientos de hacerte daño: además de acudir a urgencias, puedes llamar a la Línea de la Vida al 800 911 2000.",
        ],
      },
    ],
    callToAction:
      "Si el acné no mejora o te preocupa dejar cicatrices, busca un dermatólogo con cédula profesional verificada cerca de ti en nuestro directorio y recibe un tratamiento adecuado para tu piel.",
    references: [
      {
        title: "Resistencia a los antimicrobianos (nota descriptiva)",
        source: "Organización Mundial de la Salud",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/antimicrobial-resistance",
      },
      {
        title: "Comisión Federal para la Protección contra Riesgos Sanitarios",
        source: "COFEPRIS",
        url: "https://www.gob.mx/cofepris",
      },
      {
        title: "Salud en línea: información para el cuidado de la salud",
        source: "IMSS",
        url: "https://www.imss.gob.mx/salud-en-linea",
      },
      {
        title: "Secretaría de Salud del Gobierno de México",
        source: "Secretaría de Salud",
        url: "https://www.gob.mx/salud",
      },
    ],
  },
  relatedArticles: [1, 11],
};
