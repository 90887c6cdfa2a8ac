/** The home page's five questions (spec: FAQ with structured data; prices from section 9). */
export const HOME_FAQ = [
  {
    question: "¿Cómo sé que un médico del directorio está verificado?",
    answer:
      "Mostramos la insignia de cédula verificada solo cuando comprobamos la cédula profesional del médico en el registro de la Secretaría de Educación Pública o un administrador la validó. Puedes consultar tú mismo cualquier cédula en el Registro Nacional de Profesionistas.",
  },
  {
    question: "¿Cuánto cuesta una consulta médica?",
    answer:
      "Depende del médico y de la ciudad. Como referencia, una consulta de medicina general suele costar entre $400 y $800 MXN, y una consulta con especialista entre $800 y $2,500 MXN. Cada perfil muestra el precio desde el que atiende el médico.",
  },
  {
    question: "¿Puedo buscar un médico por mis síntomas?",
    answer:
      "Sí. Escribe lo que sientes y activa la Búsqueda Inteligente: te sugerimos las especialidades que suelen atender esos síntomas. Es una orientación, no un diagnóstico; ante una emergencia llama al 911.",
  },
  {
    question: "¿Las opiniones de los pacientes son reales?",
    answer:
      "Solo los pacientes con una cuenta verificada por correo electrónico pueden escribir reseñas, y cada reseña queda registrada con su historial de moderación. Así evitamos opiniones falsas o anónimas.",
  },
  {
    question: "¿Usar el directorio tiene algún costo para los pacientes?",
    answer:
      "No. Buscar médicos, comparar perfiles, leer opiniones y contactar al consultorio es gratuito. El pago de la consulta se acuerda directamente con el médico.",
  },
] as const;

export function faqJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
