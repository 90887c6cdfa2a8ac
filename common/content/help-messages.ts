/**
 * The help bubble's messages (public-side 2 and 4), one per route. Kept apart from the help
 * centre's questions because every page may load it after it is shown.
 */
export interface HelpMessage {
  id: string;
  route: string;
  title: string;
  message: string;
  showOnce?: boolean;
  position?: "bottom-right" | "bottom-left";
}

export const HELP_MESSAGES: HelpMessage[] = [
  {
    id: "help-home",
    route: "/",
    title: "¡Hola! ¿Buscas médico?",
    message:
      "Busca por especialidad, ciudad o voz con el botón del micrófono. Si no sabes a qué especialista acudir, pregúntale a Dr. Salud, nuestro asistente: te orienta, aunque no sustituye una consulta.",
    showOnce: true,
    position: "bottom-right",
  },
  {
    id: "help-patient-signup",
    route: "/registro-paciente",
    title: "Crea tu cuenta en un minuto",
    message:
      "Con tu cuenta puedes escribir reseñas, enviar mensajes a los médicos y guardar tus favoritos. Al terminar, revisa tu correo y confirma tu dirección para activar todas las funciones.",
    showOnce: true,
    position: "bottom-right",
  },
  {
    id: "help-profile",
    route: "/profesional/",
    title: "¿Te interesa este médico?",
    message:
      "Llama al consultorio o escríbele por WhatsApp desde este perfil. Lee las reseñas de otros pacientes y guárdalo en tus favoritos con el corazón para encontrarlo después.",
    showOnce: true,
    position: "bottom-right",
  },
  {
    id: "help-login",
    route: "/login",
    title: "¿Problemas para entrar?",
    message:
      "Inicia sesión con tu correo o con Google. Si aún no tienes cuenta, regístrate gratis. ¿No te llegó el correo de verificación? Revisa tu carpeta de spam o pide que te lo reenviemos.",
    showOnce: true,
    position: "bottom-right",
  },
];
