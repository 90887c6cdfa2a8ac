import type { LegalDocument } from "./types.ts";

/** Términos y Condiciones de Uso del Sitio. Plain text only: the page renders each string as a paragraph or list item. */
export const TERMS: LegalDocument = {
  title: "Términos y Condiciones de Uso",
  lastUpdated: "2025-01-15",
  intro: [
    "Estos Términos y Condiciones de Uso (en adelante, los «Términos») regulan el acceso y el uso del directorio de médicos y profesionales de la salud disponible en este sitio web (en adelante, el «Sitio» o la «plataforma»). Cuando en este documento se utilizan las palabras «nosotros» o «nuestro», se hace referencia al responsable del Sitio.",
    "Le pedimos leer estos Términos con atención antes de utilizar el Sitio. Si tiene dudas sobre su contenido, puede escribirnos a través del correo de contacto que aparece al pie de esta página.",
  ],
  sections: [
    {
      id: "aceptacion",
      title: "1. Aceptación de los Términos",
      paragraphs: [
        "Al navegar por el Sitio, crear una cuenta o utilizar cualquiera de sus funciones, usted acepta estos Términos y el Aviso de Privacidad publicado en el propio Sitio. Si no está de acuerdo con alguna de sus disposiciones, deberá abstenerse de utilizar la plataforma.",
        "Algunas funciones pueden estar sujetas a condiciones adicionales que se le mostrarán en el momento de utilizarlas. En caso de contradicción, las condiciones particulares prevalecerán sobre estos Términos únicamente respecto de la función a la que se refieren.",
      ],
    },
    {
      id: "descripcion-del-servicio",
      title: "2. Descripción del servicio",
      paragraphs: [
        "El Sitio es un directorio gratuito de médicos y profesionales de la salud que ejercen en México. A través de la plataforma, los usuarios pueden:",
      ],
      items: [
        "Buscar médicos por especialidad, ciudad, nombre o texto libre.",
        "Consultar perfiles profesionales con datos de contacto, consultorios, servicios, precios de referencia y formación.",
        "Leer y escribir reseñas sobre la atención recibida.",
        "Enviar mensajes a los médicos y guardar perfiles como favoritos.",
        "Leer artículos del blog de salud, escritos por el equipo del Sitio o por médicos registrados.",
      ],
      paragraphsAfter: [
        "La cédula profesional de cada médico se contrasta con el Registro Nacional de Profesionistas de la Secretaría de Educación Pública (SEP) o, cuando esa consulta no es posible, es revisada por un administrador del Sitio. Los perfiles que superan esta comprobación muestran la insignia «Cédula verificada».",
        "Esta verificación solo confirma que la cédula profesional existe y corresponde al nombre del médico en el momento de la consulta. No certifica la calidad de la atención, la experiencia, los resultados de un tratamiento ni la conducta del profesional, y no constituye una recomendación de nuestra parte.",
        "El Sitio no presta servicios médicos. La relación entre el paciente y el médico, incluidos el diagnóstico, el tratamiento y el pago de la consulta, se establece directamente entre ellos.",
      ],
    },
    {
      id: "requisitos-de-edad",
      title: "3. Requisitos de edad",
      paragraphs: [
        "Para crear una cuenta y utilizar las funciones que la requieren, usted debe tener al menos 18 años cumplidos y capacidad legal para obligarse conforme a estos Términos.",
        "Las personas menores de 18 años solo pueden utilizar el Sitio por conducto de su padre, madre o tutor, quien será responsable del uso que se haga de la plataforma y de la información que se comparta. Si detectamos que una cuenta pertenece a una persona menor de edad sin la participación de su representante, podremos suspenderla.",
      ],
    },
    {
      id: "cuentas-y-seguridad",
      title: "4. Cuentas de usuario y seguridad",
      paragraphs: [
        "Para escribir reseñas, enviar mensajes, guardar favoritos o administrar un perfil profesional es necesario registrarse. Puede crear una cuenta con su correo electrónico y una contraseña, o mediante un proveedor de identidad externo como Google. Al registrarse, usted se compromete a:",
      ],
      items: [
        "Proporcionar información verdadera, actual y completa, y mantenerla actualizada.",
        "Confirmar su dirección de correo electrónico mediante el enlace de verificación que le enviaremos.",
        "Mantener la confidencialidad de su contraseña y no compartir su cuenta con terceros.",
        "Avisarnos de inmediato si sospecha que alguien ha accedido a su cuenta sin autorización.",
      ],
      paragraphsAfter: [
        "Usted es responsable de las actividades que se realicen desde su cuenta. Cada persona puede tener una sola cuenta de paciente; no se permite crear cuentas a nombre de otra persona ni cuentas múltiples para eludir las reglas del Sitio.",
      ],
    },
    {
      id: "sin-consejo-medico",
      title: "5. El Sitio no ofrece consejo médico",
      paragraphs: [
        "El Sitio no ofrece consejo médico, diagnóstico ni tratamiento. La información publicada, incluidos los artículos del blog, las guías por especialidad, las sugerencias de la búsqueda por síntomas y las respuestas del asistente virtual, tiene un carácter general e informativo.",
        "Esta información no sustituye una consulta con un profesional de la salud, quien es el único que puede valorar su caso concreto. No deje de buscar atención médica ni retrase una consulta por algo que haya leído en el Sitio.",
        "En caso de emergencia, llame de inmediato al 911 o acuda al servicio de urgencias más cercano. El Sitio y la mensajería de la plataforma no son medios adecuados para atender situaciones urgentes.",
      ],
    },
    {
      id: "resenas",
      title: "6. Reseñas de pacientes",
      paragraphs: [
        "Las reseñas ayudan a otros pacientes a elegir médico, por lo que deben reflejar experiencias reales. Solo pueden escribir reseñas las personas que hayan iniciado sesión con una cuenta cuyo correo electrónico esté verificado. Cada paciente puede publicar una sola reseña por médico, que podrá editar posteriormente.",
        "Al escribir una reseña, usted se compromete a que su contenido:",
      ],
      items: [
        "Sea veraz y se refiera a su propia experiencia con el médico o su consultorio.",
        "No contenga insultos, amenazas, lenguaje discriminatorio ni expresiones ofensivas.",
        "No incluya datos personales propios ni de terceros, como nombres completos de otros pacientes, domicilios o información de salud de otras personas.",
        "No contenga enlaces, números de teléfono, direcciones de correo electrónico ni otros datos de contacto.",
        "No contenga publicidad ni promociones de productos, servicios u otros profesionales.",
      ],
      paragraphsAfter: [
        "Están prohibidas las reseñas falsas, las reseñas pagadas o compensadas de cualquier forma y las reseñas escritas por el propio médico, sus familiares o su personal sobre su perfil o sobre el de un competidor.",
        "Las reseñas pasan por revisiones automáticas que detectan, entre otras cosas, lenguaje ofensivo, datos de contacto o patrones de publicación sospechosos. Cuando una revisión automática lo indique, la reseña puede quedar pendiente hasta que un administrador la revise, y solo se publicará si cumple estas reglas.",
        "Al publicar una reseña, usted nos otorga una licencia gratuita, no exclusiva y por tiempo indefinido para mostrarla en el Sitio. Usted conserva la responsabilidad sobre lo que escribe.",
      ],
    },
    {
      id: "moderacion-de-resenas",
      title: "7. Moderación de reseñas",
      paragraphs: [
        "Solo las cuentas de paciente pueden escribir reseñas. Los médicos no pueden ocultar reseñas de su perfil: pueden reportar una reseña indicando el motivo (datos personales, lenguaje ofensivo, que el autor no fue su paciente, spam u otro). La reseña sigue publicada hasta que un administrador revisa el reporte; si decide retirarla, no se elimina de nuestros sistemas y el perfil público indica cuántas reseñas se retiraron y por qué motivo.",
        "Además de reportarla, el médico puede publicar una única respuesta pública, que se mostrará junto a ella. La respuesta debe ser respetuosa y no puede revelar información clínica ni datos personales del paciente.",
        "No eliminamos reseñas por el simple hecho de ser negativas. Los administradores pueden ocultar o retirar reseñas que incumplan estos Términos, que sean objeto de una orden de autoridad competente o que resulten de una suplantación de identidad. Si considera que una reseña incumple estas reglas, puede reportarla a través del correo de contacto.",
      ],
    },
    {
      id: "obligaciones-de-los-medicos",
      title: "8. Obligaciones de los médicos y profesionales de la salud",
      paragraphs: [
        "Los médicos y profesionales de la salud que se registren en el Sitio se comprometen a:",
      ],
      items: [
        "Proporcionar datos veraces y actualizados sobre su identidad, formación, especialidad, consultorios, horarios, servicios y precios.",
        "Contar con una cédula profesional válida y vigente que los habilite para ejercer la profesión que anuncian, así como con la cédula de especialidad cuando se presenten como especialistas.",
        "Reclamar un perfil existente solo si corresponde a su propia persona; la suplantación de identidad dará lugar a la suspensión inmediata de la cuenta, sin perjuicio de las acciones legales que procedan.",
        "Respetar la confidencialidad de sus pacientes y no publicar información clínica identificable en el perfil, en las respuestas a reseñas ni en los artículos del blog.",
        "Cumplir con la normativa sanitaria y de publicidad aplicable a los servicios de salud.",
      ],
      paragraphsAfter: [
        "Para reclamar un perfil existente, el Sitio puede pedir pasos adicionales de comprobación, como confirmar el número de teléfono del consultorio. Podremos rechazar o revertir un reclamo si no se acredita la titularidad del perfil.",
      ],
    },
    {
      id: "blog-de-salud",
      title: "9. Blog de salud",
      paragraphs: [
        "Los médicos registrados pueden proponer artículos para el blog de salud. Todo artículo escrito por un médico es revisado por un administrador antes de su publicación, quien puede solicitar cambios o rechazarlo si contiene información inexacta, publicidad, afirmaciones sin sustento o contenido contrario a estos Términos.",
        "El autor declara que el artículo es original, que tiene los derechos necesarios sobre el texto y las imágenes que incluye, y nos otorga una licencia gratuita y no exclusiva para publicarlo en el Sitio. La revisión editorial no implica que respaldemos las opiniones del autor, y los artículos conservan el carácter general e informativo descrito en la sección 5.",
      ],
    },
    {
      id: "agenda-de-citas",
      title: "10. Agenda de citas",
      paragraphs: [
        "Algunos médicos ofrecen un servicio premium de agenda de citas en línea. Este servicio es prestado por una empresa asociada, no por el Sitio, y se rige también por las condiciones de esa empresa, que se le mostrarán al utilizarlo.",
        "Las citas se acuerdan directamente con el médico o con la empresa asociada. No garantizamos la disponibilidad de horarios, la confirmación de una cita ni su cumplimiento. Cualquier cambio, cancelación o inconformidad relacionada con una cita deberá tratarse con el médico o con la empresa asociada.",
      ],
    },
    {
      id: "servicios-premium-y-pagos",
      title: "11. Servicios premium y pagos",
      paragraphs: [
        "La inclusión de médicos en el directorio es gratuita. Los médicos pueden contratar servicios premium opcionales, cuyas características, precio y periodicidad se indican antes de la contratación. Los precios se expresan en pesos mexicanos e incluyen los impuestos aplicables, salvo que se indique otra cosa.",
        "Los pagos se procesan con tarjeta a través de un procesador de pagos externo; el Sitio no almacena los datos completos de su tarjeta. Los cargos realizados con tarjeta no son reembolsables, salvo en los casos que establezca la legislación aplicable. Entre esos casos se encuentran los previstos en la Ley Federal de Protección al Consumidor, como un cobro indebido o un servicio que no se preste en los términos ofrecidos.",
        "Puede cancelar la renovación de un servicio premium en cualquier momento desde su cuenta, cuando esa opción esté disponible, o a través del correo de contacto; la cancelación surtirá efecto al terminar el periodo ya pagado.",
      ],
    },
    {
      id: "propiedad-intelectual",
      title: "12. Propiedad intelectual",
      paragraphs: [
        "El diseño del Sitio, su código, los textos, los logotipos, las marcas, la selección y organización de la información, así como los demás elementos de la plataforma, están protegidos por la Ley Federal del Derecho de Autor, la Ley Federal de Protección a la Propiedad Industrial y demás legislación aplicable, y pertenecen a nosotros o a sus respectivos titulares.",
        "Se permite consultar el Sitio y compartir enlaces a sus páginas para uso personal. Queda prohibido, sin nuestra autorización por escrito, copiar, reproducir o distribuir su contenido con fines comerciales, así como extraer datos de forma masiva o automatizada mediante robots, arañas u otras herramientas similares.",
        "Los contenidos aportados por los usuarios, como reseñas, fotografías o artículos, pertenecen a sus autores, quienes nos otorgan las licencias descritas en estos Términos.",
      ],
    },
    {
      id: "uso-aceptable",
      title: "13. Uso aceptable",
      paragraphs: ["Al utilizar el Sitio, usted se compromete a no:"],
      items: [
        "Utilizar la plataforma para fines ilícitos o contrarios a estos Términos.",
        "Suplantar la identidad de otra persona o falsear su relación con un médico o institución.",
        "Enviar mensajes no solicitados, publicidad o contenido engañoso a otros usuarios.",
        "Intentar acceder sin autorización a cuentas, sistemas o datos ajenos, o interferir con el funcionamiento del Sitio.",
        "Publicar contenido que infrinja derechos de terceros o que resulte difamatorio, obsceno o discriminatorio.",
      ],
    },
    {
      id: "limitacion-de-responsabilidad",
      title: "14. Limitación de responsabilidad",
      paragraphs: [
        "El Sitio se ofrece «tal como está» y «según disponibilidad». Procuramos que la información sea correcta y que la plataforma funcione sin interrupciones, pero no garantizamos que esté libre de errores ni que esté disponible en todo momento.",
        "Los datos de los perfiles son proporcionados por los propios médicos o provienen de fuentes públicas, y las reseñas reflejan la opinión de sus autores. En la medida en que lo permita la legislación aplicable, no somos responsables de:",
      ],
      items: [
        "Los actos médicos, diagnósticos, tratamientos, honorarios o conducta de los profesionales que aparecen en el directorio.",
        "Las decisiones que usted tome con base en la información general publicada en el Sitio.",
        "Las citas gestionadas por la empresa asociada o acordadas directamente con el médico.",
        "Los daños derivados de causas fuera de nuestro control razonable, como fallas de proveedores de internet, ataques informáticos o casos de fuerza mayor.",
        "El contenido de sitios de terceros enlazados desde la plataforma.",
      ],
      paragraphsAfter: [
        "Nada de lo dispuesto en esta sección limita los derechos que la Ley Federal de Protección al Consumidor u otras leyes reconozcan a su favor y que no puedan ser objeto de renuncia.",
      ],
    },
    {
      id: "suspension-de-cuentas",
      title: "15. Suspensión y cancelación de cuentas",
      paragraphs: [
        "Podremos suspender o cancelar una cuenta, ocultar un perfil profesional o retirar contenido cuando exista un incumplimiento de estos Términos, un uso fraudulento, una suplantación de identidad, una cédula profesional que no pueda validarse o que haya sido suspendida, o cuando así lo ordene una autoridad competente.",
        "Cuando sea razonablemente posible, le informaremos el motivo de la suspensión y le daremos la oportunidad de aclarar la situación. Usted puede solicitar la cancelación de su cuenta en cualquier momento; el tratamiento de sus datos personales después de la cancelación se rige por el Aviso de Privacidad.",
      ],
    },
    {
      id: "modificaciones",
      title: "16. Modificaciones a los Términos",
      paragraphs: [
        "Podemos modificar estos Términos para reflejar cambios en el servicio o en la legislación. La versión vigente se publicará siempre en esta página con su fecha de última actualización. Cuando los cambios sean relevantes, procuraremos avisarle por correo electrónico o mediante un aviso visible en el Sitio.",
        "Si continúa utilizando la plataforma después de la entrada en vigor de los cambios, se entenderá que acepta la nueva versión. Si no está de acuerdo, puede dejar de utilizar el Sitio y solicitar la cancelación de su cuenta.",
      ],
    },
    {
      id: "legislacion-y-jurisdiccion",
      title: "17. Legislación aplicable y jurisdicción",
      paragraphs: [
        "Estos Términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para la interpretación y el cumplimiento de estos Términos, las partes se someten a la jurisdicción de los tribunales competentes de la Ciudad de México, y renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro.",
        "Lo anterior no afecta su derecho, como consumidor, a acudir a la Procuraduría Federal del Consumidor (PROFECO) para presentar una queja o solicitar su intervención en los asuntos de su competencia.",
      ],
    },
    {
      id: "contacto",
      title: "18. Contacto",
      paragraphs: [
        "Si tiene preguntas, comentarios o quejas sobre estos Términos o sobre el funcionamiento del Sitio, puede escribirnos a través del correo de contacto que aparece al pie de esta página. Procuraremos responder en un plazo razonable.",
      ],
    },
  ],
};
