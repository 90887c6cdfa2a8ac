import { SPECIALTIES } from "../catalogs/specialties.ts";
import { SPECIALTY_KEYWORDS } from "./specialty-keywords.ts";
import { foldText, stemTokens } from "./normalize.ts";
import { readSubject } from "./subject.ts";

/**
 * A phrase patients type and the kinds of specialist who usually see it. The lexicon
 * only routes a search to a specialty; it never names a disease the person has.
 */
export interface LexiconEntry {
  phrase: string;
  /** Weight 0..1; the first one is the main destination. */
  specialties: readonly { slug: string; weight: number }[];
}

export interface SpecialtyScore {
  slug: string;
  score: number;
}

type Route = readonly [slug: string, weight: number];

function entry(phrase: string, ...routes: Route[]): LexiconEntry {
  return { phrase, specialties: routes.map(([slug, weight]) => ({ slug, weight })) };
}

// Slugs as constants keep the table readable and catch typos at compile time.
const CARDIO = "cardiologia";
const PSICO = "psicologia";
const PEDIA = "pediatria";
const DERMA = "dermatologia";
const GINE = "ginecologia";
const GENERAL = "medicina-general";
const TRAUMA = "traumatologia";
const NEURO = "neurologia";
const OFTAL = "oftalmologia";
const OTORRINO = "otorrinolaringologia";
const URO = "urologia";
const GASTRO = "gastroenterologia";
const ENDO = "endocrinologia";
const NEUMO = "neumologia";
const REUMA = "reumatologia";
const ONCO = "oncologia";
const PSIQUI = "psiquiatria";
const DENTAL = "odontologia";
const NUTRI = "nutriologia";
const INTERNA = "medicina-interna";
const CIRUGIA = "cirugia-general";
const NEFRO = "nefrologia";
const ANGIO = "angiologia";
const PLASTICA = "cirugia-plastica";
const ALERGIA = "alergologia";
const GERIA = "geriatria";
const INFECTO = "infectologia";
const HEMATO = "hematologia";
const FAMILIAR = "medicina-familiar";
const REHAB = "medicina-fisica-y-rehabilitacion";
const NEUROCIRUGIA = "neurocirugia";
const PROCTO = "coloproctologia";

/**
 * Phrases that mean the same after stemming (e.g. "me duele el pecho" and "dolor de
 * pecho") may both appear: they are merged into one rule, so they never count twice.
 * Entries that list pediatría take part in the child-context rule (see rankSpecialties).
 */
export const SYMPTOM_LEXICON: readonly LexiconEntry[] = [
  // Cardiología
  entry("dolor de pecho", [CARDIO, 1], [GENERAL, 0.3]),
  entry("me duele el pecho", [CARDIO, 1], [GENERAL, 0.3]),
  entry("opresión en el pecho", [CARDIO, 1], [NEUMO, 0.3]),
  entry("presión alta", [CARDIO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
  entry("hipertensión", [CARDIO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
  entry("taquicardia", [CARDIO, 1]),
  entry("palpitaciones", [CARDIO, 1]),
  entry("se me acelera el corazón", [CARDIO, 1]),
  entry("arritmia", [CARDIO, 1]),
  entry("soplo en el corazón", [CARDIO, 1], [PEDIA, 0.3]),
  entry("infarto", [CARDIO, 1]),
  entry("colesterol alto", [CARDIO, 1], [INTERNA, 0.7], [ENDO, 0.4]),
  entry("electrocardiograma", [CARDIO, 1]),
  entry("ecocardiograma", [CARDIO, 1]),
  entry("prueba de esfuerzo", [CARDIO, 1]),
  entry("marcapasos", [CARDIO, 1]),
  entry("dolor en el brazo izquierdo", [CARDIO, 1]),
  entry("desmayos", [CARDIO, 0.8], [NEURO, 0.8], [GENERAL, 0.5]),

  // Dermatología
  entry("granos en la cara", [DERMA, 1]),
  entry("acné", [DERMA, 1]),
  entry("espinillas", [DERMA, 1]),
  entry("barros", [DERMA, 1]),
  entry("manchas en la piel", [DERMA, 1]),
  entry("paño en la cara", [DERMA, 1]),
  entry("comezón", [DERMA, 1], [ALERGIA, 0.4]),
  entry("picazón", [DERMA, 1], [ALERGIA, 0.4]),
  entry("me pica la piel", [DERMA, 1], [ALERGIA, 0.4]),
  entry("ronchas", [DERMA, 1], [ALERGIA, 0.8], [PEDIA, 0.3]),
  entry("sarpullido", [DERMA, 1], [PEDIA, 0.4]),
  entry("caída del cabello", [DERMA, 1], [ENDO, 0.3]),
  entry("se me cae el pelo", [DERMA, 1], [ENDO, 0.3]),
  entry("se me cae el cabello", [DERMA, 1], [ENDO, 0.3]),
  entry("calvicie", [DERMA, 1]),
  entry("lunares", [DERMA, 1]),
  entry("lunar que cambió de color", [DERMA, 1], [ONCO, 0.4]),
  entry("verrugas", [DERMA, 1]),
  entry("hongos en las uñas", [DERMA, 1]),
  entry("pie de atleta", [DERMA, 1]),
  entry("psoriasis", [DERMA, 1], [REUMA, 0.3]),
  entry("dermatitis", [DERMA, 1], [ALERGIA, 0.4]),
  entry("eccema", [DERMA, 1], [ALERGIA, 0.4]),
  entry("rosácea", [DERMA, 1]),
  entry("piel seca", [DERMA, 1]),
  entry("sudoración excesiva", [DERMA, 1], [ENDO, 0.4]),
  entry("caspa", [DERMA, 1]),
  entry("herpes", [DERMA, 1], [INFECTO, 0.4]),
  entry("vitíligo", [DERMA, 1]),
  entry("cicatrices", [DERMA, 1], [PLASTICA, 0.8]),
  entry("uña enterrada", [DERMA, 1], [CIRUGIA, 0.8]),
  entry("arrugas", [DERMA, 1], [PLASTICA, 0.7]),
  entry("bótox", [DERMA, 1], [PLASTICA, 0.8]),
  entry("quiste sebáceo", [DERMA, 1], [CIRUGIA, 0.7]),

  // Psicología y psiquiatría
  entry("ansiedad", [PSICO, 1], [PSIQUI, 0.8]),
  entry("ataques de ansiedad", [PSICO, 1], [PSIQUI, 0.9]),
  entry("ataques de pánico", [PSIQUI, 1], [PSICO, 0.9]),
  entry("depresión", [PSICO, 1], [PSIQUI, 0.9]),
  entry("me siento triste", [PSICO, 1], [PSIQUI, 0.6]),
  entry("ganas de llorar", [PSICO, 1], [PSIQUI, 0.6]),
  entry("estrés", [PSICO, 1]),
  entry("problemas de pareja", [PSICO, 1]),
  entry("terapia de pareja", [PSICO, 1]),
  entry("duelo", [PSICO, 1]),
  entry("autoestima baja", [PSICO, 1]),
  entry("no puedo dormir", [PSIQUI, 1], [PSICO, 0.7], [NEURO, 0.3]),
  entry("insomnio", [PSIQUI, 1], [PSICO, 0.7], [NEURO, 0.3]),
  entry("trastorno bipolar", [PSIQUI, 1]),
  entry("esquizofrenia", [PSIQUI, 1]),
  entry("escucho voces", [PSIQUI, 1]),
  entry("pensamientos suicidas", [PSIQUI, 1], [PSICO, 0.8]),
  entry("alcoholismo", [PSIQUI, 1], [PSICO, 0.6]),
  entry("adicción a las drogas", [PSIQUI, 1], [PSICO, 0.6]),
  entry("tdah", [PSIQUI, 1], [PSICO, 0.7], [PEDIA, 0.4]),
  entry("déficit de atención", [PSIQUI, 1], [PSICO, 0.7], [PEDIA, 0.4]),
  entry("hiperactividad", [PSIQUI, 1], [PSICO, 0.7], [PEDIA, 0.4]),
  entry("trastorno obsesivo compulsivo", [PSIQUI, 1], [PSICO, 0.7]),
  entry("anorexia", [PSIQUI, 1], [PSICO, 0.8], [NUTRI, 0.4]),
  entry("bulimia", [PSIQUI, 1], [PSICO, 0.8], [NUTRI, 0.4]),
  entry("autismo", [PEDIA, 1], [PSIQUI, 0.8], [PSICO, 0.7], [NEURO, 0.6]),

  // Pediatría. Child words alone weigh 0.5 so a specific complaint still leads.
  entry("mi hijo", [PEDIA, 0.5]),
  entry("mi hija", [PEDIA, 0.5]),
  entry("niño", [PEDIA, 0.5]),
  entry("niña", [PEDIA, 0.5]),
  entry("mi bebé", [PEDIA, 0.6]),
  entry("recién nacido", [PEDIA, 1]),
  entry("vacunas", [PEDIA, 1], [GENERAL, 0.3]),
  entry("cólicos del bebé", [PEDIA, 1]),
  entry("desarrollo infantil", [PEDIA, 1]),
  entry("pañalitis", [PEDIA, 1], [DERMA, 0.5]),
  entry("varicela", [PEDIA, 1], [GENERAL, 0.6], [DERMA, 0.4]),
  entry("sarampión", [PEDIA, 1], [INFECTO, 0.5]),
  entry("bronquiolitis", [PEDIA, 1], [NEUMO, 0.5]),
  entry("talla baja", [ENDO, 1], [PEDIA, 0.8]),

  // Medicina general (acute, everyday complaints; pediatría when a child is meant)
  entry("fiebre", [GENERAL, 1], [FAMILIAR, 0.5], [PEDIA, 0.4], [INFECTO, 0.2]),
  entry("calentura", [GENERAL, 1], [FAMILIAR, 0.5], [PEDIA, 0.4]),
  entry("gripa", [GENERAL, 1], [FAMILIAR, 0.6], [PEDIA, 0.4]),
  entry("gripe", [GENERAL, 1], [FAMILIAR, 0.6], [PEDIA, 0.4]),
  entry("resfriado", [GENERAL, 1], [FAMILIAR, 0.6], [PEDIA, 0.4]),
  entry("tos", [GENERAL, 1], [NEUMO, 0.5], [PEDIA, 0.4]),
  entry("mocos", [GENERAL, 1], [OTORRINO, 0.4], [PEDIA, 0.4]),
  entry("flemas", [GENERAL, 1], [NEUMO, 0.5], [PEDIA, 0.3]),
  entry("dolor de garganta", [GENERAL, 1], [OTORRINO, 0.6], [PEDIA, 0.4]),
  entry("infección en la garganta", [GENERAL, 1], [OTORRINO, 0.7], [PEDIA, 0.4]),
  entry("dolor de cuerpo", [GENERAL, 1], [REUMA, 0.4], [FAMILIAR, 0.5]),
  entry("vómito", [GENERAL, 1], [GASTRO, 0.6], [PEDIA, 0.4]),
  entry("náuseas", [GENERAL, 1], [GASTRO, 0.8]),
  entry("diarrea", [GENERAL, 1], [GASTRO, 0.8], [PEDIA, 0.4]),
  entry("infección de estómago", [GENERAL, 1], [GASTRO, 0.6], [PEDIA, 0.4]),
  entry("parásitos", [GENERAL, 1], [GASTRO, 0.5], [PEDIA, 0.4]),
  entry("lombrices", [GENERAL, 1], [PEDIA, 0.5]),
  entry("infección", [GENERAL, 1], [INFECTO, 0.8]),
  entry("covid", [GENERAL, 1], [NEUMO, 0.5], [INFECTO, 0.5]),
  entry("dengue", [INFECTO, 1], [GENERAL, 0.8]),
  entry("cansancio", [GENERAL, 1], [INTERNA, 0.7], [HEMATO, 0.3], [ENDO, 0.3]),
  entry("me siento cansado", [GENERAL, 1], [INTERNA, 0.7], [HEMATO, 0.3]),
  entry("presión baja", [GENERAL, 1], [CARDIO, 0.6]),
  entry("certificado médico", [GENERAL, 1]),
  entry("chequeo", [GENERAL, 1], [FAMILIAR, 0.8]),
  entry("chequeo general", [GENERAL, 1], [INTERNA, 0.8], [FAMILIAR, 0.8]),
  entry("revisión general", [GENERAL, 1], [FAMILIAR, 0.8], [INTERNA, 0.6]),
  entry("análisis de sangre", [GENERAL, 1], [INTERNA, 0.5]),
  entry("heridas", [GENERAL, 1], [CIRUGIA, 0.6]),
  entry("ganglios inflamados", [GENERAL, 1], [INFECTO, 0.4], [HEMATO, 0.4], [PEDIA, 0.3]),
  entry("calambres en las piernas", [GENERAL, 1], [ANGIO, 0.8], [NEURO, 0.3]),

  // Medicina familiar
  entry("médico de cabecera", [FAMILIAR, 1], [GENERAL, 0.8]),
  entry("control de diabetes", [FAMILIAR, 1], [ENDO, 0.8], [INTERNA, 0.7]),
  entry("control de presión", [FAMILIAR, 1], [CARDIO, 0.7], [INTERNA, 0.6]),
  entry("medicina preventiva", [FAMILIAR, 1], [GENERAL, 0.6]),
  entry("planificación familiar", [GINE, 1], [FAMILIAR, 0.7]),

  // Traumatología y ortopedia
  entry("dolor de rodilla", [TRAUMA, 1], [REUMA, 0.4], [REHAB, 0.4]),
  entry("me duele la rodilla", [TRAUMA, 1], [REUMA, 0.4], [REHAB, 0.4]),
  entry("me torcí el tobillo", [TRAUMA, 1], [REHAB, 0.3]),
  entry("torcedura de tobillo", [TRAUMA, 1], [REHAB, 0.3]),
  entry("esguince", [TRAUMA, 1], [REHAB, 0.4]),
  entry("fractura", [TRAUMA, 1]),
  entry("hueso roto", [TRAUMA, 1]),
  entry("me lastimé", [TRAUMA, 1], [GENERAL, 0.4]),
  entry("dolor de hombro", [TRAUMA, 1], [REHAB, 0.4], [REUMA, 0.3]),
  entry("hombro dislocado", [TRAUMA, 1]),
  entry("dolor de cadera", [TRAUMA, 1], [REUMA, 0.5]),
  entry("dolor de espalda", [TRAUMA, 1], [REHAB, 0.9], [NEUROCIRUGIA, 0.3]),
  entry("dolor de espalda baja", [TRAUMA, 1], [REHAB, 0.9], [NEUROCIRUGIA, 0.4]),
  entry("dolor de cintura", [TRAUMA, 1], [REHAB, 0.8]),
  entry("lumbalgia", [TRAUMA, 1], [REHAB, 0.9]),
  entry("dolor de cuello", [TRAUMA, 1], [REHAB, 0.6]),
  entry("dolor de muñeca", [TRAUMA, 1], [REUMA, 0.4]),
  entry("dolor de talón", [TRAUMA, 1], [REHAB, 0.4]),
  entry("espolón calcáneo", [TRAUMA, 1]),
  entry("juanetes", [TRAUMA, 1]),
  entry("pie plano", [TRAUMA, 1], [PEDIA, 0.3]),
  entry("escoliosis", [TRAUMA, 1], [NEUROCIRUGIA, 0.4], [PEDIA, 0.3]),
  entry("túnel carpiano", [TRAUMA, 1], [NEURO, 0.4]),
  entry("tendinitis", [TRAUMA, 1], [REHAB, 0.6]),
  entry("menisco", [TRAUMA, 1]),
  entry("ligamento roto", [TRAUMA, 1]),
  entry("prótesis de rodilla", [TRAUMA, 1]),
  entry("prótesis de cadera", [TRAUMA, 1]),

  // Neurología
  entry("migraña", [NEURO, 1]),
  entry("jaqueca", [NEURO, 1]),
  entry("dolor de cabeza", [NEURO, 1], [GENERAL, 0.7], [PEDIA, 0.3]),
  entry("me duele la cabeza", [NEURO, 1], [GENERAL, 0.7], [PEDIA, 0.3]),
  entry("mareos", [NEURO, 1], [OTORRINO, 0.6], [GENERAL, 0.6]),
  entry("convulsiones", [NEURO, 1], [PEDIA, 0.4]),
  entry("epilepsia", [NEURO, 1], [PEDIA, 0.3]),
  entry("hormigueo en las manos", [NEURO, 1], [TRAUMA, 0.4]),
  entry("entumecimiento", [NEURO, 1]),
  entry("se me duermen las manos", [NEURO, 1], [TRAUMA, 0.4]),
  entry("temblor en las manos", [NEURO, 1], [GERIA, 0.3]),
  entry("parkinson", [NEURO, 1], [GERIA, 0.4]),
  entry("embolia", [NEURO, 1], [REHAB, 0.5]),
  entry("derrame cerebral", [NEURO, 1], [NEUROCIRUGIA, 0.5]),
  entry("parálisis facial", [NEURO, 1], [REHAB, 0.9]),
  entry("esclerosis múltiple", [NEURO, 1]),
  entry("neuropatía", [NEURO, 1], [ENDO, 0.4]),

  // Oftalmología
  entry("visión borrosa", [OFTAL, 1]),
  entry("veo borroso", [OFTAL, 1]),
  entry("no veo bien", [OFTAL, 1]),
  entry("vista cansada", [OFTAL, 1]),
  entry("ojo rojo", [OFTAL, 1], [GENERAL, 0.3]),
  entry("me arden los ojos", [OFTAL, 1], [ALERGIA, 0.3]),
  entry("comezón en los ojos", [OFTAL, 1], [ALERGIA, 0.6]),
  entry("ojos llorosos", [OFTAL, 1], [ALERGIA, 0.6]),
  entry("conjuntivitis", [OFTAL, 1], [PEDIA, 0.3]),
  entry("carnosidad en el ojo", [OFTAL, 1]),
  entry("cataratas", [OFTAL, 1], [GERIA, 0.3]),
  entry("glaucoma", [OFTAL, 1]),
  entry("examen de la vista", [OFTAL, 1]),
  entry("ojo seco", [OFTAL, 1]),
  entry("manchas en la vista", [OFTAL, 1]),
  entry("miopía", [OFTAL, 1]),
  entry("astigmatismo", [OFTAL, 1]),
  entry("estrabismo", [OFTAL, 1], [PEDIA, 0.3]),
  entry("orzuelo", [OFTAL, 1]),
  entry("perrilla en el ojo", [OFTAL, 1]),
  entry("cirugía láser de ojos", [OFTAL, 1]),

  // Otorrinolaringología
  entry("dolor de oído", [OTORRINO, 1], [GENERAL, 0.5], [PEDIA, 0.4]),
  entry("infección de oído", [OTORRINO, 1], [PEDIA, 0.5], [GENERAL, 0.4]),
  entry("zumbido en los oídos", [OTORRINO, 1], [NEURO, 0.3]),
  entry("no escucho bien", [OTORRINO, 1], [GERIA, 0.3]),
  entry("pérdida de audición", [OTORRINO, 1], [GERIA, 0.3]),
  entry("sinusitis", [OTORRINO, 1], [ALERGIA, 0.4]),
  entry("nariz tapada", [OTORRINO, 1], [ALERGIA, 0.6], [PEDIA, 0.3]),
  entry("sangrado de nariz", [OTORRINO, 1], [PEDIA, 0.3]),
  entry("desviación de tabique", [OTORRINO, 1], [PLASTICA, 0.4]),
  entry("cirugía de nariz", [PLASTICA, 1], [OTORRINO, 0.9]),
  entry("amigdalitis", [OTORRINO, 1], [PEDIA, 0.5], [GENERAL, 0.5]),
  entry("anginas inflamadas", [OTORRINO, 1], [PEDIA, 0.5], [GENERAL, 0.5]),
  entry("ronquera", [OTORRINO, 1]),
  entry("vértigo", [OTORRINO, 1], [NEURO, 0.8]),
  entry("tapón de cera", [OTORRINO, 1], [GENERAL, 0.4]),
  entry("pólipos nasales", [OTORRINO, 1]),
  entry("adenoides", [OTORRINO, 1], [PEDIA, 0.4]),

  // Urología
  entry("ardor al orinar", [URO, 1], [GENERAL, 0.6], [GINE, 0.3]),
  entry("me arde al orinar", [URO, 1], [GENERAL, 0.6], [GINE, 0.3]),
  entry("infección urinaria", [URO, 1], [GENERAL, 0.6], [GINE, 0.4]),
  entry("próstata", [URO, 1]),
  entry("antígeno prostático", [URO, 1]),
  entry("orino muy seguido", [URO, 1]),
  entry("sangre en la orina", [URO, 1], [NEFRO, 0.5]),
  entry("piedras en el riñón", [URO, 1], [NEFRO, 0.6]),
  entry("cálculos renales", [URO, 1], [NEFRO, 0.6]),
  entry("dolor de riñón", [URO, 1], [NEFRO, 0.7]),
  entry("impotencia sexual", [URO, 1]),
  entry("vasectomía", [URO, 1]),
  entry("incontinencia urinaria", [URO, 1], [GINE, 0.4], [GERIA, 0.3]),
  entry("dolor de testículos", [URO, 1]),
  entry("circuncisión", [URO, 1], [PEDIA, 0.3]),
  entry("fimosis", [URO, 1], [PEDIA, 0.4]),

  // Gastroenterología
  entry("gastritis", [GASTRO, 1], [GENERAL, 0.4]),
  entry("agruras", [GASTRO, 1], [GENERAL, 0.4]),
  entry("acidez", [GASTRO, 1], [GENERAL, 0.4]),
  entry("reflujo", [GASTRO, 1], [PEDIA, 0.2]),
  entry("dolor de estómago", [GASTRO, 1], [GENERAL, 0.7], [PEDIA, 0.3]),
  entry("dolor de panza", [GASTRO, 1], [GENERAL, 0.7], [PEDIA, 0.3]),
  entry("colitis", [GASTRO, 1], [PROCTO, 0.3]),
  entry("colon irritable", [GASTRO, 1], [PROCTO, 0.5]),
  entry("inflamación del estómago", [GASTRO, 1]),
  entry("gases", [GASTRO, 1]),
  entry("estreñimiento", [GASTRO, 1], [PROCTO, 0.9], [PEDIA, 0.3]),
  entry("úlcera gástrica", [GASTRO, 1]),
  entry("helicobacter", [GASTRO, 1]),
  entry("vómito con sangre", [GASTRO, 1]),
  entry("hígado graso", [GASTRO, 1], [INTERNA, 0.5]),
  entry("cirrosis", [GASTRO, 1], [INTERNA, 0.5]),
  entry("pancreatitis", [GASTRO, 1], [CIRUGIA, 0.5]),
  entry("intolerancia a la lactosa", [GASTRO, 1], [NUTRI, 0.5]),
  entry("celiaquía", [GASTRO, 1], [NUTRI, 0.5]),
  entry("hernia hiatal", [GASTRO, 1], [CIRUGIA, 0.7]),
  entry("pólipos en el colon", [GASTRO, 1], [PROCTO, 0.8]),

  // Endocrinología
  entry("diabetes", [ENDO, 1], [INTERNA, 0.8], [FAMILIAR, 0.5]),
  entry("azúcar alta", [ENDO, 1], [INTERNA, 0.7], [FAMILIAR, 0.4]),
  entry("glucosa alta", [ENDO, 1], [INTERNA, 0.7], [FAMILIAR, 0.4]),
  entry("prediabetes", [ENDO, 1], [NUTRI, 0.6]),
  entry("resistencia a la insulina", [ENDO, 1], [NUTRI, 0.6]),
  entry("tiroides", [ENDO, 1]),
  entry("hipotiroidismo", [ENDO, 1]),
  entry("hipertiroidismo", [ENDO, 1]),
  entry("bocio", [ENDO, 1]),
  entry("problemas hormonales", [ENDO, 1], [GINE, 0.4]),
  entry("osteoporosis", [ENDO, 1], [REUMA, 0.7], [GERIA, 0.5]),
  entry("no puedo bajar de peso", [ENDO, 1], [NUTRI, 0.9]),

  // Neumología
  entry("asma", [NEUMO, 1], [ALERGIA, 0.8], [PEDIA, 0.3]),
  entry("falta de aire", [NEUMO, 1], [CARDIO, 0.6]),
  entry("me falta el aire", [NEUMO, 1], [CARDIO, 0.6]),
  entry("dificultad para respirar", [NEUMO, 1], [CARDIO, 0.5]),
  entry("tos que no se quita", [NEUMO, 1], [GENERAL, 0.5], [ALERGIA, 0.3], [PEDIA, 0.3]),
  entry("tos crónica", [NEUMO, 1], [ALERGIA, 0.3]),
  entry("tos con sangre", [NEUMO, 1]),
  entry("silbido en el pecho", [NEUMO, 1], [ALERGIA, 0.5], [PEDIA, 0.3]),
  entry("bronquitis", [NEUMO, 1], [GENERAL, 0.5], [PEDIA, 0.3]),
  entry("neumonía", [NEUMO, 1], [GENERAL, 0.5], [PEDIA, 0.3]),
  entry("pulmonía", [NEUMO, 1], [GENERAL, 0.5], [PEDIA, 0.3]),
  entry("epoc", [NEUMO, 1]),
  entry("enfisema", [NEUMO, 1]),
  entry("apnea del sueño", [NEUMO, 1], [OTORRINO, 0.6]),
  entry("ronquidos", [OTORRINO, 1], [NEUMO, 0.6]),
  entry("espirometría", [NEUMO, 1]),
  entry("dejar de fumar", [NEUMO, 1], [PSIQUI, 0.5], [PSICO, 0.4]),

  // Reumatología
  entry("dolor en las articulaciones", [REUMA, 1], [TRAUMA, 0.5]),
  entry("artritis", [REUMA, 1]),
  entry("artritis reumatoide", [REUMA, 1]),
  entry("artrosis", [REUMA, 1], [TRAUMA, 0.8]),
  entry("lupus", [REUMA, 1]),
  entry("gota", [REUMA, 1], [INTERNA, 0.5]),
  entry("ácido úrico alto", [REUMA, 1], [INTERNA, 0.6]),
  entry("fibromialgia", [REUMA, 1]),
  entry("dedos hinchados", [REUMA, 1]),
  entry("reumas", [REUMA, 1]),
  entry("espondilitis", [REUMA, 1]),

  // Oncología
  entry("cáncer", [ONCO, 1]),
  entry("tumor", [ONCO, 1], [CIRUGIA, 0.3]),
  entry("quimioterapia", [ONCO, 1]),
  entry("radioterapia", [ONCO, 1]),
  entry("metástasis", [ONCO, 1]),
  entry("cáncer de mama", [ONCO, 1], [GINE, 0.5]),
  entry("cáncer de próstata", [ONCO, 1], [URO, 0.8]),
  entry("cáncer de colon", [ONCO, 1], [PROCTO, 0.7], [GASTRO, 0.6]),
  entry("cáncer de pulmón", [ONCO, 1], [NEUMO, 0.7]),
  entry("cáncer de piel", [ONCO, 1], [DERMA, 0.9]),
  entry("cáncer cervicouterino", [ONCO, 1], [GINE, 0.8]),
  entry("cuidados paliativos", [ONCO, 1], [GERIA, 0.5]),
  // A lump is routed to be examined, not labelled: gynaecology first, oncology next.
  entry("bolita en el seno", [GINE, 1], [ONCO, 0.8]),
  entry("bolita en la mama", [GINE, 1], [ONCO, 0.8]),
  entry("bulto en el seno", [GINE, 1], [ONCO, 0.8]),
  entry("mastografía", [GINE, 1], [ONCO, 0.5]),

  // Odontología
  entry("dolor de muelas", [DENTAL, 1]),
  entry("dolor de dientes", [DENTAL, 1]),
  entry("caries", [DENTAL, 1]),
  entry("muela del juicio", [DENTAL, 1]),
  entry("me sangran las encías", [DENTAL, 1]),
  entry("mal aliento", [DENTAL, 1], [GASTRO, 0.3]),
  entry("dientes chuecos", [DENTAL, 1]),
  entry("limpieza dental", [DENTAL, 1]),
  entry("blanqueamiento dental", [DENTAL, 1]),
  entry("brackets", [DENTAL, 1]),
  entry("diente roto", [DENTAL, 1]),
  entry("dentadura postiza", [DENTAL, 1]),
  entry("sensibilidad dental", [DENTAL, 1]),
  entry("rechinar los dientes", [DENTAL, 1]),

  // Nutriología
  entry("bajar de peso", [NUTRI, 1], [ENDO, 0.5]),
  entry("dieta", [NUTRI, 1]),
  entry("sobrepeso", [NUTRI, 1], [ENDO, 0.6]),
  entry("obesidad", [NUTRI, 1], [ENDO, 0.8], [CIRUGIA, 0.2]),
  entry("subir de peso", [NUTRI, 1]),
  entry("comer sano", [NUTRI, 1]),
  entry("nutrición deportiva", [NUTRI, 1]),
  entry("dieta para diabéticos", [NUTRI, 1], [ENDO, 0.6]),

  // Medicina interna
  entry("enfermedades crónicas", [INTERNA, 1], [FAMILIAR, 0.6]),
  entry("triglicéridos altos", [INTERNA, 1], [ENDO, 0.6], [CARDIO, 0.5]),
  entry("pies hinchados", [INTERNA, 1], [ANGIO, 0.6], [CARDIO, 0.6], [NEFRO, 0.4]),
  entry("se me hinchan los pies", [INTERNA, 1], [ANGIO, 0.6], [CARDIO, 0.6], [NEFRO, 0.4]),
  entry("chequeo ejecutivo", [INTERNA, 1], [GENERAL, 0.6]),

  // Cirugía general
  entry("hernia", [CIRUGIA, 1]),
  entry("hernia umbilical", [CIRUGIA, 1], [PEDIA, 0.3]),
  entry("hernia inguinal", [CIRUGIA, 1]),
  entry("piedras en la vesícula", [CIRUGIA, 1], [GASTRO, 0.6]),
  entry("cálculos biliares", [CIRUGIA, 1], [GASTRO, 0.6]),
  entry("apendicitis", [CIRUGIA, 1]),
  entry("lipoma", [CIRUGIA, 1], [DERMA, 0.5]),
  entry("bolita de grasa", [CIRUGIA, 1], [DERMA, 0.5]),
  entry("cirugía bariátrica", [CIRUGIA, 1], [NUTRI, 0.4], [ENDO, 0.3]),
  entry("manga gástrica", [CIRUGIA, 1], [NUTRI, 0.4]),

  // Nefrología
  entry("riñones", [NEFRO, 1], [URO, 0.6]),
  entry("insuficiencia renal", [NEFRO, 1]),
  entry("enfermedad renal", [NEFRO, 1]),
  entry("creatinina alta", [NEFRO, 1]),
  entry("diálisis", [NEFRO, 1]),
  entry("orina espumosa", [NEFRO, 1], [URO, 0.4]),

  // Angiología
  entry("várices", [ANGIO, 1], [DERMA, 0.3]),
  entry("arañitas en las piernas", [ANGIO, 1], [DERMA, 0.6]),
  entry("piernas cansadas", [ANGIO, 1]),
  entry("mala circulación", [ANGIO, 1]),
  entry("pies fríos", [ANGIO, 1]),
  entry("trombosis", [ANGIO, 1], [HEMATO, 0.5]),
  entry("coágulo en la pierna", [ANGIO, 1], [HEMATO, 0.5]),
  entry("pie diabético", [ANGIO, 1], [ENDO, 0.5]),
  entry("úlceras en las piernas", [ANGIO, 1], [DERMA, 0.4]),
  entry("aneurisma aórtico", [ANGIO, 1], [CARDIO, 0.6]),

  // Cirugía plástica
  entry("cirugía estética", [PLASTICA, 1]),
  entry("liposucción", [PLASTICA, 1]),
  entry("lipoescultura", [PLASTICA, 1]),
  entry("aumento de busto", [PLASTICA, 1]),
  entry("implantes de seno", [PLASTICA, 1]),
  entry("reducción de busto", [PLASTICA, 1]),
  entry("rinoplastia", [PLASTICA, 1], [OTORRINO, 0.5]),
  entry("abdominoplastia", [PLASTICA, 1]),
  entry("levantamiento de glúteos", [PLASTICA, 1]),
  entry("párpados caídos", [PLASTICA, 1], [OFTAL, 0.6]),
  entry("papada", [PLASTICA, 1]),
  entry("quemaduras", [PLASTICA, 1], [CIRUGIA, 0.5]),
  entry("labio leporino", [PLASTICA, 1], [PEDIA, 0.5]),
  entry("orejas salidas", [PLASTICA, 1], [PEDIA, 0.3]),

  // Alergología
  entry("alergia", [ALERGIA, 1], [DERMA, 0.3]),
  entry("estornudos", [ALERGIA, 1], [OTORRINO, 0.5]),
  entry("rinitis alérgica", [ALERGIA, 1], [OTORRINO, 0.6]),
  entry("urticaria", [ALERGIA, 1], [DERMA, 0.8]),
  entry("alergia a medicamentos", [ALERGIA, 1]),
  entry("alergia al polvo", [ALERGIA, 1]),
  entry("alergia a picaduras", [ALERGIA, 1]),
  entry("vacunas para la alergia", [ALERGIA, 1]),
  entry("defensas bajas", [ALERGIA, 1], [INFECTO, 0.5], [HEMATO, 0.3]),

  // Geriatría. Elderly words weigh 0.6 so a specific complaint still leads.
  entry("adulto mayor", [GERIA, 1]),
  entry("tercera edad", [GERIA, 1]),
  entry("persona mayor", [GERIA, 1]),
  entry("mi abuelo", [GERIA, 0.6]),
  entry("mi abuela", [GERIA, 0.6]),
  entry("mi abuelita", [GERIA, 0.6]),
  entry("pérdida de memoria", [GERIA, 1], [NEURO, 0.9], [PSIQUI, 0.3]),
  entry("se me olvidan las cosas", [GERIA, 1], [NEURO, 0.9], [PSIQUI, 0.3]),
  entry("demencia", [GERIA, 1], [NEURO, 0.9]),
  entry("alzheimer", [GERIA, 1], [NEURO, 0.9]),
  entry("se cae seguido", [GERIA, 1], [NEURO, 0.5], [PEDIA, 0.3]),

  // Infectología
  entry("vih", [INFECTO, 1]),
  entry("sida", [INFECTO, 1]),
  entry("hepatitis", [INFECTO, 1], [GASTRO, 0.9]),
  entry("fiebre que no se quita", [INFECTO, 1], [INTERNA, 0.6], [PEDIA, 0.3]),
  entry("tuberculosis", [INFECTO, 1], [NEUMO, 0.9]),
  entry("enfermedades de transmisión sexual", [INFECTO, 1], [URO, 0.5], [GINE, 0.5]),
  entry("virus del papiloma", [GINE, 1], [INFECTO, 0.5], [URO, 0.4], [DERMA, 0.4]),

  // Hematología
  entry("anemia", [HEMATO, 1], [GENERAL, 0.5], [PEDIA, 0.3]),
  entry("moretones", [HEMATO, 1]),
  entry("moretes sin golpe", [HEMATO, 1]),
  entry("plaquetas bajas", [HEMATO, 1]),
  entry("hierro bajo", [HEMATO, 1], [GENERAL, 0.5]),
  entry("hemofilia", [HEMATO, 1]),
  entry("leucemia", [HEMATO, 1], [ONCO, 0.7]),
  entry("linfoma", [HEMATO, 1], [ONCO, 0.8]),

  // Medicina física y rehabilitación
  entry("rehabilitación", [REHAB, 1]),
  entry("terapia física", [REHAB, 1], [TRAUMA, 0.3]),
  entry("fisioterapia", [REHAB, 1], [TRAUMA, 0.3]),
  entry("contractura muscular", [REHAB, 1], [TRAUMA, 0.5]),
  entry("secuelas de embolia", [REHAB, 1], [NEURO, 0.6]),
  entry("parálisis cerebral", [REHAB, 1], [NEURO, 0.7], [PEDIA, 0.5]),

  // Neurocirugía
  entry("hernia de disco", [NEUROCIRUGIA, 1], [TRAUMA, 0.6]),
  entry("cirugía de columna", [NEUROCIRUGIA, 1], [TRAUMA, 0.7]),
  entry("tumor cerebral", [NEUROCIRUGIA, 1], [ONCO, 0.7]),
  entry("ciática", [NEUROCIRUGIA, 1], [TRAUMA, 0.7], [REHAB, 0.6]),
  entry("nervio pinzado", [NEUROCIRUGIA, 1], [TRAUMA, 0.7], [REHAB, 0.5]),
  entry("hidrocefalia", [NEUROCIRUGIA, 1], [PEDIA, 0.4]),
  entry("golpe en la cabeza", [NEUROCIRUGIA, 1], [NEURO, 0.6], [GENERAL, 0.5], [PEDIA, 0.3]),

  // Coloproctología
  entry("hemorroides", [PROCTO, 1], [CIRUGIA, 0.5]),
  entry("almorranas", [PROCTO, 1], [CIRUGIA, 0.5]),
  entry("fisura anal", [PROCTO, 1]),
  entry("comezón anal", [PROCTO, 1], [DERMA, 0.4]),
  entry("dolor anal", [PROCTO, 1]),
  entry("dolor en el ano", [PROCTO, 1]),
  entry("comezón en el ano", [PROCTO, 1], [DERMA, 0.4]),
  entry("sangrado al evacuar", [PROCTO, 1], [GASTRO, 0.7]),
  entry("sangre en las heces", [PROCTO, 1], [GASTRO, 0.8]),
  entry("fístula anal", [PROCTO, 1]),

  // Ginecología y obstetricia
  entry("embarazo", [GINE, 1]),
  entry("estoy embarazada", [GINE, 1]),
  entry("control prenatal", [GINE, 1]),
  entry("regla irregular", [GINE, 1], [ENDO, 0.4]),
  entry("menstruación irregular", [GINE, 1], [ENDO, 0.4]),
  entry("no me baja la regla", [GINE, 1]),
  entry("cólicos menstruales", [GINE, 1]),
  entry("cólicos", [GINE, 1], [GASTRO, 0.6], [PEDIA, 0.4]),
  entry("papanicolaou", [GINE, 1]),
  entry("flujo vaginal", [GINE, 1]),
  entry("infección vaginal", [GINE, 1]),
  entry("comezón vaginal", [GINE, 1]),
  entry("sangrado vaginal", [GINE, 1]),
  entry("dolor de ovarios", [GINE, 1]),
  entry("dolor pélvico", [GINE, 1], [URO, 0.3]),
  entry("ovario poliquístico", [GINE, 1], [ENDO, 0.7]),
  entry("miomas", [GINE, 1]),
  entry("endometriosis", [GINE, 1]),
  entry("anticonceptivos", [GINE, 1], [FAMILIAR, 0.4]),
  entry("pastillas anticonceptivas", [GINE, 1], [FAMILIAR, 0.4]),
  entry("diu", [GINE, 1]),
  entry("menopausia", [GINE, 1], [ENDO, 0.4]),
  entry("bochornos", [GINE, 1], [ENDO, 0.4]),
  entry("no puedo embarazarme", [GINE, 1], [URO, 0.3]),
  entry("infertilidad", [GINE, 1], [URO, 0.5]),
  entry("cesárea", [GINE, 1]),
  entry("colposcopia", [GINE, 1]),
  entry("preeclampsia", [GINE, 1]),
  entry("sangrado entre reglas", [GINE, 1]),
  entry("manchado entre reglas", [GINE, 1]),
  entry("lactancia", [GINE, 1], [PEDIA, 0.5]),
  // Breasts, not the heart: more specific than "dolor de pecho", so that rule steps aside.
  entry("me duelen los pechos al amamantar", [GINE, 1], [PEDIA, 0.3]),
  entry("dolor de pecho antes de la regla", [GINE, 1]),

  // "sangre" alone means little: where it comes from decides (see CONTEXT_DEPENDENT_STEMS).
  entry("orino sangre", [URO, 1], [NEFRO, 0.6]),
  entry("me sangra la nariz", [OTORRINO, 1], [GENERAL, 0.4], [PEDIA, 0.3]),
  entry("sangre del oído", [OTORRINO, 1]),
  entry("escupo sangre", [NEUMO, 1]),
  entry("azúcar en la sangre", [ENDO, 1], [INTERNA, 0.6], [NUTRI, 0.4]),
  entry("presión de la sangre", [CARDIO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
  entry("donar sangre", [GENERAL, 1], [HEMATO, 0.5]),
  entry("sangre baja", [HEMATO, 1], [GENERAL, 0.5]),
  entry("me corté", [GENERAL, 1], [CIRUGIA, 0.5]),
  entry("me raspé", [GENERAL, 1], [PEDIA, 0.4]),

  // The heart as a figure of speech.
  entry("corazón roto", [PSICO, 1], [PSIQUI, 0.5]),
  entry("me rompieron el corazón", [PSICO, 1], [PSIQUI, 0.5]),
  entry("corazón en la mano", [PSICO, 1]),
  entry("me duele el alma", [PSICO, 1], [PSIQUI, 0.6]),
  entry("mal de amores", [PSICO, 1]),
  entry("desamor", [PSICO, 1]),
  entry("deudas", [PSICO, 1]),
  entry("no duermo", [PSIQUI, 1], [PSICO, 0.7]),

  // Everyday words the phrases above did not cover.
  entry("ronco", [OTORRINO, 1], [NEUMO, 0.6]),
  entry("cicatriz", [DERMA, 1], [PLASTICA, 0.8]),
  entry("quemadura de sol", [DERMA, 1]),
  entry("me quemé con el sol", [DERMA, 1]),
  entry("me torcí la muñeca", [TRAUMA, 1]),
  entry("planta del pie", [TRAUMA, 1], [REHAB, 0.4]),
  entry("dolor de pies", [TRAUMA, 1], [ANGIO, 0.5]),
  entry("problemas de erección", [URO, 1]),
  // Everyday phrasings whose stems differ from the clinical wording above.
  entry("disfunción eréctil", [URO, 1]),
  entry("orinar en la noche", [URO, 1], [GERIA, 0.3]),
  entry("me tiemblan las manos", [NEURO, 1], [GERIA, 0.3]),
  entry("me tiembla el cuerpo", [NEURO, 1]),
  entry("muela picada", [DENTAL, 1]),
  entry("diente picado", [DENTAL, 1]),
  entry("manchas en la cara", [DERMA, 1]),
  entry("pus del oído", [OTORRINO, 1]),
  entry("me sale pus", [GENERAL, 0.6], [DERMA, 0.5]),
  entry("operarme la nariz", [PLASTICA, 1], [OTORRINO, 0.9]),
  entry("dejar de tomar", [PSIQUI, 1], [PSICO, 0.8]),
  entry("dejar de beber", [PSIQUI, 1], [PSICO, 0.8]),
  entry("no pone atención", [PSICO, 1], [PSIQUI, 0.8], [NEURO, 0.5], [PEDIA, 0.5]),
  entry("sangre al ir al baño", [PROCTO, 1], [GASTRO, 0.8]),
  entry("sangre cuando voy al baño", [PROCTO, 1], [GASTRO, 0.8]),
  entry("glucosa", [ENDO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
  entry("se queda viendo a la nada", [NEURO, 1], [PEDIA, 0.5]),
  entry("se me hinchan los labios", [ALERGIA, 1], [DERMA, 0.4]),
];

/**
 * How a specialty is named: catalogue names and specialist words plus the colloquial
 * forms Mexican patients use. Feminine and plural forms come from inflectAlias in
 * intent.ts and from stemming here, so only base forms are listed.
 */
const EXTRA_SPECIALTY_ALIASES: readonly (readonly [slug: string, phrase: string])[] = [
  [GINE, "gineco"],
  [GINE, "ginecobstetra"],
  [GINE, "ginecoobstetra"],
  [GINE, "obstetra"],
  [OFTAL, "oculista"],
  [OFTAL, "doctor de los ojos"],
  [OFTAL, "doctor de la vista"],
  [DENTAL, "sacamuelas"],
  [TRAUMA, "ortopédico"],
  [TRAUMA, "huesero"],
  [TRAUMA, "doctor de los huesos"],
  [GINE, "doctor de la mujer"],
  [GINE, "doctor de mujeres"],
  [PSIQUI, "loquero"],
  [NEURO, "doctor de la cabeza"],
  [OTORRINO, "otorrino"],
  [TRAUMA, "ortopedista"],
  [TRAUMA, "traumatólogo ortopedista"],
  [TRAUMA, "médico ortopedista"],
  [DENTAL, "odontólogo"],
  [DENTAL, "cirujano dentista"],
  [DENTAL, "odontopediatra"],
  [DENTAL, "ortodoncista"],
  [DENTAL, "endodoncista"],
  [DERMA, "dermato"],
  [NUTRI, "nutricionista"],
  [INTERNA, "médico internista"],
  [GASTRO, "gastro"],
  [ENDO, "endocrino"],
  [NEUMO, "neumonólogo"],
  [NEUMO, "pulmonólogo"],
  [PSICO, "psicoterapeuta"],
  [PSICO, "terapeuta"],
  [PSIQUI, "paidopsiquiatra"],
  [PEDIA, "neonatólogo"],
  [REHAB, "fisiatra"],
  [REHAB, "rehabilitador"],
  [REHAB, "fisioterapeuta"],
  [REHAB, "terapeuta físico"],
  [ALERGIA, "alergista"],
  [ALERGIA, "inmunólogo"],
  [GERIA, "gerontólogo"],
  [FAMILIAR, "médico de familia"],
  [FAMILIAR, "médico de cabecera"],
  [CIRUGIA, "cirujano"],
  [PLASTICA, "cirujano estético"],
  [ANGIO, "cirujano vascular"],
  [ANGIO, "flebólogo"],
  [ONCO, "cirujano oncólogo"],
  [PROCTO, "proctólogo"],
];

export interface SpecialtyAlias {
  slug: string;
  phrase: string;
}

/**
 * Every way of naming a specialty directly: slug words, name (and each part of a
 * compound name such as "Traumatología y Ortopedia"), specialist singular and plural,
 * and colloquial forms. Used by rankSpecialties and parseSearchIntent alike.
 */
export const SPECIALTY_ALIASES: readonly SpecialtyAlias[] = (() => {
  const aliases: SpecialtyAlias[] = [];
  const seen = new Set<string>();
  const add = (slug: string, phrase: string) => {
    const key = `${slug}|${phrase.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    aliases.push({ slug, phrase });
  };
  for (const specialty of SPECIALTIES) {
    add(specialty.slug, specialty.slug.replace(/-/g, " "));
    add(specialty.slug, specialty.name);
    for (const part of specialty.name.split(/\s+y\s+/)) add(specialty.slug, part);
    add(specialty.slug, specialty.specialistName);
    add(specialty.slug, specialty.specialistPlural);
  }
  for (const [slug, phrase] of EXTRA_SPECIALTY_ALIASES) add(slug, phrase);
  return aliases;
})();

/** Naming the specialty outright outweighs any symptom phrase. */
const DIRECT_NAME_WEIGHT = 3;
/**
 * Catalogue keywords are shared by several specialties ("ansiedad", "diabetes"), so
 * they weigh less than the lexicon, whose first route breaks the tie.
 */
const CATALOGUE_KEYWORD_WEIGHT = 0.6;
/**
 * Words that point to a specialty only when nothing else in the query says why: "sangre"
 * (a cut, the urine, the gums, a nosebleed…) and "corazón" (often a figure of speech).
 */
const CONTEXT_DEPENDENT_STEMS: ReadonlySet<string> = new Set(stemTokens("sangre corazón"));

interface IndexedRule {
  tokens: readonly string[];
  weights: Map<string, number>;
}

function specificity(tokenCount: number): number {
  // Longer phrases are more specific: "tos con sangre" beats "tos".
  return 1 + 0.5 * (tokenCount - 1);
}

const RULES: readonly IndexedRule[] = (() => {
  const byKey = new Map<string, IndexedRule>();
  const add = (phrase: string, slug: string, weight: number) => {
    const tokens = [...new Set(stemTokens(phrase))].sort();
    if (tokens.length === 0) return;
    const key = tokens.join(" ");
    let rule = byKey.get(key);
    if (!rule) {
      rule = { tokens, weights: new Map() };
      byKey.set(key, rule);
    }
    // Same stems, same rule: keep the strongest route instead of adding twice.
    rule.weights.set(slug, Math.max(rule.weights.get(slug) ?? 0, weight));
  };
  for (const { phrase, specialties } of SYMPTOM_LEXICON) {
    for (const { slug, weight } of specialties) add(phrase, slug, weight);
  }
  for (const specialty of SPECIALTIES) {
    for (const keyword of SPECIALTY_KEYWORDS[specialty.slug] ?? [])
      add(keyword, specialty.slug, CATALOGUE_KEYWORD_WEIGHT);
  }
  for (const { slug, phrase } of SPECIALTY_ALIASES) add(phrase, slug, DIRECT_NAME_WEIGHT);
  return [...byKey.values()];
})();

/**
 * A rule that only says "a child" (mi hijo, niña, mi bebé): pediatrics is its sole route, at
 * the light weight of child words (naming the specialty, "pediatra", weighs more).
 */
function isChildWordRule(rule: IndexedRule): boolean {
  const pediatric = rule.weights.get(PEDIA);
  return rule.weights.size === 1 && pediatric !== undefined && pediatric < 1;
}

const CATALOGUE_ORDER = new Map(SPECIALTIES.map((specialty, index) => [specialty.slug, index]));

function isProperSubset(small: readonly string[], large: readonly string[]): boolean {
  if (small.length >= large.length) return false;
  const largeSet = new Set(large);
  return small.every((token) => largeSet.has(token));
}

/**
 * Child-context rule: when the text is about a child (hijo, niña, bebé… under 18), every
 * matched rule that lists pediatría lifts pediatría to that rule's main weight. Rules
 * without pediatría (acné, caries...) are left alone, so "mi hijo tiene caries" still
 * goes to the dentist while "mi hijo tiene fiebre" goes to the paediatrician.
 */
function applyChildContext(weights: Map<string, number>): Map<string, number> {
  const pediatric = weights.get(PEDIA);
  if (pediatric === undefined) return weights;
  const lifted = new Map(weights);
  lifted.set(PEDIA, Math.max(pediatric, ...weights.values()));
  return lifted;
}

/**
 * Specialties a free-text query points to, best first. A rule scores when all of its
 * stems occur in the query (any order, any accents); when a longer matched rule
 * contains a shorter one ("tos con sangre" and "tos"), only the longer one counts.
 */
export function rankSpecialties(text: string, limit = 3): SpecialtyScore[] {
  if (limit <= 0) return [];
  const queryStems = new Set(stemTokens(text));
  if (queryStems.size === 0) return [];

  const matched = RULES.filter((rule) => rule.tokens.every((token) => queryStems.has(token)));
  const mostSpecific = matched.filter(
    (rule) => !matched.some((other) => isProperSubset(rule.tokens, other.tokens)),
  );
  const withContext = mostSpecific.filter(
    (rule) => !rule.tokens.every((token) => CONTEXT_DEPENDENT_STEMS.has(token)),
  );
  // An adult son ("mi hijo de 30 años") or "mi papá bebe mucho" is not a child: rules that
  // only name a child ("mi hijo", "mi bebé") then route nowhere.
  const childContext = readSubject(foldText(text)).child;
  const counted = (withContext.length > 0 ? withContext : mostSpecific).filter(
    (rule) => childContext || !isChildWordRule(rule),
  );

  const scores = new Map<string, number>();
  for (const rule of counted) {
    const weights = childContext ? applyChildContext(rule.weights) : rule.weights;
    const factor = specificity(rule.tokens.length);
    for (const [slug, weight] of weights) {
      scores.set(slug, (scores.get(slug) ?? 0) + weight * factor);
    }
  }

  return [...scores]
    .map(([slug, score]) => ({ slug, score: Math.round(score * 1000) / 1000 }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (CATALOGUE_ORDER.get(a.slug) ?? 0) - (CATALOGUE_ORDER.get(b.slug) ?? 0),
    )
    .slice(0, limit);
}
