/** Every Spanish word booking says to a person, in one place (API errors, forms, pages). */
export const BOOKING_MESSAGES = {
  // Availability
  fromDate: "Indica una fecha de inicio válida (AAAA-MM-DD).",
  days: "Puedes consultar de 1 a 31 días a la vez.",
  noAgenda:
    "Este médico no agenda citas en línea. Puedes llamar a su consultorio o enviarle un mensaje.",
  // Booking
  visitType: "Elige el tipo de consulta.",
  office: "Elige dónde será la consulta.",
  start: "Elige un horario disponible.",
  reason: "Cuéntale al médico el motivo de tu consulta (de 3 a 500 caracteres).",
  reminderPhone:
    "Escribe un celular de México de 10 dígitos para recibir los recordatorios, o déjalo vacío.",
  slotTaken: "Ese horario se acaba de ocupar. Elige otro de los siguientes horarios disponibles.",
  slotInPast: "Ese horario ya pasó. Elige uno de los próximos horarios disponibles.",
  slotOutsideHours:
    "Ese horario no está en la agenda del médico. Elige uno de los horarios disponibles.",
  slotTooSoon: "Ese horario está demasiado próximo: el médico pide reservar con más anticipación.",
  slotTooFar:
    "Ese horario todavía no está abierto: el médico abre su agenda con menos anticipación.",
  emailNotVerified: "Confirma tu correo electrónico para agendar citas.",
  patientsOnly: "Solo los pacientes pueden agendar citas. Entra con tu cuenta de paciente.",
  ownListing: "No puedes agendar una cita en tu propio perfil.",
  tooManyUpcoming:
    "Ya tienes el máximo de citas próximas. Cancela o espera a que pase alguna para agendar otra.",
  tooManyWithDoctor:
    "Ya tienes una cita próxima con este médico. Puedes cambiarla desde «Mis citas».",
  tooManyNoShows:
    "Tu cuenta no puede agendar en línea por ahora porque faltaste a varias citas sin cancelar. Llama al consultorio para agendar.",
  idempotencyKey: "La clave de idempotencia no es válida.",
  // After booking
  notFound: "No encontramos esa cita.",
  notCancellable: "Esta cita ya no se puede cancelar.",
  outsideCancellationWindow:
    "El médico pide cancelar o cambiar con al menos {hours} h de anticipación. Llama al consultorio.",
  notReschedulable: "Esta cita ya no se puede cambiar.",
  cancelMessage: "Escribe un mensaje para el paciente (hasta 500 caracteres).",
  notPastYet: "Solo puedes marcar la asistencia cuando la cita ya comenzó.",
  attendanceCancelled: "Esta cita fue cancelada: no se puede marcar su asistencia.",
  notConfirmable: "Esta cita ya no se puede confirmar.",
  // Agenda
  agendaNeedsVerifiedLicense:
    "Para publicar tu agenda necesitas una cédula profesional verificada.",
  agendaNeedsVisitTypes:
    "Agrega al menos un tipo de consulta y un horario antes de publicar tu agenda.",
  visitTypeName: "El nombre del tipo de consulta debe tener de 3 a 80 caracteres.",
  duration: "La duración debe ser de 5 a 480 minutos.",
  price: "El precio debe ser un número entero de pesos, de 0 a 1,000,000.",
  modality: "Elige si la consulta es presencial o por videollamada.",
  kind: "Elige si es primera vez, seguimiento o ambas.",
  officeName: "El nombre del consultorio debe tener de 2 a 120 caracteres.",
  timeZone: "Elige una zona horaria de México.",
  weekday: "Elige un día de la semana.",
  hours: "Indica un horario válido: la hora de inicio debe ser anterior a la de fin.",
  hoursOverlap: "Los horarios de un mismo día y consultorio no pueden encimarse.",
  exceptionDates: "Indica fechas válidas: la fecha de inicio no puede ser posterior a la de fin.",
  exceptionLabel: "Describe la excepción (de 2 a 80 caracteres).",
  gap: "El descanso entre consultas debe ser de 0 a 120 minutos.",
  notice: "La anticipación mínima debe ser de 0 a 336 horas.",
  horizon: "El horizonte debe ser de 1 a 365 días.",
  cancellationWindow: "El plazo de cancelación debe ser de 0 a 168 horas.",
  block: "Indica un bloqueo válido: el inicio debe ser anterior al fin.",
  blockOverlapsAppointment:
    "Ese bloqueo se encima con una cita agendada. Cancélala primero si no podrás atenderla.",
  feedNotFound: "Este calendario ya no existe o fue revocado.",
  agendaSignIn: "Inicia sesión para administrar tu agenda.",
  agendaNoListing: "Tu cuenta no tiene un perfil de médico.",
  officeNotFound: "No encontramos ese consultorio en tu agenda.",
  visitTypeNotFound: "No encontramos ese tipo de consulta en tu agenda.",
  exceptionNotFound: "No encontramos esa excepción en tu agenda.",
  blockNotFound: "No encontramos ese bloqueo en tu agenda.",
  // Words the agenda writes for the doctor (imported offices, the calendar feed)
  teleconsultationOffice: "Teleconsulta",
  listingOffice: "Consultorio",
  feedName: "Citas de {name}",
  feedSummary: "Consulta: {visitType} · {patient}",
  feedOnline: "Teleconsulta",
  feedDescription: "Los datos de la cita están en tu panel: {url}",
} as const;

export type BookingMessage = keyof typeof BOOKING_MESSAGES;

/** The words of a message with its {placeholders} filled in. */
export function bookingMessage(
  key: BookingMessage,
  values: Record<string, string | number> = {},
): string {
  return BOOKING_MESSAGES[key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? `{${name}}`),
  );
}
