// Spanish (es-MX) text content for the demo-data generator.
// Everything here is fictional demo data: hospitals, offices, reviews and prices are
// plausible but invented. Institutions are real Mexican universities with medical schools.
// Self-contained on purpose: no imports.

/** A service offered by a provider; prices are integer amounts in MXN. */
export interface ServiceTemplate {
  name: string;
  min: number;
  max: number;
  description?: string;
}

/**
 * Services per specialty slug. The first item is always the first-time consultation.
 * Consultations: 400-800 MXN for general/family medicine, 800-2500 MXN for specialists,
 * 500-1500 MXN for psychology and nutrition.
 */
export const SERVICES_BY_SPECIALTY: Record<string, ServiceTemplate[]> = {
  cardiologia: [
    {
      name: "Consulta de primera vez",
      min: 1000,
      max: 1800,
      description:
        "Valoración cardiovascular completa con revisión de antecedentes y estudios previos.",
    },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    { name: "Electrocardiograma en reposo", min: 500, max: 900 },
    {
      name: "Ecocardiograma transtorácico",
      min: 2500,
      max: 4500,
      description: "Estudio de ultrasonido del corazón con reporte interpretado el mismo día.",
    },
    { name: "Prueba de esfuerzo", min: 2800, max: 4800 },
    { name: "Monitoreo Holter de 24 horas", min: 2200, max: 3800 },
    { name: "Monitoreo ambulatorio de presión arterial (MAPA)", min: 2000, max: 3500 },
  ],
  psicologia: [
    {
      name: "Consulta de primera vez (entrevista de evaluación)",
      min: 600,
      max: 1200,
      description: "Primera entrevista para conocer el motivo de consulta y definir objetivos.",
    },
    { name: "Sesión de psicoterapia individual", min: 600, max: 1500 },
    { name: "Sesión de psicoterapia en línea", min: 600, max: 1300 },
    { name: "Sesión de terapia de pareja", min: 900, max: 1500 },
    { name: "Sesión de terapia familiar", min: 900, max: 1500 },
    {
      name: "Evaluación psicométrica",
      min: 2500,
      max: 6000,
      description: "Aplicación e interpretación de pruebas, con entrega de informe por escrito.",
    },
  ],
  pediatria: [
    { name: "Consulta de primera vez", min: 800, max: 1400 },
    { name: "Consulta de control del niño sano", min: 800, max: 1200 },
    {
      name: "Valoración del recién nacido",
      min: 900,
      max: 1500,
      description: "Revisión completa del bebé en sus primeras semanas de vida.",
    },
    { name: "Teleconsulta pediátrica", min: 800, max: 1100 },
    { name: "Aplicación de vacuna (no incluye biológico)", min: 250, max: 500 },
    { name: "Nebulización en consultorio", min: 250, max: 500 },
    { name: "Certificado médico escolar", min: 300, max: 600 },
  ],
  dermatologia: [
    { name: "Consulta de primera vez", min: 900, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    {
      name: "Dermatoscopia digital (revisión de lunares)",
      min: 1200,
      max: 2500,
      description: "Revisión detallada de lunares con registro fotográfico para seguimiento.",
    },
    { name: "Crioterapia de lesiones cutáneas", min: 900, max: 2500 },
    { name: "Biopsia de piel", min: 2000, max: 4500 },
    { name: "Extirpación de lesión cutánea", min: 3500, max: 9000 },
    { name: "Peeling químico superficial", min: 1200, max: 2800 },
  ],
  ginecologia: [
    { name: "Consulta de primera vez", min: 900, max: 1600 },
    { name: "Consulta de control prenatal", min: 900, max: 1500 },
    { name: "Citología cervical (Papanicolaou)", min: 450, max: 900 },
    { name: "Colposcopia", min: 1200, max: 2500 },
    { name: "Ultrasonido pélvico", min: 900, max: 1800 },
    { name: "Ultrasonido obstétrico", min: 1000, max: 2000 },
    {
      name: "Colocación de DIU",
      min: 1500,
      max: 3500,
      description: "Incluye valoración previa; el dispositivo se cotiza por separado.",
    },
  ],
  "medicina-general": [
    {
      name: "Consulta de primera vez",
      min: 400,
      max: 700,
      description: "Valoración general, exploración física y orientación sobre estudios.",
    },
    { name: "Consulta subsecuente", min: 400, max: 600 },
    { name: "Teleconsulta", min: 400, max: 600 },
    { name: "Certificado médico", min: 300, max: 600 },
    { name: "Curación de heridas", min: 300, max: 800 },
    { name: "Retiro de puntos", min: 250, max: 500 },
    { name: "Aplicación de medicamento inyectable (con receta)", min: 100, max: 250 },
  ],
  traumatologia: [
    { name: "Consulta de primera vez", min: 900, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    { name: "Colocación de férula o yeso", min: 1500, max: 3500 },
    { name: "Retiro de yeso", min: 500, max: 900 },
    { name: "Infiltración articular", min: 1800, max: 4000 },
    {
      name: "Artroscopia de rodilla",
      min: 25000,
      max: 45000,
      description: "Honorarios del cirujano; no incluye gastos hospitalarios.",
    },
  ],
  neurologia: [
    { name: "Consulta de primera vez", min: 1000, max: 2000 },
    { name: "Consulta subsecuente", min: 900, max: 1500 },
    { name: "Electroencefalograma", min: 1800, max: 3500 },
    { name: "Electromiografía y velocidad de conducción nerviosa", min: 2500, max: 5000 },
    {
      name: "Estudio de sueño (polisomnografía)",
      min: 5500,
      max: 9500,
      description: "Estudio nocturno en laboratorio de sueño con reporte interpretado.",
    },
  ],
  oftalmologia: [
    { name: "Consulta de primera vez", min: 800, max: 1500 },
    { name: "Examen de la vista y graduación", min: 500, max: 1000 },
    { name: "Medición de presión intraocular", min: 300, max: 600 },
    { name: "Fondo de ojo con dilatación pupilar", min: 600, max: 1200 },
    { name: "Campimetría computarizada", min: 900, max: 1800 },
    { name: "Tomografía de coherencia óptica (OCT)", min: 1500, max: 3000 },
    {
      name: "Cirugía de catarata por facoemulsificación (por ojo)",
      min: 18000,
      max: 35000,
      description: "Honorarios médicos; el lente intraocular se cotiza por separado.",
    },
  ],
  otorrinolaringologia: [
    { name: "Consulta de primera vez", min: 900, max: 1600 },
    { name: "Lavado de oídos", min: 500, max: 1000 },
    { name: "Audiometría tonal", min: 700, max: 1400 },
    { name: "Timpanometría", min: 500, max: 1000 },
    { name: "Nasofibrolaringoscopia", min: 1500, max: 3000 },
    {
      name: "Septoplastia",
      min: 20000,
      max: 40000,
      description: "Honorarios del cirujano; no incluye gastos hospitalarios.",
    },
  ],
  urologia: [
    { name: "Consulta de primera vez", min: 900, max: 1700 },
    { name: "Consulta subsecuente", min: 800, max: 1300 },
    { name: "Ultrasonido renal y vesical", min: 1000, max: 1900 },
    { name: "Uroflujometría", min: 900, max: 1600 },
    { name: "Cistoscopia", min: 3500, max: 7000 },
    { name: "Vasectomía sin bisturí", min: 5000, max: 9000 },
  ],
  gastroenterologia: [
    { name: "Consulta de primera vez", min: 1000, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    {
      name: "Endoscopia superior diagnóstica",
      min: 4500,
      max: 8500,
      description: "Incluye sedación a cargo de anestesiólogo y reporte con imágenes.",
    },
    { name: "Colonoscopia diagnóstica", min: 6000, max: 12000 },
    { name: "Prueba de aliento para Helicobacter pylori", min: 1200, max: 2200 },
    { name: "Elastografía hepática", min: 1800, max: 3500 },
  ],
  endocrinologia: [
    { name: "Consulta de primera vez", min: 1000, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    { name: "Ultrasonido de tiroides", min: 1000, max: 2000 },
    { name: "Biopsia de tiroides por aspiración con aguja fina", min: 3000, max: 6000 },
    { name: "Hemoglobina glucosilada (HbA1c) en consultorio", min: 300, max: 600 },
    {
      name: "Programa de control de diabetes (3 consultas)",
      min: 2400,
      max: 4500,
      description: "Tres consultas de seguimiento con revisión de registros de glucosa.",
    },
  ],
  neumologia: [
    { name: "Consulta de primera vez", min: 1000, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    { name: "Espirometría", min: 1000, max: 2000 },
    { name: "Prueba de caminata de 6 minutos", min: 800, max: 1500 },
    { name: "Oximetría nocturna", min: 1200, max: 2500 },
    { name: "Broncoscopia", min: 7000, max: 15000 },
  ],
  reumatologia: [
    { name: "Consulta de primera vez", min: 1100, max: 2000 },
    { name: "Consulta subsecuente", min: 900, max: 1500 },
    { name: "Infiltración articular", min: 1800, max: 3800 },
    { name: "Artrocentesis diagnóstica", min: 1500, max: 3200 },
    { name: "Ultrasonido musculoesquelético", min: 1200, max: 2500 },
    { name: "Densitometría ósea", min: 900, max: 1800 },
  ],
  oncologia: [
    {
      name: "Consulta de primera vez",
      min: 1500,
      max: 2500,
      description: "Revisión de diagnóstico, estudios de patología e imagen, y plan de manejo.",
    },
    { name: "Consulta subsecuente", min: 1000, max: 2000 },
    { name: "Consulta de segunda opinión", min: 1500, max: 2500 },
    { name: "Valoración de riesgo hereditario de cáncer", min: 1500, max: 2500 },
    {
      name: "Aplicación de quimioterapia (honorarios por sesión)",
      min: 2500,
      max: 6000,
      description: "Supervisión médica de la sesión; no incluye medicamentos.",
    },
  ],
  psiquiatria: [
    { name: "Consulta de primera vez", min: 1200, max: 2500 },
    { name: "Consulta subsecuente", min: 900, max: 1800 },
    { name: "Teleconsulta psiquiátrica", min: 900, max: 1800 },
    { name: "Sesión de psicoterapia breve", min: 900, max: 1800 },
    { name: "Evaluación de TDAH en adultos", min: 2500, max: 5000 },
    { name: "Certificado de salud mental", min: 1000, max: 2000 },
  ],
  odontologia: [
    {
      name: "Consulta de primera vez y plan de tratamiento",
      min: 800,
      max: 1200,
      description: "Revisión completa de la boca, radiografías iniciales y presupuesto.",
    },
    { name: "Limpieza dental (profilaxis)", min: 600, max: 1200 },
    { name: "Resina dental (por pieza)", min: 800, max: 1600 },
    { name: "Extracción simple", min: 800, max: 1500 },
    { name: "Endodoncia unirradicular", min: 3000, max: 5000 },
    { name: "Blanqueamiento dental en consultorio", min: 3500, max: 7000 },
    { name: "Corona de zirconia", min: 6000, max: 11000 },
  ],
  nutriologia: [
    {
      name: "Consulta de primera vez (evaluación nutricional)",
      min: 600,
      max: 1100,
      description: "Historia clínica nutricional, mediciones corporales y objetivos iniciales.",
    },
    { name: "Consulta de seguimiento", min: 500, max: 900 },
    { name: "Análisis de composición corporal (bioimpedancia)", min: 300, max: 600 },
    { name: "Plan de alimentación personalizado", min: 800, max: 1500 },
    { name: "Asesoría en nutrición deportiva", min: 700, max: 1300 },
    { name: "Paquete de 4 consultas de seguimiento", min: 2000, max: 3400 },
  ],
  "medicina-interna": [
    { name: "Consulta de primera vez", min: 900, max: 1700 },
    { name: "Consulta subsecuente", min: 800, max: 1300 },
    { name: "Valoración preoperatoria", min: 1000, max: 2000 },
    {
      name: "Chequeo médico integral",
      min: 2500,
      max: 6000,
      description: "Consulta extendida con estudios de laboratorio básicos y electrocardiograma.",
    },
    { name: "Electrocardiograma en reposo", min: 500, max: 900 },
    { name: "Visita a paciente hospitalizado", min: 1500, max: 2500 },
  ],
  "cirugia-general": [
    { name: "Consulta de primera vez", min: 900, max: 1600 },
    { name: "Consulta postoperatoria", min: 800, max: 1200 },
    { name: "Drenaje de absceso", min: 2000, max: 5000 },
    { name: "Resección de lipoma", min: 4000, max: 9000 },
    { name: "Hernioplastia inguinal", min: 18000, max: 35000 },
    {
      name: "Colecistectomía laparoscópica",
      min: 25000,
      max: 45000,
      description: "Honorarios del cirujano; no incluye gastos hospitalarios.",
    },
    { name: "Apendicectomía laparoscópica", min: 22000, max: 42000 },
  ],
  nefrologia: [
    { name: "Consulta de primera vez", min: 1000, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    { name: "Ultrasonido renal", min: 1000, max: 1900 },
    { name: "Monitoreo ambulatorio de presión arterial (MAPA)", min: 1800, max: 3200 },
    {
      name: "Sesión de hemodiálisis",
      min: 2200,
      max: 3800,
      description: "Costo por sesión en unidad de hemodiálisis asociada.",
    },
    { name: "Valoración para trasplante renal", min: 1500, max: 2500 },
  ],
  angiologia: [
    { name: "Consulta de primera vez", min: 1000, max: 1800 },
    { name: "Ultrasonido Doppler venoso de miembros inferiores", min: 1800, max: 3500 },
    { name: "Ultrasonido Doppler arterial", min: 1800, max: 3500 },
    { name: "Escleroterapia de várices (por sesión)", min: 2000, max: 4500 },
    { name: "Curación de úlcera vascular", min: 800, max: 1800 },
    {
      name: "Ablación endovenosa con láser (por pierna)",
      min: 25000,
      max: 45000,
      description: "Honorarios del cirujano; no incluye gastos hospitalarios.",
    },
  ],
  "cirugia-plastica": [
    {
      name: "Consulta de primera vez (valoración)",
      min: 1000,
      max: 2000,
      description: "Valoración, explicación de opciones, riesgos esperados y presupuesto.",
    },
    { name: "Aplicación de toxina botulínica (por zona)", min: 3500, max: 7000 },
    { name: "Aplicación de ácido hialurónico (por jeringa)", min: 5000, max: 9000 },
    { name: "Revisión de cicatriz", min: 8000, max: 18000 },
    { name: "Blefaroplastia", min: 25000, max: 45000 },
    {
      name: "Rinoplastia",
      min: 30000,
      max: 45000,
      description: "Honorarios del cirujano; no incluye gastos hospitalarios ni anestesia.",
    },
    { name: "Liposucción (por zona)", min: 28000, max: 45000 },
  ],
  alergologia: [
    { name: "Consulta de primera vez", min: 1000, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1300 },
    {
      name: "Pruebas cutáneas de alergia",
      min: 2000,
      max: 4000,
      description: "Panel de alérgenos ambientales y alimentarios con lectura en la misma cita.",
    },
    { name: "Prueba de parche", min: 2500, max: 4500 },
    { name: "Espirometría", min: 1000, max: 1800 },
    { name: "Inmunoterapia con alérgenos (costo mensual)", min: 1200, max: 2500 },
  ],
  geriatria: [
    {
      name: "Consulta de primera vez (valoración geriátrica integral)",
      min: 1000,
      max: 2000,
      description: "Evaluación de salud física, memoria, estado de ánimo y funcionalidad.",
    },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    { name: "Visita médica a domicilio", min: 1500, max: 2500 },
    { name: "Evaluación cognitiva", min: 1500, max: 2500 },
    { name: "Revisión integral de medicamentos", min: 800, max: 1500 },
    { name: "Valoración de riesgo de caídas", min: 900, max: 1600 },
  ],
  infectologia: [
    { name: "Consulta de primera vez", min: 1000, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1400 },
    {
      name: "Consulta del viajero",
      min: 1000,
      max: 1800,
      description: "Orientación preventiva y esquema de vacunación según el destino.",
    },
    { name: "Seguimiento de infección por VIH", min: 900, max: 1600 },
    { name: "Aplicación de vacuna (no incluye biológico)", min: 250, max: 500 },
    { name: "Interpretación de cultivos y antibiograma", min: 600, max: 1200 },
  ],
  hematologia: [
    { name: "Consulta de primera vez", min: 1200, max: 2200 },
    { name: "Consulta subsecuente", min: 900, max: 1600 },
    { name: "Revisión de frotis de sangre periférica", min: 600, max: 1200 },
    { name: "Flebotomía terapéutica", min: 1500, max: 3000 },
    { name: "Aspirado de médula ósea", min: 4500, max: 9000 },
    { name: "Biopsia de médula ósea", min: 6000, max: 12000 },
  ],
  "medicina-familiar": [
    {
      name: "Consulta de primera vez",
      min: 450,
      max: 800,
      description: "Valoración integral con enfoque preventivo para toda la familia.",
    },
    { name: "Consulta subsecuente", min: 400, max: 700 },
    { name: "Teleconsulta", min: 400, max: 650 },
    { name: "Control prenatal de bajo riesgo", min: 500, max: 800 },
    { name: "Control del niño sano", min: 450, max: 800 },
    { name: "Certificado médico", min: 300, max: 600 },
    { name: "Chequeo preventivo con laboratorios básicos", min: 1200, max: 2200 },
  ],
  "medicina-fisica-y-rehabilitacion": [
    { name: "Consulta de primera vez", min: 900, max: 1600 },
    { name: "Sesión de terapia física", min: 500, max: 900 },
    { name: "Sesión de rehabilitación neurológica", min: 600, max: 1100 },
    { name: "Electroterapia y ultrasonido terapéutico", min: 400, max: 800 },
    { name: "Aplicación de vendaje neuromuscular", min: 300, max: 600 },
    { name: "Valoración de marcha y postura", min: 900, max: 1600 },
    {
      name: "Programa de rehabilitación postquirúrgica (10 sesiones)",
      min: 4500,
      max: 8500,
      description: "Plan de ejercicios supervisado con revaloración al terminar el programa.",
    },
  ],
  neurocirugia: [
    { name: "Consulta de primera vez", min: 1200, max: 2500 },
    { name: "Consulta subsecuente", min: 1000, max: 1800 },
    { name: "Revisión de estudios de imagen (segunda opinión)", min: 1000, max: 2000 },
    { name: "Bloqueo facetario", min: 8000, max: 18000 },
    { name: "Radiofrecuencia para dolor de columna", min: 15000, max: 30000 },
    {
      name: "Microdiscectomía lumbar",
      min: 35000,
      max: 45000,
      description: "Honorarios del cirujano; no incluye gastos hospitalarios.",
    },
  ],
  coloproctologia: [
    { name: "Consulta de primera vez", min: 1000, max: 1800 },
    { name: "Consulta subsecuente", min: 800, max: 1300 },
    { name: "Anoscopia", min: 1000, max: 2000 },
    { name: "Rectosigmoidoscopia flexible", min: 3500, max: 6500 },
    { name: "Ligadura de hemorroides con banda elástica", min: 3500, max: 7000 },
    { name: "Esfinterotomía lateral interna", min: 15000, max: 30000 },
    { name: "Hemorroidectomía", min: 18000, max: 35000 },
  ],
};

/**
 * Opening sentences per specialty slug, third person and gender-neutral.
 * Placeholders: {specialist} (e.g. "cardióloga", "médico general"), {city}.
 */
export const BIO_OPENINGS: Record<string, string[]> = {
  cardiologia: [
    "Es {specialist} en {city} y su práctica se centra en la prevención, el diagnóstico y el control de las enfermedades del corazón y los vasos sanguíneos.",
    "Como {specialist}, atiende a pacientes con hipertensión arterial, arritmias, insuficiencia cardiaca y colesterol elevado, con especial atención a la prevención.",
    "Desde su consultorio de {specialist} en {city}, realiza valoraciones cardiovasculares completas y da seguimiento cercano a personas con factores de riesgo cardiaco.",
    "Su trabajo como {specialist} incluye la interpretación de electrocardiogramas, ecocardiogramas y pruebas de esfuerzo para orientar cada decisión de tratamiento.",
    "Ejerce como {specialist} en {city} y realiza valoraciones de riesgo cardiovascular antes de cirugías, en coordinación con otros especialistas.",
  ],
  psicologia: [
    "Es {specialist} en {city} y acompaña a adolescentes y adultos en procesos de ansiedad, estrés, duelo y cambios de vida.",
    "Como {specialist}, trabaja con un enfoque cognitivo-conductual y ofrece un espacio de escucha confidencial, respetuoso y libre de juicios.",
    "Su práctica como {specialist} en {city} incluye psicoterapia individual, terapia de pareja y orientación a madres y padres de familia.",
    "Como {specialist}, ayuda a sus pacientes a desarrollar herramientas prácticas para manejar sus emociones, mejorar su comunicación y fortalecer su bienestar.",
  ],
  pediatria: [
    "Es {specialist} en {city} y atiende a recién nacidos, niñas, niños y adolescentes, con énfasis en la prevención y el desarrollo saludable.",
    "Como {specialist}, da seguimiento al crecimiento y desarrollo infantil, al esquema de vacunación y a las enfermedades más frecuentes de la infancia.",
    "Su consulta de {specialist} en {city} está pensada para que las familias resuelvan sus dudas con calma, desde la lactancia hasta la adolescencia.",
    "Como {specialist}, atiende infecciones respiratorias, problemas digestivos, alergias y controles del niño sano con un trato cálido y paciente.",
  ],
  dermatologia: [
    "Es {specialist} en {city} y atiende enfermedades de la piel, el cabello y las uñas en pacientes de todas las edades.",
    "Como {specialist}, tiene especial interés en el acné, la dermatitis, la psoriasis y la detección oportuna del cáncer de piel.",
    "Su práctica como {specialist} en {city} combina la dermatología clínica con procedimientos de consultorio como crioterapia, biopsias y dermatoscopia.",
    "Como {specialist}, promueve el cuidado diario de la piel y la protección solar como base de la salud cutánea.",
  ],
  ginecologia: [
    "Es {specialist} en {city} y acompaña a las mujeres en todas las etapas de su vida, desde la adolescencia hasta la menopausia.",
    "Como {specialist}, atiende control prenatal, planificación familiar, revisiones ginecológicas anuales y trastornos menstruales.",
    "Su práctica como {specialist} en {city} da prioridad a la detección oportuna del cáncer cervicouterino y de mama.",
    "Como {specialist}, ofrece una atención respetuosa y cercana, y explica cada estudio y opción de tratamiento con claridad.",
  ],
  "medicina-general": [
    "Es {specialist} en {city} y atiende padecimientos comunes en pacientes de todas las edades, con un enfoque preventivo.",
    "Como {specialist}, realiza chequeos de rutina, control de enfermedades crónicas como diabetes e hipertensión, y orientación sobre hábitos saludables.",
    "Su consulta de {specialist} en {city} es el primer punto de contacto para valorar síntomas y, cuando hace falta, referir oportunamente con el especialista adecuado.",
    "Como {specialist}, atiende infecciones respiratorias y digestivas, curaciones, certificados médicos y seguimiento de tratamientos.",
  ],
  traumatologia: [
    "Es {specialist} en {city} y atiende lesiones y enfermedades de huesos, articulaciones, músculos y ligamentos.",
    "Como {specialist}, trata fracturas, esguinces, lesiones deportivas y dolor de rodilla, hombro y columna.",
    "Su práctica como {specialist} en {city} privilegia el tratamiento conservador y la rehabilitación, y recurre a la cirugía cuando está indicada.",
    "Como {specialist}, acompaña a sus pacientes desde el diagnóstico hasta el regreso seguro a sus actividades diarias y deportivas.",
  ],
  neurologia: [
    "Es {specialist} en {city} y atiende enfermedades del cerebro, la médula espinal y los nervios periféricos.",
    "Como {specialist}, valora y da seguimiento a pacientes con migraña, epilepsia, enfermedad de Parkinson, neuropatías y trastornos del sueño.",
    "Su práctica como {specialist} en {city} incluye la interpretación de electroencefalogramas y de estudios de neuroconducción.",
    "Como {specialist}, dedica tiempo a explicar cada diagnóstico y a construir con el paciente y su familia un plan de seguimiento a largo plazo.",
  ],
  oftalmologia: [
    "Es {specialist} en {city} y cuida la salud visual de niños, adultos y personas mayores.",
    "Como {specialist}, diagnostica y trata catarata, glaucoma, ojo seco, errores de refracción y complicaciones oculares de la diabetes.",
    "Su consultorio de {specialist} en {city} cuenta con equipo para la evaluación completa del ojo, incluidas campimetría y tomografía de coherencia óptica.",
    "Como {specialist}, insiste en la revisión periódica de la vista como la mejor herramienta para detectar problemas a tiempo.",
  ],
  otorrinolaringologia: [
    "Es {specialist} en {city} y atiende padecimientos de oído, nariz, garganta, cabeza y cuello.",
    "Como {specialist}, trata sinusitis, rinitis, infecciones de oído, pérdida auditiva, vértigo y problemas de la voz.",
    "Su práctica como {specialist} en {city} incluye estudios de audición y endoscopia nasal y laríngea en consultorio.",
    "Como {specialist}, atiende a niños y adultos, y valora con cuidado cuándo un procedimiento quirúrgico puede ser de ayuda.",
  ],
  urologia: [
    "Es {specialist} en {city} y atiende enfermedades de los riñones, las vías urinarias y el aparato reproductor masculino.",
    "Como {specialist}, trata cálculos renales, crecimiento prostático, infecciones urinarias de repetición e incontinencia.",
    "Su práctica como {specialist} en {city} da prioridad a la detección temprana del cáncer de próstata, riñón y vejiga.",
    "Como {specialist}, ofrece una consulta discreta y profesional en la que el paciente puede hablar con confianza de temas sensibles.",
  ],
  gastroenterologia: [
    "Es {specialist} en {city} y atiende enfermedades del esófago, el estómago, el intestino, el hígado y el páncreas.",
    "Como {specialist}, valora reflujo, gastritis, colitis, síndrome de intestino irritable y enfermedades del hígado.",
    "Su práctica como {specialist} en {city} incluye endoscopia y colonoscopia diagnósticas para la detección oportuna de enfermedades digestivas.",
    "Como {specialist}, acompaña a sus pacientes con recomendaciones claras de alimentación y hábitos para cuidar su salud digestiva.",
  ],
  endocrinologia: [
    "Es {specialist} en {city} y atiende trastornos hormonales y metabólicos en pacientes adultos.",
    "Como {specialist}, da seguimiento a diabetes, enfermedades de la tiroides, obesidad, osteoporosis y alteraciones de las glándulas suprarrenales.",
    "Su práctica como {specialist} en {city} se apoya en la educación del paciente para lograr un buen control metabólico a largo plazo.",
    "Como {specialist}, trabaja en coordinación con profesionales de la nutrición y otros especialistas para ofrecer un manejo integral.",
  ],
  neumologia: [
    "Es {specialist} en {city} y atiende enfermedades de los pulmones y las vías respiratorias.",
    "Como {specialist}, trata asma, enfermedad pulmonar obstructiva crónica, neumonías, secuelas respiratorias y apnea del sueño.",
    "Su práctica como {specialist} en {city} incluye espirometría y pruebas de función pulmonar para un diagnóstico preciso.",
    "Como {specialist}, orienta a sus pacientes sobre el uso correcto de inhaladores y los acompaña en el proceso de dejar de fumar.",
  ],
  reumatologia: [
    "Es {specialist} en {city} y atiende enfermedades de las articulaciones, los músculos y el sistema inmunológico.",
    "Como {specialist}, da seguimiento a artritis reumatoide, lupus, gota, osteoartritis, fibromialgia y osteoporosis.",
    "Su práctica como {specialist} en {city} busca un diagnóstico temprano para preservar la movilidad y la calidad de vida.",
    "Como {specialist}, explica con detalle cada tratamiento y acompaña a sus pacientes en el control a largo plazo de enfermedades crónicas.",
  ],
  oncologia: [
    "Es {specialist} en {city} y acompaña a pacientes con cáncer y a sus familias desde el diagnóstico y durante todo el tratamiento.",
    "Como {specialist}, diseña planes de tratamiento individualizados con base en guías clínicas actualizadas y en decisiones compartidas con cada paciente.",
    "Su práctica como {specialist} en {city} se apoya en un equipo multidisciplinario que incluye cirugía oncológica, radioterapia, nutrición y psicología.",
    "Como {specialist}, ofrece segundas opiniones y da especial importancia al control de síntomas y a la calidad de vida.",
  ],
  psiquiatria: [
    "Es {specialist} en {city} y atiende depresión, ansiedad, trastorno bipolar, trastornos del sueño y otros padecimientos de salud mental.",
    "Como {specialist}, combina el tratamiento farmacológico, cuando está indicado, con orientación psicoterapéutica y seguimiento cercano.",
    "Su consulta de {specialist} en {city} ofrece un espacio confidencial y respetuoso para hablar de lo que cada paciente está viviendo.",
    "Como {specialist}, trabaja en coordinación con profesionales de la psicología y con los médicos tratantes para un abordaje integral.",
  ],
  odontologia: [
    "Es {specialist} en {city} y ofrece atención dental integral para niños, adolescentes y adultos.",
    "Como {specialist}, realiza limpiezas, resinas, endodoncias, extracciones y rehabilitación con coronas.",
    "Su consultorio de {specialist} en {city} da prioridad a la prevención y a tratamientos conservadores que cuidan la estructura natural del diente.",
    "Como {specialist}, explica cada tratamiento y entrega un presupuesto por escrito para que el paciente decida con información completa.",
  ],
  nutriologia: [
    "Es {specialist} en {city} y ayuda a sus pacientes a mejorar su alimentación de manera realista y sostenible.",
    "Como {specialist}, diseña planes de alimentación personalizados para control de peso, diabetes, colesterol elevado y salud digestiva.",
    "Su práctica como {specialist} en {city} incluye orientación en nutrición deportiva, alimentación durante el embarazo y alimentación familiar.",
    "Como {specialist}, evita las dietas restrictivas y trabaja en cambios de hábitos que se adapten a la rutina de cada persona.",
  ],
  "medicina-interna": [
    "Es {specialist} en {city} y atiende a pacientes adultos con enfermedades crónicas o con varios padecimientos a la vez.",
    "Como {specialist}, da seguimiento a diabetes, hipertensión y enfermedades del riñón y del hígado, y realiza valoraciones preoperatorias.",
    "Su práctica como {specialist} en {city} se distingue por una visión integral del paciente y por coordinar la atención con otros especialistas.",
    "Como {specialist}, estudia con detalle los síntomas difíciles de explicar y propone un plan de estudios ordenado y razonable.",
  ],
  "cirugia-general": [
    "Es {specialist} en {city} y atiende padecimientos quirúrgicos del abdomen, la pared abdominal y los tejidos blandos.",
    "Como {specialist}, realiza cirugía de vesícula, hernias y apéndice, y resección de lipomas, con preferencia por técnicas de mínima invasión cuando es posible.",
    "Su práctica como {specialist} en {city} incluye una valoración preoperatoria cuidadosa y un seguimiento cercano después de la cirugía.",
    "Como {specialist}, explica con claridad los beneficios, los riesgos y las alternativas de cada procedimiento antes de tomar una decisión.",
  ],
  nefrologia: [
    "Es {specialist} en {city} y atiende enfermedades de los riñones en pacientes adultos.",
    "Como {specialist}, da seguimiento a enfermedad renal crónica, hipertensión de difícil control, cálculos renales y alteraciones de electrolitos.",
    "Su práctica como {specialist} en {city} incluye la atención de pacientes en diálisis y la valoración para trasplante renal.",
    "Como {specialist}, trabaja para detectar a tiempo el daño renal en personas que viven con diabetes o hipertensión.",
  ],
  angiologia: [
    "Es {specialist} en {city} y atiende enfermedades de las arterias, las venas y los vasos linfáticos.",
    "Como {specialist}, trata várices, insuficiencia venosa, úlceras vasculares, pie diabético y enfermedad arterial periférica.",
    "Su práctica como {specialist} en {city} incluye ultrasonido Doppler en consultorio para un diagnóstico preciso.",
    "Como {specialist}, ofrece opciones de tratamiento de mínima invasión y orientación sobre la prevención de la trombosis.",
  ],
  "cirugia-plastica": [
    "Es {specialist} en {city} y realiza cirugía plástica estética y reconstructiva.",
    "Como {specialist}, atiende cirugía de párpados, nariz y contorno corporal, así como reconstrucción después de accidentes o de cirugía oncológica.",
    "Su práctica como {specialist} en {city} da prioridad a la seguridad del paciente y a resultados naturales y proporcionados.",
    "Como {specialist}, dedica la consulta de valoración a escuchar las expectativas del paciente y a explicar con honestidad lo que cada procedimiento puede ofrecer.",
  ],
  alergologia: [
    "Es {specialist} en {city} y atiende alergias respiratorias, alimentarias, cutáneas y a medicamentos en niños y adultos.",
    "Como {specialist}, diagnostica y trata rinitis alérgica, asma, urticaria y dermatitis atópica.",
    "Su práctica como {specialist} en {city} incluye pruebas cutáneas de alergia e inmunoterapia con alérgenos.",
    "Como {specialist}, orienta a las familias sobre cómo reducir la exposición a alérgenos en casa y en la escuela.",
  ],
  geriatria: [
    "Es {specialist} en {city} y atiende de manera integral a las personas mayores.",
    "Como {specialist}, valora problemas de memoria, caídas, pérdida de movilidad, uso de múltiples medicamentos y enfermedades crónicas.",
    "Su práctica como {specialist} en {city} busca preservar la independencia y la calidad de vida de cada paciente.",
    "Como {specialist}, involucra a la familia y a las personas cuidadoras en cada decisión, y ofrece orientación práctica para el cuidado en casa.",
  ],
  infectologia: [
    "Es {specialist} en {city} y atiende infecciones complejas, recurrentes o de difícil diagnóstico.",
    "Como {specialist}, da seguimiento a pacientes con VIH, hepatitis virales, infecciones urinarias de repetición y fiebre de origen desconocido.",
    "Su práctica como {specialist} en {city} incluye consulta del viajero, vacunación del adulto y uso responsable de antibióticos.",
    "Como {specialist}, colabora con otros especialistas en la atención de infecciones en pacientes hospitalizados.",
  ],
  hematologia: [
    "Es {specialist} en {city} y atiende enfermedades de la sangre y de los órganos que la producen.",
    "Como {specialist}, valora anemias, alteraciones de las plaquetas, trastornos de la coagulación, leucemias y linfomas.",
    "Su práctica como {specialist} en {city} incluye la revisión de frotis de sangre periférica y los estudios de médula ósea.",
    "Como {specialist}, explica con paciencia los resultados de laboratorio complejos y acompaña al paciente durante todo su seguimiento.",
  ],
  "medicina-familiar": [
    "Es {specialist} en {city} y atiende a todos los integrantes de la familia, desde recién nacidos hasta personas mayores.",
    "Como {specialist}, da prioridad a la prevención, las vacunas, los chequeos periódicos y el control de enfermedades crónicas.",
    "Su consulta de {specialist} en {city} se basa en la continuidad: conoce la historia de cada paciente y de su familia.",
    "Como {specialist}, coordina la atención con otros especialistas cuando es necesario y acompaña al paciente en cada etapa de su vida.",
  ],
  "medicina-fisica-y-rehabilitacion": [
    "Es {specialist} en {city} y ayuda a sus pacientes a recuperar movilidad, fuerza y funcionalidad.",
    "Como {specialist}, atiende dolor de espalda y cuello, lesiones deportivas, rehabilitación después de una cirugía y secuelas de enfermedad vascular cerebral.",
    "Su práctica como {specialist} en {city} integra terapia física, ejercicio terapéutico y orientación sobre ergonomía en casa y en el trabajo.",
    "Como {specialist}, diseña programas de rehabilitación con metas claras y revaloraciones periódicas.",
  ],
  neurocirugia: [
    "Es {specialist} en {city} y atiende padecimientos quirúrgicos del cerebro, la columna vertebral y los nervios periféricos.",
    "Como {specialist}, valora hernias de disco, estenosis del canal lumbar, tumores cerebrales y lesiones de columna.",
    "Su práctica como {specialist} en {city} privilegia el manejo conservador y las técnicas de mínima invasión cuando son adecuadas.",
    "Como {specialist}, ofrece segundas opiniones con una revisión detallada de los estudios de imagen.",
  ],
  coloproctologia: [
    "Es {specialist} en {city} y atiende enfermedades del colon, el recto y el ano.",
    "Como {specialist}, trata hemorroides, fisuras, fístulas, abscesos y enfermedad diverticular.",
    "Su práctica como {specialist} en {city} da prioridad a la detección oportuna del cáncer colorrectal.",
    "Como {specialist}, ofrece una consulta discreta y respetuosa, y realiza procedimientos de consultorio con la menor molestia posible.",
  ],
};

/**
 * Generic, gender-neutral sentences about practice style, training and patient care.
 * Placeholders: {years}, {institution}, {hospital}, {city}. Institution and hospital names
 * appear in apposition, in parentheses or after a colon so that no article is needed.
 */
export const BIO_SENTENCES: string[] = [
  "Cuenta con {years} años de experiencia en la práctica clínica.",
  "Suma {years} años de experiencia atendiendo pacientes en {city} y municipios cercanos.",
  "Se formó en una de las instituciones académicas más reconocidas del país ({institution}).",
  "Su alma máter, {institution}, le dio una sólida formación clínica y un marcado sentido de servicio.",
  "Formación profesional: {institution}, con actualización continua en congresos y cursos de su disciplina.",
  "Colabora con un equipo multidisciplinario en un centro hospitalario de {city} ({hospital}).",
  "Parte de su formación clínica transcurrió en un hospital de alta demanda ({hospital}), experiencia que marcó su forma de trabajar.",
  "Para estudios y procedimientos, trabaja en coordinación con un centro de referencia de la ciudad: {hospital}.",
  "Considera que una buena consulta empieza por escuchar con atención al paciente.",
  "Dedica el tiempo necesario a cada consulta para resolver dudas y explicar el diagnóstico con palabras sencillas.",
  "Su estilo de atención es cercano, respetuoso y basado en la mejor evidencia científica disponible.",
  "Explica cada opción de tratamiento, con sus beneficios y riesgos, para que el paciente participe en las decisiones sobre su salud.",
  "Da especial importancia a la prevención y a la detección oportuna.",
  "Se mantiene en actualización constante mediante cursos, diplomados y congresos nacionales e internacionales.",
  "Participa activamente en el colegio profesional de su disciplina.",
  "Mantiene vigente su certificación profesional y cumple con la actualización que exige su disciplina.",
  "Ha participado como ponente en cursos de actualización dirigidos a profesionales de la salud.",
  "Participa en actividades docentes y en la formación de nuevas generaciones de profesionales de la salud en {city}.",
  "Trabaja de manera coordinada con otros especialistas cuando el caso lo requiere.",
  "Entrega indicaciones por escrito al final de cada consulta para facilitar el seguimiento en casa.",
  "Da seguimiento cercano a sus pacientes y responde dudas entre consultas a través de los canales del consultorio.",
  "Procura que cada paciente salga de consulta con un plan claro y objetivos alcanzables.",
  "Atiende con puntualidad y respeta el tiempo de sus pacientes.",
  "Su consultorio en {city} está pensado para que pacientes y acompañantes encuentren un ambiente tranquilo y de confianza.",
  "Cuida la confidencialidad de cada consulta y el manejo responsable del expediente clínico.",
  "Considera a la familia parte importante del proceso de atención, siempre con el consentimiento del paciente.",
  "Promueve hábitos saludables como parte fundamental de cualquier tratamiento.",
  "Busca que cada paciente comprenda su padecimiento y cuente con acompañamiento durante todo su tratamiento.",
  "A lo largo de {years} años de trayectoria ha atendido a pacientes con necesidades muy diversas.",
  "Su práctica combina la calidez en el trato con el rigor clínico.",
  "Antes de solicitar estudios, valora con cuidado cuáles son realmente necesarios en cada caso.",
  "Prefiere las decisiones compartidas: expone alternativas y respeta los valores y preferencias de cada paciente.",
  "Complementó su formación con estancias de actualización en instituciones de salud de México y del extranjero.",
  "Ha trabajado tanto en instituciones públicas como en la práctica privada, lo que le da una visión amplia del sistema de salud.",
  "Colabora en proyectos de educación para la salud dirigidos a la comunidad de {city}.",
  "Mantiene comunicación clara con los médicos tratantes para dar continuidad a la atención.",
  "Ofrece un trato digno e incluyente a todas las personas, sin importar su edad, origen o condición.",
];

/** What a listing offers, read from its own data: the only promises a bio may make. */
export interface BioFacts {
  /** A published agenda: patients book on this directory. */
  onlineBooking: boolean;
  telemedicine: boolean;
  acceptsInsurance: boolean;
  /** Its hours (and its agenda's, if it has one) include Saturday or Sunday. */
  weekendHours: boolean;
  /** A language besides Spanish, if it lists one. */
  otherLanguage: string | null;
}

/**
 * Closing sentences for the bio. A closing that promises something names the fact it needs
 * and is only drawn for listings that have it ({language} is the listing's other language).
 * Nothing the data cannot bear out: no card payments, invoices, ramps or parking, no fixed
 * visit length or cancellation notice (an agenda sets its own), no open-every-day claims.
 */
export const BIO_CLOSINGS: {
  text: string;
  requires?: keyof BioFacts;
}[] = [
  {
    text: "Las citas pueden agendarse en línea a través de este directorio.",
    requires: "onlineBooking",
  },
  {
    text: "Atiende con cita previa; los horarios libres pueden consultarse en este perfil.",
    requires: "onlineBooking",
  },
  {
    text: "También ofrece teleconsulta para seguimiento y para pacientes que viven fuera de la ciudad.",
    requires: "telemedicine",
  },
  {
    text: "Atiende a pacientes con seguro de gastos médicos mayores; se recomienda confirmar la cobertura con la aseguradora antes de la cita.",
    requires: "acceptsInsurance",
  },
  { text: "Ofrece consulta en fin de semana con cita previa.", requires: "weekendHours" },
  { text: "Además de español, ofrece consulta en {language}.", requires: "otherLanguage" },
  {
    text: "Se recomienda llegar 15 minutos antes de la cita y llevar los estudios previos que se tengan.",
  },
  { text: "Para cancelar o reprogramar, se pide avisar con anticipación." },
  {
    text: "Ante una situación urgente, se recomienda acudir de inmediato al servicio de urgencias más cercano.",
  },
  {
    text: "Si tiene dudas antes de su cita, puede comunicarse al consultorio en horario de atención.",
  },
  {
    text: "Antes de la primera consulta, conviene anotar los síntomas y los medicamentos que se toman.",
  },
];

/** Real Mexican universities with schools of medicine or health sciences. */
export const INSTITUTIONS: { name: string; short: string }[] = [
  { name: "Universidad Nacional Autónoma de México", short: "UNAM" },
  { name: "Instituto Politécnico Nacional", short: "IPN" },
  { name: "Universidad de Guadalajara", short: "UdeG" },
  { name: "Universidad Autónoma de Nuevo León", short: "UANL" },
  { name: "Benemérita Universidad Autónoma de Puebla", short: "BUAP" },
  { name: "Universidad Anáhuac", short: "Anáhuac" },
  { name: "Tecnológico de Monterrey", short: "Tec de Monterrey" },
  { name: "Universidad La Salle", short: "La Salle" },
  { name: "Universidad Autónoma de Querétaro", short: "UAQ" },
  { name: "Universidad Autónoma de Yucatán", short: "UADY" },
  { name: "Universidad Autónoma de San Luis Potosí", short: "UASLP" },
  { name: "Universidad Autónoma del Estado de México", short: "UAEMéx" },
  { name: "Universidad Veracruzana", short: "UV" },
  { name: "Universidad Michoacana de San Nicolás de Hidalgo", short: "UMSNH" },
  { name: "Universidad Autónoma de Chihuahua", short: "UACH" },
  { name: "Universidad Autónoma de Baja California", short: "UABC" },
  { name: "Universidad Autónoma de Coahuila", short: "UAdeC" },
  { name: "Universidad Panamericana", short: "UP" },
  { name: "Universidad Autónoma de Aguascalientes", short: "UAA" },
  { name: "Universidad Autónoma Benito Juárez de Oaxaca", short: "UABJO" },
  { name: "Universidad Autónoma de Tamaulipas", short: "UAT" },
  { name: "Universidad Autónoma Metropolitana", short: "UAM" },
  { name: "Universidad de Guanajuato", short: "UG" },
  { name: "Universidad Autónoma de Sinaloa", short: "UAS" },
  { name: "Universidad Autónoma de Zacatecas", short: "UAZ" },
  { name: "Universidad Juárez del Estado de Durango", short: "UJED" },
  { name: "Universidad de Sonora", short: "UNISON" },
  { name: "Universidad Autónoma de Guadalajara", short: "UAG" },
  { name: "Universidad de Monterrey", short: "UDEM" },
  { name: "Universidad Autónoma de Chiapas", short: "UNACH" },
  { name: "Universidad Autónoma del Estado de Morelos", short: "UAEM" },
  { name: "Universidad Popular Autónoma del Estado de Puebla", short: "UPAEP" },
];

/** Degree title per specialty slug, as printed on a Mexican professional license. */
export const DEGREE_TITLES: Record<string, string> = {
  cardiologia: "ESPECIALIDAD EN CARDIOLOGÍA",
  psicologia: "LICENCIATURA EN PSICOLOGÍA",
  pediatria: "ESPECIALIDAD EN PEDIATRÍA",
  dermatologia: "ESPECIALIDAD EN DERMATOLOGÍA",
  ginecologia: "ESPECIALIDAD EN GINECOLOGÍA Y OBSTETRICIA",
  "medicina-general": "MÉDICO CIRUJANO",
  traumatologia: "ESPECIALIDAD EN TRAUMATOLOGÍA Y ORTOPEDIA",
  neurologia: "ESPECIALIDAD EN NEUROLOGÍA",
  oftalmologia: "ESPECIALIDAD EN OFTALMOLOGÍA",
  otorrinolaringologia: "ESPECIALIDAD EN OTORRINOLARINGOLOGÍA Y CIRUGÍA DE CABEZA Y CUELLO",
  urologia: "ESPECIALIDAD EN UROLOGÍA",
  gastroenterologia: "ESPECIALIDAD EN GASTROENTEROLOGÍA",
  endocrinologia: "ESPECIALIDAD EN ENDOCRINOLOGÍA",
  neumologia: "ESPECIALIDAD EN NEUMOLOGÍA",
  reumatologia: "ESPECIALIDAD EN REUMATOLOGÍA",
  oncologia: "ESPECIALIDAD EN ONCOLOGÍA MÉDICA",
  psiquiatria: "ESPECIALIDAD EN PSIQUIATRÍA",
  odontologia: "CIRUJANO DENTISTA",
  nutriologia: "LICENCIATURA EN NUTRICIÓN",
  "medicina-interna": "ESPECIALIDAD EN MEDICINA INTERNA",
  "cirugia-general": "ESPECIALIDAD EN CIRUGÍA GENERAL",
  nefrologia: "ESPECIALIDAD EN NEFROLOGÍA",
  angiologia: "ESPECIALIDAD EN ANGIOLOGÍA Y CIRUGÍA VASCULAR",
  "cirugia-plastica": "ESPECIALIDAD EN CIRUGÍA PLÁSTICA Y RECONSTRUCTIVA",
  alergologia: "ESPECIALIDAD EN ALERGIA E INMUNOLOGÍA CLÍNICA",
  geriatria: "ESPECIALIDAD EN GERIATRÍA",
  infectologia: "ESPECIALIDAD EN INFECTOLOGÍA",
  hematologia: "ESPECIALIDAD EN HEMATOLOGÍA",
  "medicina-familiar": "ESPECIALIDAD EN MEDICINA FAMILIAR",
  "medicina-fisica-y-rehabilitacion": "ESPECIALIDAD EN MEDICINA DE REHABILITACIÓN",
  neurocirugia: "ESPECIALIDAD EN NEUROCIRUGÍA",
  coloproctologia: "ESPECIALIDAD EN COLOPROCTOLOGÍA",
};

/** Fictional, generic hospital and clinic names; {city} is replaced by the city name. */
export const HOSPITAL_NAMES: string[] = [
  "Hospital San Rafael del Centro",
  "Clínica Médica Santa Fe",
  "Centro Médico Los Álamos",
  "Hospital Regional de {city}",
  "Torre Médica del Valle",
  "Clínica de Especialidades Jardines",
  "Centro Médico Integral del Bosque",
  "Hospital Santa Lucía del Norte",
  "Hospital General Privado de {city}",
  "Centro de Especialidades Médicas Arboledas",
  "Hospital Privado Monte Verde",
  "Clínica Médica Vista Hermosa",
  "Torre de Especialidades San Gabriel",
  "Centro Médico Real del Parque",
  "Hospital Santa Teresa de {city}",
  "Policlínica del Sur",
  "Unidad Médica Los Pinos",
  "Centro Médico Cumbres del Norte",
  "Hospital San Lucas de {city}",
  "Clínica Médica Lomas Verdes",
  "Centro Hospitalario Río Blanco",
  "Hospital Médico Quirúrgico Miravalle",
  "Torre Médica Plaza Jardín",
  "Clínica de Especialidades Valle Dorado",
  "Centro Médico Puerta del Sol",
  "Hospital Privado Los Fresnos",
  "Sanatorio Santa Isabel del Centro",
  "Centro Médico de Especialidades de {city}",
  "Clínica Integral La Alameda",
  "Clínica Familiar Santa Cecilia",
];

/** The office label that promises weekend hours: only for an office that has them. */
export const WEEKEND_OFFICE_LABEL = "Consultorio de fin de semana";

/** Labels for a provider's office locations. */
export const OFFICE_LABELS: string[] = [
  "Consultorio principal",
  "Torre Médica — consultorio 304",
  "Clínica de especialidades",
  "Consultorio 12, planta baja",
  "Torre Médica II — consultorio 715",
  "Consultorio privado",
  "Consultorio en hospital",
  "Centro médico — piso 5, consultorio 508",
  "Consultorio 210, segundo piso",
  "Consultorio sucursal norte",
  "Unidad de consulta externa",
  "Torre de especialidades — consultorio 1102",
  WEEKEND_OFFICE_LABEL,
  "Plaza médica — local 3",
];

/** Office hours in the directory's display style. */
export const SCHEDULES: string[] = [
  "Lun - Vie: 9:00 AM - 6:00 PM",
  "Lun - Sáb: 8:00 AM - 2:00 PM",
  "Mar y Jue: 4:00 PM - 8:00 PM",
  "Lun - Vie: 10:00 AM - 7:00 PM",
  "Lun, Mié y Vie: 9:00 AM - 2:00 PM",
  "Lun - Vie: 4:00 PM - 9:00 PM",
  "Lun - Vie: 8:00 AM - 3:00 PM",
  "Lun - Vie: 9:00 AM - 2:00 PM y 4:00 PM - 7:00 PM",
  "Sáb: 9:00 AM - 1:00 PM",
  "Mar - Sáb: 10:00 AM - 6:00 PM",
  "Lun - Jue: 11:00 AM - 7:00 PM",
  "Mié y Vie: 3:00 PM - 8:00 PM",
  "Lun - Vie: 7:00 AM - 1:00 PM",
  "Lun - Sáb: 9:00 AM - 8:00 PM",
];

/** Languages a provider may offer consultations in. */
export const LANGUAGES: string[] = [
  "Español",
  "Inglés",
  "Francés",
  "Alemán",
  "Italiano",
  "Portugués",
  "Lengua de señas mexicana",
  "Náhuatl",
  "Maya",
  "Zapoteco",
  "Mixteco",
  "Otomí",
  "Japonés",
  "Chino mandarín",
];
