import type { LegalDocument } from "./types.ts";

/**
 * Aviso de Privacidad Integral (LFPDPPP y su Reglamento). Plain text only: the page renders each string as a
 * paragraph or list item and shows the contact email next to it.
 */
export const PRIVACY_NOTICE: LegalDocument = {
  title: "Aviso de Privacidad Integral",
  lastUpdated: "2025-01-15",
  intro: [
    "En cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), su Reglamento y los Lineamientos del Aviso de Privacidad, ponemos a su disposición el presente Aviso de Privacidad Integral, que explica qué datos personales recabamos a través de este sitio web (el «Sitio»), para qué los utilizamos, con quién los compartimos y cómo puede ejercer sus derechos.",
    "Le recomendamos leer este aviso completo. Si tiene dudas, puede escribirnos a través del correo de contacto que aparece al pie de esta página.",
  ],
  sections: [
    {
      id: "identidad-del-responsable",
      title: "1. Identidad y domicilio del responsable",
      paragraphs: [
        "El responsable del Sitio (en adelante, el «responsable» o «nosotros») es quien decide sobre el tratamiento de los datos personales que se recaban a través de la plataforma y quien responde de su protección.",
        "Para cualquier asunto relacionado con el tratamiento de sus datos personales, incluido el ejercicio de sus derechos, puede comunicarse con nuestro departamento de datos personales a través del correo de contacto que aparece al pie de esta página. Ese mismo correo sirve para oír y recibir notificaciones.",
      ],
    },
    {
      id: "datos-que-recabamos",
      title: "2. Datos personales que recabamos",
      paragraphs: [
        "Recabamos datos personales cuando usted los proporciona directamente al registrarse o al utilizar las funciones del Sitio, cuando inicia sesión mediante un proveedor de identidad externo, como Google, y de forma automática cuando navega por la plataforma. Según el tipo de usuario, tratamos las siguientes categorías de datos:",
      ],
      items: [
        "Datos de identificación y contacto de todos los usuarios registrados: nombre, correo electrónico, contraseña cifrada, fotografía de perfil opcional y, en su caso, número de teléfono.",
        "Datos de uso de la cuenta: reseñas publicadas, mensajes enviados, médicos guardados como favoritos, búsquedas realizadas y preferencias.",
        "Datos profesionales de los médicos y profesionales de la salud: número de cédula profesional y, en su caso, de especialidad, institución educativa, especialidad, domicilio y teléfonos de sus consultorios, horarios, servicios, precios de referencia, redes sociales profesionales y biografía.",
        "Datos de facturación y pago de los médicos que contraten servicios premium: datos fiscales y los datos mínimos de la operación. Los datos completos de la tarjeta los trata directamente el procesador de pagos; nosotros no los almacenamos.",
        "Datos técnicos: dirección IP, tipo de navegador y dispositivo, fecha y hora de acceso, páginas visitadas y registros de seguridad.",
      ],
      paragraphsAfter: [
        "Los datos profesionales de los médicos, como su nombre, cédula y especialidad, pueden obtenerse también de fuentes de acceso público, en particular del Registro Nacional de Profesionistas de la Secretaría de Educación Pública, con el fin de validar su identidad profesional.",
      ],
    },
    {
      id: "datos-sensibles",
      title: "3. Datos personales sensibles",
      paragraphs: [
        "El registro de pacientes le pregunta, de forma opcional, en qué podemos ayudarle. Si describe síntomas o padecimientos, esa descripción es un dato personal sensible conforme a la LFPDPPP: solo la guardamos con su cuenta, para orientarle hacia el especialista adecuado, si otorga su consentimiento expreso marcando la casilla correspondiente; puede omitir ese paso sin que afecte su registro. Además, al usar la búsqueda por síntomas, al escribir mensajes a los médicos o al publicar reseñas, usted puede decidir compartir información sobre su salud presente o pasada, la cual también se considera un dato personal sensible.",
        "Trataremos esos datos únicamente para las finalidades primarias descritas en este aviso, con medidas de seguridad reforzadas, y solo con su consentimiento expreso. Antes de enviar un mensaje o publicar una reseña le pediremos que otorgue dicho consentimiento de forma expresa; si no lo otorga, no podrá utilizar esa función, pero podrá seguir navegando y buscando médicos.",
        "Le recomendamos no compartir más información de la necesaria. En particular, le sugerimos no incluir diagnósticos detallados, resultados de estudios ni datos de otras personas en sus reseñas, ya que estas son públicas. Para tratar su caso a fondo, acuda a consulta con el profesional de su elección.",
      ],
    },
    {
      id: "finalidades",
      title: "4. Finalidades del tratamiento",
      paragraphs: [
        "Sus datos personales se utilizarán para las siguientes finalidades primarias, que son necesarias para prestar el servicio que usted solicita:",
      ],
      items: [
        "Crear, administrar y proteger su cuenta, incluida la verificación de su correo electrónico.",
        "Mostrar el directorio de médicos y permitirle buscar, comparar y contactar profesionales de la salud.",
        "Publicar y moderar reseñas, y conservar el historial de moderación para prevenir opiniones falsas.",
        "Transmitir los mensajes que usted envíe a los médicos y las respuestas que reciba.",
        "En el caso de los médicos: validar su cédula profesional, publicar su perfil, gestionar el reclamo de perfiles existentes, revisar sus artículos del blog y, en su caso, administrar los servicios premium contratados y su facturación.",
        "Facilitar la agenda de citas con la empresa asociada cuando usted utilice ese servicio.",
        "Atender sus solicitudes, dudas, quejas y el ejercicio de sus derechos.",
        "Prevenir fraudes, abusos y accesos no autorizados, y cumplir las obligaciones legales aplicables.",
      ],
      paragraphsAfter: [
        "Adicionalmente, podremos utilizar sus datos para las siguientes finalidades secundarias, que no son necesarias para el servicio pero nos permiten mejorarlo: enviarle boletines con artículos del blog y novedades de la plataforma; realizar encuestas de satisfacción; y elaborar estadísticas sobre el uso del Sitio, procurando que sean anónimas o agregadas.",
        "Si no desea que sus datos se traten para estas finalidades secundarias, puede indicarlo en cualquier momento mediante el enlace para darse de baja que incluye cada boletín o escribiendo al correo de contacto que aparece al pie de esta página. Su negativa no será motivo para negarle el servicio.",
      ],
    },
    {
      id: "fundamento-y-consentimiento",
      title: "5. Fundamento y consentimiento",
      paragraphs: [
        "Tratamos sus datos personales con base en el consentimiento que usted otorga al registrarse y al utilizar el Sitio después de haber tenido a su disposición este aviso, así como para cumplir las obligaciones derivadas de la relación jurídica que se establece con usted y las obligaciones que nos imponen las leyes.",
        "Para los datos personales sensibles, así como para los datos financieros o patrimoniales, solicitaremos su consentimiento expreso en los términos de la LFPDPPP. Usted puede revocar su consentimiento conforme a lo descrito en la sección 9.",
      ],
    },
    {
      id: "transferencias",
      title: "6. Remisiones y transferencias de datos",
      paragraphs: [
        "Para operar el Sitio compartimos datos personales con proveedores que los tratan por nuestra cuenta y conforme a nuestras instrucciones (encargados), sin que puedan usarlos para fines propios:",
      ],
      items: [
        "Proveedores de alojamiento web, bases de datos e infraestructura en la nube, que pueden estar ubicados dentro o fuera de México.",
        "Proveedores de envío de correo electrónico, para los mensajes de verificación, avisos y boletines.",
        "Procesadores de pagos, para los servicios premium contratados por los médicos.",
      ],
      paragraphsAfter: [
        "Además, podremos transferir datos personales a los siguientes terceros:",
        "A la empresa asociada que presta el servicio de agenda de citas, únicamente cuando usted decida utilizar ese servicio y con los datos necesarios para gestionar la cita (por ejemplo, nombre, teléfono, correo electrónico y médico elegido).",
        "A las autoridades competentes, cuando exista una obligación legal, un requerimiento fundado o sea necesario para el reconocimiento, ejercicio o defensa de un derecho en un proceso judicial, conforme al artículo 37 de la LFPDPPP.",
        "Las transferencias que, conforme a la ley, requieran su consentimiento solo se realizarán si usted lo otorga; se lo solicitaremos en el momento oportuno y de forma expresa. Si no manifiesta su negativa cuando se le informe de una transferencia que requiera consentimiento tácito, se entenderá que lo otorga.",
      ],
    },
    {
      id: "cookies",
      title: "7. Cookies y tecnologías similares",
      paragraphs: [
        "El Sitio utiliza una cookie de sesión necesaria para mantener su sesión iniciada y proteger su cuenta. Sin ella, funciones como iniciar sesión, escribir reseñas o enviar mensajes no pueden funcionar. Esta cookie no se usa para fines publicitarios.",
        "Podemos utilizar también almacenamiento local del navegador para recordar preferencias, como los mensajes de ayuda que ya vio, y registros técnicos de seguridad. No utilizamos cookies publicitarias ni compartimos información de navegación con redes de publicidad.",
        "Puede eliminar o bloquear las cookies desde la configuración de su navegador; si bloquea la cookie de sesión, no podrá iniciar sesión en el Sitio.",
      ],
    },
    {
      id: "derechos-arco",
      title: "8. Derechos ARCO",
      paragraphs: [
        "Usted tiene derecho a conocer qué datos personales tenemos de usted, para qué los utilizamos y las condiciones del uso que les damos (Acceso); a solicitar la corrección de su información cuando esté desactualizada, sea inexacta o incompleta (Rectificación); a que la eliminemos de nuestros registros o bases de datos cuando considere que no está siendo utilizada conforme a los principios y deberes previstos en la ley (Cancelación); y a oponerse al uso de sus datos para fines específicos (Oposición). Estos derechos se conocen como derechos ARCO.",
        "Para ejercer cualquiera de los derechos ARCO, envíe su solicitud al correo de contacto que aparece al pie de esta página. La solicitud deberá contener:",
      ],
      items: [
        "Su nombre completo y un correo electrónico u otro medio para comunicarle la respuesta.",
        "Los documentos que acrediten su identidad (por ejemplo, una copia de su credencial para votar, pasaporte o cédula profesional) o, en su caso, la representación legal de quien actúe en su nombre, mediante instrumento público o carta poder firmada ante dos testigos.",
        "La descripción clara y precisa de los datos personales respecto de los que busca ejercer alguno de los derechos ARCO y del derecho que desea ejercer.",
        "Cualquier otro documento o elemento que facilite la localización de sus datos personales, como el correo con el que se registró.",
        "En el caso de solicitudes de rectificación, las modificaciones que solicita y la documentación que sustente su petición.",
      ],
      paragraphsAfter: [
        "Si la solicitud no incluye toda la información o los documentos necesarios, se lo notificaremos dentro de los 3 días hábiles siguientes a su recepción. Usted contará con 5 días hábiles a partir de esa notificación para proporcionarlos; si no lo hace en ese plazo, la solicitud se tendrá por no presentada, sin perjuicio de que pueda presentar una nueva.",
        "Le comunicaremos la determinación adoptada en un plazo máximo de 20 días hábiles contados desde la fecha en que recibimos su solicitud completa. Si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes a la fecha en que le comuniquemos la respuesta, conforme a la LFPDPPP. Estos plazos podrán ampliarse una sola vez por un periodo igual cuando lo justifiquen las circunstancias del caso, lo cual le notificaremos.",
        "La respuesta se enviará al correo electrónico que nos indique. El ejercicio de los derechos ARCO es gratuito; solo podrán cobrarse los gastos justificados de envío o de reproducción de documentos, cuando así proceda conforme a la ley.",
        "Algunos datos pueden conservarse aun después de una cancelación cuando una ley lo exija o sean necesarios para la defensa de derechos; por ejemplo, el historial de moderación de reseñas. En esos casos quedarán bloqueados y solo se utilizarán para esos fines.",
      ],
    },
    {
      id: "revocacion-del-consentimiento",
      title: "9. Revocación del consentimiento",
      paragraphs: [
        "Usted puede revocar en cualquier momento el consentimiento que nos haya otorgado para el tratamiento de sus datos personales. Sin embargo, en algunos casos no podremos atender su solicitud o concluir el uso de forma inmediata, ya que alguna obligación legal puede requerir que sigamos tratando sus datos. Asimismo, la revocación puede implicar que no podamos seguir prestándole el servicio que solicitó, por ejemplo, si revoca el consentimiento para el tratamiento de los datos necesarios para mantener su cuenta.",
        "Para revocar su consentimiento, siga el mismo procedimiento, con los mismos requisitos y plazos, que se describe para los derechos ARCO en la sección anterior.",
      ],
    },
    {
      id: "limitar-uso-y-divulgacion",
      title: "10. Opciones para limitar el uso o la divulgación de sus datos",
      paragraphs: [
        "Además de los derechos ARCO, usted puede limitar el uso y la divulgación de sus datos personales de las siguientes formas:",
      ],
      items: [
        "Darse de baja de los boletines y comunicaciones opcionales mediante el enlace incluido en cada correo.",
        "Editar sus reseñas y administrar sus favoritos desde su cuenta.",
        "Solicitar su inscripción en el Registro Público para Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor (PROFECO), con el fin de que sus datos no se utilicen para fines mercadotécnicos o publicitarios por teléfono.",
        "Escribirnos al correo de contacto para solicitar su inclusión en nuestro listado de exclusión propio.",
      ],
    },
    {
      id: "medidas-de-seguridad",
      title: "11. Medidas de seguridad",
      paragraphs: [
        "Hemos adoptado medidas de seguridad administrativas, técnicas y físicas para proteger sus datos personales contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado. Entre otras: cifrado de las comunicaciones mediante HTTPS, almacenamiento de contraseñas con algoritmos de cifrado irreversibles, control de acceso a la información según las funciones de cada persona, registros de actividad y copias de seguridad.",
        "Ningún sistema es completamente infalible. Si ocurriera una vulneración de seguridad que afecte de forma significativa sus derechos patrimoniales o morales, se lo informaremos de inmediato para que pueda tomar las medidas correspondientes.",
      ],
    },
    {
      id: "conservacion-de-datos",
      title: "12. Conservación de los datos",
      paragraphs: [
        "Conservaremos sus datos personales mientras su cuenta esté activa y durante el tiempo necesario para cumplir las finalidades descritas en este aviso. Cuando solicite la cancelación de su cuenta, sus datos se bloquearán y después se suprimirán, salvo aquellos que debamos conservar por disposición legal (por ejemplo, información fiscal de los servicios pagados) o para atender posibles responsabilidades, durante los plazos de prescripción aplicables.",
        "Las reseñas publicadas podrán conservarse de forma disociada, sin datos que permitan identificar a su autor, para mantener la integridad de la información del directorio.",
      ],
    },
    {
      id: "menores-de-edad",
      title: "13. Menores de edad",
      paragraphs: [
        "El Sitio está dirigido a personas mayores de 18 años. No recabamos de forma intencional datos personales de menores de edad. Si un menor utiliza la plataforma, deberá hacerlo por conducto de su padre, madre o tutor. Si detectamos que hemos recabado datos de un menor sin el consentimiento de su representante, los eliminaremos.",
      ],
    },
    {
      id: "cambios-al-aviso",
      title: "14. Cambios al aviso de privacidad",
      paragraphs: [
        "Este aviso de privacidad puede modificarse por cambios legales, por nuestras propias necesidades o por cambios en el servicio. Cualquier modificación se publicará en esta página, con la fecha de su última actualización. Cuando los cambios sean relevantes, por ejemplo, si se añaden nuevas finalidades o transferencias que requieran su consentimiento, también se lo informaremos por correo electrónico o mediante un aviso en el Sitio.",
      ],
    },
    {
      id: "autoridad",
      title: "15. Autoridad en materia de protección de datos",
      paragraphs: [
        "Si considera que su derecho a la protección de datos personales ha sido vulnerado por alguna conducta nuestra, o que no hemos atendido debidamente su solicitud, puede acudir al Instituto Nacional de Transparencia, Acceso a la Información y Protección de Datos Personales (INAI) o a la autoridad que asuma sus funciones conforme a la legislación vigente, para presentar la queja o denuncia correspondiente.",
      ],
    },
  ],
};
