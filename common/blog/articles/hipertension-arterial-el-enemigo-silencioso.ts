import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 7,
  slug: "hipertension-arterial-el-enemigo-silencioso",
  title: "Hipertensión arterial: el enemigo silencioso",
  excerpt:
    "La presión alta casi nunca avisa. Aprende a medirla bien en casa, qué cifras se consideran normales y qué hábitos ayudan a controlarla.",
  category: "Cardiología",
  date: "2025-03-12",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud a partir de fuentes oficiales mexicanas e internacionales. Sus artículos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Hipertensión arterial: síntomas, cifras y control",
    metaDescription:
      "La presión alta suele no dar síntomas. Conoce cómo medirla en casa, qué cifras son normales, qué hábitos ayudan y cuándo acudir a urgencias.",
    keywords: [
      "hipertensión arterial",
      "presión alta",
      "medir la presión en casa",
      "cifras de presión normal",
      "sal y presión arterial",
      "cardiólogo",
      "enfermedades del corazón",
    ],
  },
  content: {
    intro:
      "La hipertensión arterial, que mucha gente conoce simplemente como «la presión alta», es uno de los problemas de salud más frecuentes en México. Se le llama **el enemigo silencioso** porque puede pasar años sin dar molestias mientras daña poco a poco el corazón, las arterias, los riñones, los ojos y el cerebro. Millones de adultos la tienen y una parte importante no lo sabe. La buena noticia es que medirla es sencillo y que, con seguimiento médico y cambios en el estilo de vida, se puede mantener bajo control. En este artículo te explicamos por qué no da síntomas, cómo tomarte la presión correctamente en casa y qué hábitos ayudan. Este artículo es informativo y no sustituye la consulta médica.",
    sections: [
      {
        title: "¿Por qué la presión alta no da síntomas?",
        content:
          "La presión arterial es la fuerza con la que la sangre empuja las paredes de las arterias cada vez que el corazón late. Se expresa con dos números: la **presión sistólica** (la «alta», cuando el corazón se contrae) y la **presión diastólica** (la «baja», cuando el corazón se relaja entre latido y latido).\nCuando esa fuerza se mantiene elevada durante meses o años, las arterias se vuelven más rígidas y el corazón tiene que trabajar más. El cuerpo se acostumbra a esas cifras, así que la mayoría de las personas se siente bien. El dolor de cabeza, el zumbido de oídos o el mareo que a veces se atribuyen a la presión no son señales confiables: muchas personas con cifras muy altas no sienten nada. Por eso la única forma de saber si tienes hipertensión es **medirla**, al menos una vez al año a partir de la edad adulta, y con más frecuencia si tienes factores de riesgo como sobrepeso, diabetes o antecedentes familiares.",
      },
      {
        title: "Cómo medir tu presión en casa correctamente",
        content:
          "Medir la presión en casa ayuda a tu médico a conocer tus cifras reales, lejos del nerviosismo del consultorio. Lo ideal es usar un **baumanómetro digital de brazo** validado clínicamente; los de muñeca suelen ser menos precisos. Antes de empezar, revisa estos pasos:",
        items: [
          "Evita el café, el cigarro y el ejercicio durante al menos 30 minutos antes de medirte, y vacía la vejiga.",
          "Siéntate en una silla con la espalda apoyada y los pies en el piso, sin cruzar las piernas, y descansa cinco minutos en silencio.",
          "Coloca el brazalete sobre la piel del brazo (no sobre la ropa), a la altura del corazón, con el brazo apoyado en una mesa.",
          "Usa un brazalete de la talla adecuada: uno muy chico da cifras falsamente altas.",
          "No hables ni te muevas durante la medición. Toma dos lecturas con un minuto de diferencia.",
          "Mide a la misma hora, por ejemplo en la mañana y en la noche, durante los días que te indique tu médico.",
          "Anota fecha, hora y resultados, y lleva tu registro y tu aparato a la consulta para compararlo.",
        ],
      },
      {
        title: "¿Qué cifras se consideran normales?",
        content:
          "De acuerdo con la orientación más común, una presión **por debajo de 120/80 mmHg** se considera normal en adultos. A partir de ahí, las guías médicas no coinciden del todo: algunas, como las estadounidenses, hablan de hipertensión desde **130/80 mmHg**, mientras que otras, como las de la Organización Mundial de la Salud y la norma oficial mexicana, usan como referencia **140/90 mmHg**. Además, las cifras tomadas en casa se interpretan de manera un poco distinta de las del consultorio.\nUna sola lectura alta no basta para hacer el diagnóstico: se necesitan varias mediciones en días diferentes. Tu médico es quien interpreta tus resultados, tomando en cuenta tu edad, otras enfermedades como la diabetes o la enfermedad renal, y tu riesgo cardiovascular. También es quien define **cuál es la meta adecuada para ti**, que puede ser diferente de la de otra persona.",
      },
      {
        title: "Hábitos que ayudan a bajar la presión",
        content:
          "Los cambios en el estilo de vida son la base del tratamiento, tanto para prevenir la hipertensión como para controlarla cuando ya existe. Pequeños ajustes sostenidos en el tiempo tienen un efecto real:",
        items: [
          "**Menos sal:** la Organización Mundial de la Salud recomienda no pasar de unos 5 gramos al día, un poco menos de una cucharadita. Cuidado con la sal «escondida» en embutidos, botanas, sopas instantáneas, pan y comida rápida.",
          "**Más verduras, frutas y legumbres:** frijoles, lentejas, nopales y frutas de temporada aportan fibra y potasio. Si tienes enfermedad renal, pregunta antes a tu médico.",
          "**Actividad física:** procura al menos 150 minutos a la semana de actividad moderada, como caminar a paso rápido, bailar o andar en bicicleta.",
          "**Peso saludable:** bajar aunque sea unos kilos, sobre todo de la cintura, puede mejorar tus cifras.",
          "**Alcohol con moderación o nada**, y **sin tabaco**: ambos elevan la presión y dañan las arterias.",
          "**Dormir bien y manejar el estrés:** el sueño insuficiente y el estrés constante también influyen.",
        ],
      },
      {
        title: "El tratamiento funciona si lo sigues",
        content:
          "Si tu médico te receta medicamentos, el mayor reto suele ser tomarlos todos los días. Muchas personas los suspenden cuando sus cifras se normalizan, sin darse cuenta de que están bien **precisamente gracias al tratamiento**. La hipertensión suele ser una condición crónica que requiere seguimiento a largo plazo.\nAlgunas ideas para no fallar: usa un pastillero semanal, pon una alarma en el celular, relaciona la toma con una rutina diaria y surte tu receta antes de que se termine. Si notas efectos que te molestan, no dejes el medicamento por tu cuenta: coméntalo con tu médico, porque casi siempre hay alternativas. Tampoco compartas tus medicinas ni cambies la forma de tomarlas sin indicación. Antes de usar productos de venta libre, como algunos antigripales o analgésicos antiinflamatorios, pregunta a tu médico o farmacéutico, ya que pueden subir la presión. Y acude a tus citas de control aunque te sientas bien.",
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Una presión muy elevada, sobre todo si llega a cifras cercanas a **180/120 mmHg o más**, acompañada de cualquiera de los siguientes síntomas puede indicar daño a un órgano y es una emergencia. **Llama al 911** o acude de inmediato al servicio de urgencias más cercano:",
        items: [
          "Dolor, presión u opresión en el pecho.",
          "Falta de aire o dificultad para respirar.",
          "Dolor de cabeza súbito e intenso, distinto a otros que hayas tenido.",
          "Debilidad, hormigueo o adormecimiento de la cara, un brazo o una pierna, sobre todo de un solo lado.",
          "Dificultad para hablar, confusión o visión borrosa o doble de forma repentina.",
          "Desmayo o convulsiones.",
        ],
      },
    ],
    callToAction:
      "Si tus cifras salen altas o nunca te has medido la presión, busca en nuestro directorio a un cardiólogo o médico internista verificado cerca de ti y agenda una revisión. Recuerda que este artículo es informativo y no sustituye la consulta médica.",
    references: [
      {
        title: "Hipertensión. Nota descriptiva",
        source: "Organización Mundial de la Salud (OMS)",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/hypertension",
      },
      {
        title: "Hipertensión",
        source: "Organización Panamericana de la Salud (OPS)",
        url: "https://www.paho.org/es/temas/hipertension",
      },
      {
        title: "Hipertensión arterial. Salud en línea",
        source: "Instituto Mexicano del Seguro Social (IMSS)",
        url: "https://www.imss.gob.mx/salud-en-linea/hipertension-arterial",
      },
      {
        title:
          "NOM-030-SSA2-2009, Para la prevención, detección, diagnóstico, tratamiento y control de la hipertensión arterial sistémica",
        source: "Secretaría de Salud, Diario Oficial de la Federación",
        url: "https://www.dof.gob.mx/nota_detalle.php?codigo=5144642&fecha=31/05/2010",
      },
      {
        title: "Instituto Nacional de Cardiología Ignacio Chávez",
        source: "Secretaría de Salud",
        url: "https://www.cardiologia.org.mx",
      },
    ],
  },
  relatedArticles: [8, 9],
};
