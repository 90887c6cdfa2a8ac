import type { BlogArticleText } from "../types.ts";

export const article: BlogArticleText = {
  id: 1,
  slug: "como-proteger-tu-piel-del-sol-en-mexico",
  title: "Cómo proteger tu piel del sol en México",
  excerpt:
    "En México el sol es intenso casi todo el año. Aprende a usar bien el protector solar y a reconocer los lunares que merecen una revisión.",
  category: "Dermatología",
  date: "2025-02-12",
  author: "Equipo editorial",
  authorSpecialty: "Divulgación en salud",
  authorBio:
    "El equipo editorial redacta información general de salud con base en fuentes oficiales mexicanas e internacionales. Sus textos no sustituyen la consulta con un profesional de la salud.",
  seo: {
    title: "Protección solar en México: cuida tu piel del sol",
    metaDescription:
      "Qué es el índice UV, cómo usar el protector solar FPS 30 o más, cómo revisar tus lunares con la regla ABCDE y cuándo acudir al dermatólogo en México.",
    keywords: [
      "protector solar",
      "índice UV México",
      "cáncer de piel",
      "regla ABCDE lunares",
      "melanoma",
      "dermatólogo",
      "quemadura solar",
    ],
  },
  content: {
    intro:
      "En buena parte de México el sol pega fuerte casi todo el año. La cercanía al trópico, la altitud de ciudades como la capital, Guadalajara, Puebla o Toluca y los cielos despejados hacen que el índice de radiación ultravioleta (UV) alcance con frecuencia niveles muy altos o extremos. La radiación UV no se siente como el calor, así que puedes quemarte en un día fresco o nublado. Con los años, la exposición sin protección envejece la piel antes de tiempo, daña los ojos y aumenta el riesgo de cáncer de piel, uno de los más frecuentes. La buena noticia es que la mayor parte de ese daño se puede prevenir con hábitos sencillos. **Este artículo es informativo y no sustituye la consulta médica.**",
    sections: [
      {
        title: "¿Qué es el índice UV y por qué importa en México?",
        content:
          "El índice UV es una escala que indica qué tan intensa es la radiación ultravioleta del sol en un lugar y momento determinados. Va de 1 a 11 o más: de 1 a 2 es bajo, de 3 a 5 moderado, de 6 a 7 alto, de 8 a 10 muy alto y de 11 en adelante extremo. A partir de 3 ya conviene protegerse.\nEn muchas ciudades mexicanas el índice supera 10 en primavera y verano, sobre todo entre las 11 de la mañana y las 4 de la tarde. La altitud también cuenta: a más altura, menos atmósfera que filtre los rayos. Además, el agua, la arena y el concreto claro reflejan la radiación y aumentan la exposición. Puedes consultar el índice del día en las aplicaciones del clima o en los reportes de calidad del aire de tu ciudad; úsalo como guía para planear tus actividades al aire libre.",
      },
      {
        title: "Protector solar: cómo elegirlo y aplicarlo bien",
        content:
          "El protector solar es una herramienta muy útil, pero solo funciona si lo usas de forma correcta. Muchas personas se aplican mucho menos de lo necesario o se olvidan de volver a ponérselo.",
        items: [
          "Elige un protector de **amplio espectro** (que proteja contra rayos UVA y UVB) con **factor de protección solar (FPS) de 30 o más**.",
          "Aplícalo entre 15 y 30 minutos antes de salir, en capa generosa, sobre toda la piel que quedará descubierta.",
          "No olvides orejas, nuca, cuello, empeines, dorso de las manos y la zona del cuero cabelludo donde haya poco cabello.",
          "**Vuelve a aplicarlo cada dos horas** y siempre después de nadar, sudar mucho o secarte con toalla, aunque el envase diga que resiste el agua.",
          "Protege tus labios con un bálsamo que tenga filtro solar.",
          "Revisa la fecha de caducidad y no dejes el envase al sol dentro del coche, porque pierde eficacia.",
          "Recuerda que el protector no te vuelve invencible: no lo uses como excusa para pasar más tiempo bajo el sol.",
        ],
      },
      {
        title: "Más allá del protector: otras formas de cuidarte",
        content:
          "La protección más eficaz combina varias medidas. Piensa en el protector como la última barrera, no la única.",
        items: [
          "Busca la sombra, sobre todo en las horas de mayor radiación, y planea el ejercicio al aire libre temprano o al atardecer.",
          "Usa sombrero de ala ancha; las gorras dejan expuestas orejas y nuca.",
          "Prefiere ropa de manga larga y tela de tejido cerrado; existen prendas con factor de protección ultravioleta.",
          "Ponte lentes de sol con filtro UV para proteger tus ojos de daños como las cataratas.",
          "Evita las camas de bronceado: aumentan el riesgo de melanoma.",
          "Mantente bien hidratado y presta atención especial a niñas, niños y personas mayores en días de calor intenso.",
        ],
      },
      {
        title: "Revisa tus lunares con la regla ABCDE",
        content:
          "Revisar tu piel una vez al mes frente a un espejo, con buena luz, te ayuda a notar cambios a tiempo. Pide ayuda a alguien de confianza para ver la espalda y el cuero cabelludo. La regla ABCDE resume las características que hacen sospechar de un melanoma, el tipo de cáncer de piel más agresivo:\n**A, asimetría:** una mitad del lunar no se parece a la otra.\n**B, bordes:** irregulares, dentados o mal definidos.\n**C, color:** varios tonos (café, negro, rojo, azul o blanco) en el mismo lunar.\n**D, diámetro:** mayor de 6 milímetros, más o menos el tamaño de la goma de un lápiz, aunque los melanomas pueden ser más pequeños.\n**E, evolución:** cualquier cambio en tamaño, forma o color, o la aparición de comezón, costra o sangrado.\nEn México es importante revisar también las **plantas de los pies, las palmas de las manos y las uñas**: una línea oscura nueva en una uña o una mancha que crece en la planta del pie merecen valoración. Fíjate además en heridas que no cicatrizan en un mes, bolitas brillantes o perladas y placas ásperas que sangran con facilidad, pues pueden ser otros tipos de cáncer de piel.",
      },
      {
        title: "Quién necesita cuidarse todavía más",
        content:
          "Todas las personas, sin importar su tono de piel, pueden sufrir daño solar. Sin embargo, el riesgo es mayor si tienes piel clara que se quema con facilidad, muchos lunares, antecedentes de quemaduras solares con ampollas (sobre todo en la infancia), familiares con melanoma, o si trabajas al aire libre, como en el campo, la construcción o el comercio en la calle. También deben extremar precauciones las personas con el sistema inmunitario debilitado, por ejemplo tras un trasplante, y quienes usan medicamentos que vuelven la piel más sensible al sol; pregunta a tu médico si es tu caso.\nLos bebés menores de seis meses no deben exponerse al sol directo. Consulta con su pediatra antes de usar cualquier protector en ellos y mantenlos a la sombra, con ropa ligera y sombrero.",
      },
      {
        title: "Señales de alarma: acude a urgencias",
        content:
          "Una quemadura solar leve suele mejorar sola en pocos días, pero algunas situaciones requieren atención inmediata. **Llama al 911 o acude a urgencias** si después de exponerte al sol o al calor se presenta:",
        items: [
          "Confusión, desorientación, dificultad para hablar, desmayo o convulsiones.",
          "Temperatura corporal muy alta con piel caliente y enrojecida, o dejar de sudar a pesar del calor.",
          "Quemadura con ampollas que cubre una parte extensa del cuerpo, o cualquier quemadura importante en un bebé.",
          "Fiebre alta, escalofríos, náusea o vómito que no cede.",
          "Signos de deshidratación: mucha sed, boca seca, mareo al ponerse de pie o no orinar en varias horas.",
          "Dolor intenso en los ojos o cambios en la visión tras una exposición prolongada.",
        ],
      },
      {
        title: "¿Cuándo acudir al dermatólogo?",
        content:
          "No esperes a que una lesión duela para consultar. Agenda una cita con un dermatólogo si notas alguno de los cambios de la regla ABCDE, si un lunar se ve distinto a los demás, si tienes una herida que no cierra o si aparece una mancha nueva después de los 30 años. Si tienes varios factores de riesgo, tu dermatólogo puede recomendarte revisiones periódicas de toda la piel y enseñarte a hacer tu autoexploración. Detectado a tiempo, el cáncer de piel tiene muchas más opciones de tratamiento.",
      },
    ],
    callToAction:
      "¿Tienes un lunar que cambió o quieres una revisión completa de tu piel? Busca un dermatólogo con cédula profesional verificada cerca de ti en nuestro directorio y agenda tu consulta.",
    references: [
      {
        title: "Radiación ultravioleta (nota descriptiva)",
        source: "Organización Mundial de la Salud",
        url: "https://www.who.int/es/news-room/fact-sheets/detail/ultraviolet-radiation",
      },
      {
        title: "Instituto Nacional de Cancerología",
        source: "Secretaría de Salud",
        url: "https://www.incan.salud.gob.mx/",
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
  relatedArticles: [2, 12],
};
