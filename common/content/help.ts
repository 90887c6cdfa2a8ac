/** Help centre content (/ayuda): the two FAQ lists, for professionals and for patients. */

export interface HelpFaqItem {
  question: string;
  answer: string;
}

export const HELP_FAQ_PROFESSIONALS: HelpFaqItem[] = [
  {
    question: "¿Cómo me registro como médico o profesional de la salud?",
    answer:
      "Entra a la página /para-medicos y elige registrarte. Te pediremos tu nombre, tu correo electrónico, tu especialidad y tu número de cédula profesional. Después confirma tu correo con el enlace que te enviaremos. En cuanto validemos tu cédula, tu perfil aparecerá en el directorio y podrás completarlo con tus consultorios, servicios y horarios.",
  },
  {
    question: "¿Cómo se valida mi cédula profesional?",
    answer:
      "Consultamos tu número de cédula en el Registro Nacional de Profesionistas de la SEP y comprobamos que corresponda a tu nombre y a tu profesión. Si el registro en línea no está disponible o tu cédula no aparece, la revisamos con nuestro registro fuera de línea o un administrador la confirma manualmente, y puede pedirte algún documento. Cuando la validación termina, tu perfil muestra la insignia «Cédula verificada».",
  },
  {
    question: "Ya existe un perfil con mi nombre, ¿cómo lo reclamo?",
    answer:
      "Abre tu perfil en el directorio y pulsa «Reclamar este perfil». Para confirmar que eres tú, te pediremos comprobar un número de teléfono que coincida con el que aparece en el perfil. Si el número ya no está vigente, escríbenos y un administrador revisará tu caso. Recuerda que solo puedes reclamar un perfil que sea tuyo; la suplantación de identidad lleva a la suspensión de la cuenta.",
  },
  {
    question: "¿Cuánto cuesta aparecer en el directorio?",
    answer:
      "Aparecer en el directorio es gratis. Puedes crear tu perfil, validar tu cédula, recibir reseñas, responderlas y publicar artículos en el blog sin pagar nada. Algunos servicios opcionales, como la agenda de citas en línea que ofrece una empresa asociada, tienen costo; antes de contratarlos verás el precio y las condiciones.",
  },
  {
    question: "¿Cómo edito mi perfil?",
    answer:
      "Inicia sesión y entra a «Mi Panel de Control». Desde ahí puedes actualizar tu foto, tu biografía y tu formación, agregar o quitar servicios con sus precios de referencia, dar de alta tus consultorios con dirección, teléfono y horarios, y añadir tus redes sociales profesionales. Los cambios se reflejan en tu perfil público en unos minutos. Mantén tus datos al día para que tus pacientes puedan localizarte.",
  },
  {
    question: "¿Qué puedo hacer con las reseñas de mis pacientes?",
    answer:
      "Desde tu panel puedes responder públicamente a cada reseña y, si consideras que una incumple las reglas (datos personales, lenguaje ofensivo, alguien que no fue tu paciente, spam u otro motivo), reportarla. La reseña sigue publicada mientras un administrador revisa el reporte; si la retira, tu perfil indica cuántas reseñas se retiraron y por qué. No retiramos reseñas solo por ser negativas, así que una respuesta respetuosa suele ser la mejor opción.",
  },
  {
    question: "¿Cómo publico artículos en el blog de salud?",
    answer:
      "En «Mi Panel de Control» abre la sección del blog, escribe tu artículo y envíalo a revisión. Un administrador lo revisará antes de publicarlo y puede pedirte cambios si encuentra información imprecisa o contenido publicitario. Cuando se publique, el artículo mostrará tu nombre y un enlace a tu perfil. Escribe para pacientes, con lenguaje claro y sin datos de personas reales.",
  },
];

export const HELP_FAQ_PATIENTS: HelpFaqItem[] = [
  {
    question: "¿Cómo busco un médico?",
    answer:
      "Desde la página de inicio puedes buscar por especialidad y por ciudad, o escribir con tus propias palabras lo que necesitas, por ejemplo, un síntoma o el nombre de un médico. También puedes usar la búsqueda por voz con el botón del micrófono. En los resultados puedes filtrar y comparar perfiles con sus precios, consultorios y reseñas.",
  },
  {
    question: "¿Tiene algún costo usar el directorio?",
    answer:
      "No. Buscar médicos, ver sus perfiles, leer reseñas, guardar favoritos y enviar mensajes es gratis para ti. Tampoco cobramos comisión por tus consultas: el precio lo fija cada médico y lo pagas directamente en su consultorio o como él te indique. Los precios que ves en los perfiles son de referencia, así que confírmalos al agendar.",
  },
  {
    question: "¿Cómo sé si un médico está verificado?",
    answer:
      "Busca la insignia «Cédula verificada» en su perfil. La mostramos cuando comprobamos su cédula profesional en el Registro Nacional de Profesionistas de la SEP o cuando un administrador la validó. Esta verificación confirma que la cédula existe y corresponde al médico, pero no garantiza la calidad de la atención. Por eso te recomendamos leer también las reseñas de otros pacientes.",
  },
  {
    question: "¿Cómo hago una cita?",
    answer:
      "En el perfil del médico encontrarás sus opciones de contacto: puedes llamar al consultorio, escribirle por WhatsApp o, si el médico lo ofrece, usar el botón «Agendar Cita». La agenda en línea la gestiona una empresa asociada, y la fecha, la hora y el pago se acuerdan directamente con el médico o con esa empresa. Si no puedes asistir, avisa con tiempo.",
  },
  {
    question: "¿Cómo escribo una reseña?",
    answer:
      "Necesitas una cuenta con tu correo electrónico verificado. Entra al perfil del médico, pulsa el botón para opinar y cuenta tu experiencia con respeto. Puedes escribir una sola reseña por médico, pero puedes editarla después. No incluyas teléfonos, enlaces ni datos personales. Algunas reseñas pasan por una revisión antes de publicarse, así que puede tardar un poco en aparecer.",
  },
  {
    question: "¿Puedo enviar mensajes a los médicos y guardar favoritos?",
    answer:
      "Sí. Con tu cuenta iniciada puedes enviar un mensaje desde el perfil del médico para resolver dudas sobre horarios, servicios o precios; recibirás su respuesta en tu cuenta. También puedes guardar médicos como favoritos para encontrarlos rápido más tarde. Evita compartir en los mensajes más información de salud de la necesaria: los detalles de tu caso trátalos en consulta.",
  },
  {
    question: "¿Qué pasa con mis datos y qué hago en una emergencia?",
    answer:
      "Tratamos tus datos conforme a nuestro aviso de privacidad, donde te explicamos cómo ejercer tus derechos ARCO: acceder, rectificar, cancelar u oponerte al uso de tu información. Recuerda que el sitio no ofrece consejo médico: la información es general y no sustituye una consulta. Si tienes una emergencia, llama de inmediato al 911 o acude al servicio de urgencias más cercano.",
  },
];
