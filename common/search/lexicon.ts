import { SPECIALTIES } from "../catalogs/specialties.ts";
import { SPECIALTY_KEYWORDS } from "./specialty-keywords.ts";
import { ENGLISH_CONCEPTS, ENGLISH_SPECIALTY_NAMES } from "./english.ts";
import {
  diminutiveBases,
  foldNTilde,
  foldText,
  softTokens,
  stemTokens,
  stemWord,
} from "./normalize.ts";
import { readSubject } from "./subject.ts";
import {
  CARDIO,
  PSICO,
  PEDIA,
  DERMA,
  GINE,
  GENERAL,
  TRAUMA,
  NEURO,
  OFTAL,
  OTORRINO,
  URO,
  GASTRO,
  ENDO,
  NEUMO,
  REUMA,
  ONCO,
  PSIQUI,
  DENTAL,
  NUTRI,
  INTERNA,
  CIRUGIA,
  NEFRO,
  ANGIO,
  PLASTICA,
  ALERGIA,
  GERIA,
  INFECTO,
  HEMATO,
  FAMILIAR,
  REHAB,
  NEUROCIRUGIA,
  PROCTO,
} from "./slugs.ts";

import { buildWordCorrector } from "./typos.ts";
import { builtOnce } from "./built-once.ts";

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
  // How people say it went up: "me subió la presión", "se me sube la presión".
  entry("subió la presión", [CARDIO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
  entry("sube la presión", [CARDIO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
  entry("presión elevada", [CARDIO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
  entry("presión arterial", [CARDIO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
  entry("tensión alta", [CARDIO, 1], [INTERNA, 0.6], [FAMILIAR, 0.4]),
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
  entry("dolor de rodilla", [TRAUMA, 1], [REHAB, 0.7], [REUMA, 0.4]),
  entry("me duele la rodilla", [TRAUMA, 1], [REHAB, 0.7], [REUMA, 0.4]),
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
  entry("moretones sin golpearme", [HEMATO, 1]),
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

  // Lay descriptions by body system, as patients put them (MedlinePlus en español symptom
  // pages, IMSS and Secretaría de Salud warning-sign lists, everyday Mexican Spanish).
  // Skin
  entry("granos", [DERMA, 1]),
  entry("granos que dan comezón", [DERMA, 1], [ALERGIA, 0.6]),
  entry("bolitas rojas en la piel", [DERMA, 1], [ALERGIA, 0.6]),
  entry("piel reseca", [DERMA, 1]),
  entry("se me parte la piel", [DERMA, 1]),
  entry("se me pela la piel", [DERMA, 1]),
  entry("me sangra un lunar", [DERMA, 1], [ONCO, 0.5]),
  entry("lunar que creció", [DERMA, 1], [ONCO, 0.4]),
  entry("mezquinos", [DERMA, 1]),
  entry("jiotes", [DERMA, 1]),
  entry("ampollas", [DERMA, 1]),
  entry("piel amarilla", [GASTRO, 1], [INTERNA, 0.6]),
  entry("se me cae el cabello a puños", [DERMA, 1], [ENDO, 0.3]),
  entry("uñas quebradizas", [DERMA, 1]),
  entry("sudo mucho", [DERMA, 1], [ENDO, 0.5]),
  entry("mal olor de pies", [DERMA, 1]),
  // Eyes
  entry("vista borrosa", [OFTAL, 1]),
  entry("se me nubla la vista", [OFTAL, 1], [NEURO, 0.3]),
  entry("veo doble", [OFTAL, 1], [NEURO, 0.6]),
  entry("veo moscas", [OFTAL, 1]),
  entry("veo manchas", [OFTAL, 1]),
  entry("veo lucecitas", [OFTAL, 1], [NEURO, 0.4]),
  entry("no veo de cerca", [OFTAL, 1]),
  entry("no veo de lejos", [OFTAL, 1]),
  entry("leer de cerca", [OFTAL, 1]),
  entry("ojo lloroso", [OFTAL, 1], [ALERGIA, 0.5]),
  entry("me lagrimean los ojos", [OFTAL, 1], [ALERGIA, 0.5]),
  entry("lagañas", [OFTAL, 1], [PEDIA, 0.3]),
  entry("me duelen los ojos", [OFTAL, 1]),
  entry("ojos irritados", [OFTAL, 1], [ALERGIA, 0.5]),
  entry("lentes", [OFTAL, 1]),
  entry("me molesta la luz", [OFTAL, 1], [NEURO, 0.5]),
  // Ears, nose and throat
  entry("oído tapado", [OTORRINO, 1]),
  entry("zumbido de oído", [OTORRINO, 1], [NEURO, 0.3]),
  entry("me zumba el oído", [OTORRINO, 1], [NEURO, 0.3]),
  entry("se me fue la voz", [OTORRINO, 1]),
  entry("perdí la voz", [OTORRINO, 1]),
  entry("ronca la voz", [OTORRINO, 1]),
  entry("dolor al tragar", [OTORRINO, 1], [GENERAL, 0.9], [FAMILIAR, 0.5]),
  entry("me cuesta tragar", [OTORRINO, 1], [GASTRO, 0.7]),
  entry("se me atora la comida", [GASTRO, 1], [OTORRINO, 0.7]),
  entry("garganta irritada", [GENERAL, 1], [OTORRINO, 0.8], [FAMILIAR, 0.5]),
  entry("anginas", [OTORRINO, 1], [GENERAL, 0.7], [PEDIA, 0.4]),
  entry("escurrimiento nasal", [GENERAL, 1], [ALERGIA, 0.7], [OTORRINO, 0.6]),
  entry("no huelo nada", [OTORRINO, 1], [NEURO, 0.3]),
  entry("perdí el olfato", [OTORRINO, 1], [NEURO, 0.3]),
  entry("me sale sangre de la nariz", [OTORRINO, 1], [GENERAL, 0.4], [PEDIA, 0.3]),
  entry("oreja", [OTORRINO, 0.6]),
  // Teeth and mouth
  entry("se me mueve un diente", [DENTAL, 1]),
  entry("diente flojo", [DENTAL, 1]),
  entry("me duele una muela", [DENTAL, 1]),
  entry("sensibilidad al frío en los dientes", [DENTAL, 1]),
  entry("encías inflamadas", [DENTAL, 1]),
  entry("me sangran las encías al cepillarme", [DENTAL, 1]),
  entry("sangre de las encías", [DENTAL, 1]),
  entry("llagas en la boca", [DENTAL, 1], [GENERAL, 0.5]),
  entry("fuegos en la boca", [DENTAL, 1], [DERMA, 0.4]),
  entry("aftas", [DENTAL, 1], [GENERAL, 0.4]),
  entry("se me quebró un diente", [DENTAL, 1]),
  entry("muela", [DENTAL, 1]),
  entry("diente", [DENTAL, 1]),
  entry("encías", [DENTAL, 1]),
  // Stomach and bowels
  entry("boca del estómago", [GASTRO, 1], [GENERAL, 0.6], [INTERNA, 0.4]),
  entry("me arde el estómago", [GASTRO, 1], [GENERAL, 0.5]),
  entry("panza inflamada", [GASTRO, 1], [GENERAL, 0.5]),
  entry("estómago inflamado", [GASTRO, 1], [GENERAL, 0.5]),
  entry("me inflamo después de comer", [GASTRO, 1]),
  entry("indigestión", [GASTRO, 1], [GENERAL, 0.6]),
  entry("empacho", [GENERAL, 1], [GASTRO, 0.7], [PEDIA, 0.5]),
  entry("chorro", [GENERAL, 1], [GASTRO, 0.8], [PEDIA, 0.4]),
  entry("chorrillo", [GENERAL, 1], [GASTRO, 0.8], [PEDIA, 0.4]),
  entry("no puedo ir al baño", [GASTRO, 1], [PROCTO, 0.8], [GENERAL, 0.5]),
  entry("no puedo hacer del baño", [GASTRO, 1], [PROCTO, 0.8], [GENERAL, 0.5]),
  entry("no he evacuado", [GASTRO, 1], [PROCTO, 0.8], [GENERAL, 0.5]),
  entry("eructos", [GASTRO, 1]),
  entry("ruidos en el estómago", [GASTRO, 1]),
  entry("popó con sangre", [PROCTO, 1], [GASTRO, 0.9]),
  entry("heces negras", [GASTRO, 1]),
  entry("asco", [GENERAL, 1], [GASTRO, 0.8]),
  entry("ganas de vomitar", [GENERAL, 1], [GASTRO, 0.8]),
  entry("estómago", [GASTRO, 0.6], [GENERAL, 0.5]),
  entry("panza", [GASTRO, 0.6], [GENERAL, 0.5]),
  entry("barriga", [GASTRO, 0.6], [GENERAL, 0.5]),
  entry("intestino", [GASTRO, 0.6]),
  // Urinary
  entry("orino seguido", [URO, 1], [GENERAL, 0.5]),
  entry("orino con ardor", [URO, 1], [GENERAL, 0.6], [GINE, 0.3]),
  entry("ganas de orinar a cada rato", [URO, 1], [GENERAL, 0.5]),
  entry("me cuesta orinar", [URO, 1]),
  entry("chorro débil al orinar", [URO, 1]),
  entry("se me sale la orina", [URO, 1], [GINE, 0.6], [GERIA, 0.3]),
  entry("se me sale la pipí", [URO, 1], [PEDIA, 0.5]),
  entry("se hace pipí en la cama", [PEDIA, 1], [URO, 0.8]),
  entry("orina con mal olor", [URO, 1], [GENERAL, 0.6]),
  entry("orina oscura", [URO, 1], [NEFRO, 0.5], [GASTRO, 0.4]),
  entry("dolor de espalda en los riñones", [URO, 1], [NEFRO, 0.7]),
  entry("dolor en los riñones", [URO, 1], [NEFRO, 0.7]),
  entry("orina", [URO, 0.6]),
  entry("vejiga", [URO, 1]),
  entry("testículo inflamado", [URO, 1]),
  entry("pene", [URO, 1]),
  // Gynaecology and pregnancy
  entry("flujo con mal olor", [GINE, 1]),
  entry("flujo blanco", [GINE, 1]),
  entry("regla abundante", [GINE, 1], [HEMATO, 0.3]),
  entry("regla dolorosa", [GINE, 1]),
  entry("me duele cuando me baja", [GINE, 1]),
  entry("no me ha bajado", [GINE, 1]),
  entry("me baja dos veces al mes", [GINE, 1], [ENDO, 0.4]),
  entry("periodo irregular", [GINE, 1], [ENDO, 0.4]),
  entry("retraso menstrual", [GINE, 1]),
  entry("dolor en la parte baja del vientre", [GINE, 1], [URO, 0.4], [GASTRO, 0.4]),
  entry("dolor de vientre", [GINE, 1], [GASTRO, 0.6]),
  entry("sudores nocturnos", [GINE, 1], [ENDO, 0.5], [INFECTO, 0.4]),
  entry("sudo en la noche", [GINE, 1], [ENDO, 0.5], [INFECTO, 0.4]),
  entry("calores", [GINE, 1], [ENDO, 0.4]),
  entry("prueba de embarazo", [GINE, 1]),
  entry("creo que estoy embarazada", [GINE, 1]),
  entry("semanas de embarazo", [GINE, 1]),
  entry("ultrasonido del bebé", [GINE, 1]),
  entry("náuseas del embarazo", [GINE, 1]),
  entry("senos", [GINE, 0.8], [ONCO, 0.4]),
  entry("vagina", [GINE, 1]),
  entry("matriz", [GINE, 1]),
  entry("ovarios", [GINE, 1]),
  entry("útero", [GINE, 1]),
  entry("regla", [GINE, 1]),
  entry("menstruación", [GINE, 1]),
  // Children
  entry("no quiere comer", [PEDIA, 0.5], [NUTRI, 0.4], [GENERAL, 0.3]),
  entry("no habla todavía", [PEDIA, 1], [NEURO, 0.6], [PSICO, 0.5]),
  entry("no camina todavía", [PEDIA, 1], [TRAUMA, 0.4], [NEURO, 0.4]),
  entry("retraso del lenguaje", [PEDIA, 1], [NEURO, 0.6], [PSICO, 0.5]),
  entry("moja la cama", [PEDIA, 1], [URO, 0.6], [PSICO, 0.3]),
  entry("berrinches", [PSICO, 1], [PEDIA, 0.6]),
  entry("no sube de peso", [PEDIA, 1], [NUTRI, 0.7]),
  entry("costra láctea", [PEDIA, 1], [DERMA, 0.6]),
  entry("mi chamaco", [PEDIA, 0.5]),
  entry("mi nene", [PEDIA, 0.6]),
  // Bones, muscles and joints
  entry("me truena la rodilla", [TRAUMA, 1], [REUMA, 0.4], [REHAB, 0.4]),
  entry("me truenan las articulaciones", [REUMA, 1], [TRAUMA, 0.6]),
  entry("tobillo hinchado", [TRAUMA, 1], [REUMA, 0.3]),
  entry("rodilla hinchada por un golpe", [TRAUMA, 1], [REUMA, 0.3]),
  entry("me fracturé", [TRAUMA, 1]),
  entry("me disloqué", [TRAUMA, 1]),
  entry("tortícolis", [TRAUMA, 1], [REHAB, 0.7], [GENERAL, 0.5]),
  entry("cuello torcido", [TRAUMA, 1], [REHAB, 0.7]),
  entry("dolor de huesos", [REUMA, 1], [TRAUMA, 0.8]),
  entry("rigidez en las mañanas", [REUMA, 1]),
  entry("manos entumidas en la mañana", [REUMA, 1], [NEURO, 0.5]),
  entry("me duele al caminar", [TRAUMA, 1], [REUMA, 0.5], [ANGIO, 0.4]),
  entry("me jalé un músculo", [TRAUMA, 1], [REHAB, 0.7]),
  entry("desgarre", [TRAUMA, 1], [REHAB, 0.7]),
  entry("rodilla", [TRAUMA, 0.6]),
  entry("tobillo", [TRAUMA, 0.6]),
  entry("hombro", [TRAUMA, 0.6]),
  entry("codo", [TRAUMA, 0.6]),
  entry("cadera", [TRAUMA, 0.6]),
  entry("columna", [TRAUMA, 0.6], [NEUROCIRUGIA, 0.4]),
  entry("huesos", [TRAUMA, 0.6], [REUMA, 0.5]),
  entry("articulaciones", [REUMA, 0.6], [TRAUMA, 0.4]),
  // Mind and mood
  entry("me siento solo", [PSICO, 1], [PSIQUI, 0.5]),
  entry("soledad", [PSICO, 1]),
  entry("sin ganas de nada", [PSICO, 1], [PSIQUI, 0.9]),
  entry("no tengo ganas de nada", [PSICO, 1], [PSIQUI, 0.9]),
  entry("no le encuentro sentido a nada", [PSICO, 1], [PSIQUI, 0.9]),
  entry("miedo a salir", [PSICO, 1], [PSIQUI, 0.8]),
  entry("fobia", [PSICO, 1], [PSIQUI, 0.7]),
  entry("nervios", [PSICO, 1], [PSIQUI, 0.6]),
  entry("ando muy nervioso", [PSICO, 1], [PSIQUI, 0.7]),
  entry("estresado", [PSICO, 1], [PSIQUI, 0.4]),
  entry("angustia", [PSICO, 1], [PSIQUI, 0.8]),
  entry("achicopalado", [PSICO, 1], [PSIQUI, 0.6]),
  entry("bajoneado", [PSICO, 1], [PSIQUI, 0.6]),
  entry("desanimado", [PSICO, 1], [PSIQUI, 0.6]),
  entry("murió mi", [PSICO, 1], [PSIQUI, 0.4]),
  entry("perdí a mi", [PSICO, 1], [PSIQUI, 0.4]),
  entry("cambios de humor", [PSIQUI, 1], [PSICO, 0.9], [GINE, 0.3]),
  entry("me enojo por todo", [PSICO, 1], [PSIQUI, 0.6]),
  entry("pesadillas", [PSICO, 1], [PSIQUI, 0.8]),
  entry("duermo mucho", [PSIQUI, 1], [PSICO, 0.8], [NEURO, 0.4]),
  entry("no me puedo concentrar", [PSICO, 1], [PSIQUI, 0.8], [NEURO, 0.4]),
  entry("adicción", [PSIQUI, 1], [PSICO, 0.7]),
  entry("fumo mucho", [NEUMO, 1], [PSIQUI, 0.5]),
  // Heart and circulation
  entry("el corazón me late muy rápido", [CARDIO, 1]),
  entry("siento el corazón acelerado", [CARDIO, 1]),
  entry("el corazón me brinca", [CARDIO, 1]),
  entry("latidos", [CARDIO, 1]),
  entry("la presión no me baja", [CARDIO, 1], [INTERNA, 0.7], [FAMILIAR, 0.5]),
  entry("me canso al caminar", [CARDIO, 1], [NEUMO, 0.7], [INTERNA, 0.6]),
  entry("me canso al subir escaleras", [CARDIO, 1], [NEUMO, 0.7], [INTERNA, 0.6]),
  entry("piernas hinchadas", [ANGIO, 1], [INTERNA, 0.8], [CARDIO, 0.7], [NEFRO, 0.5]),
  entry("revisar el corazón", [CARDIO, 1]),
  entry("revisión del corazón", [CARDIO, 1]),
  entry("venas saltadas", [ANGIO, 1], [DERMA, 0.4]),
  entry("venas", [ANGIO, 0.6]),
  // Lungs
  entry("silbidos en el pecho", [NEUMO, 1], [ALERGIA, 0.5], [PEDIA, 0.3]),
  entry("me silba el pecho", [NEUMO, 1], [ALERGIA, 0.5], [PEDIA, 0.3]),
  entry("flemas verdes", [NEUMO, 1], [GENERAL, 0.9], [FAMILIAR, 0.5]),
  entry("toso mucho", [GENERAL, 1], [NEUMO, 0.8], [PEDIA, 0.4]),
  entry("me agito", [NEUMO, 1], [CARDIO, 0.8]),
  entry("pulmones", [NEUMO, 1]),
  // Nerves and the brain
  entry("se me duerme la pierna", [NEURO, 1], [ANGIO, 0.6], [TRAUMA, 0.5]),
  entry("se me duerme la cara", [NEURO, 1]),
  entry("se me duermen los pies", [NEURO, 1], [ENDO, 0.5], [ANGIO, 0.5]),
  entry("hormigueo", [NEURO, 1], [TRAUMA, 0.3]),
  entry("toques en la cara", [NEURO, 1]),
  entry("toques eléctricos", [NEURO, 1], [TRAUMA, 0.4]),
  entry("punzadas en la cabeza", [NEURO, 1], [GENERAL, 0.5]),
  entry("todo me da vueltas", [OTORRINO, 1], [NEURO, 0.9], [GENERAL, 0.6]),
  entry("me da vueltas la cabeza", [OTORRINO, 1], [NEURO, 0.9], [GENERAL, 0.6]),
  entry("mareo al levantarme", [NEURO, 1], [CARDIO, 0.6], [GENERAL, 0.6]),
  entry("pierdo el equilibrio", [NEURO, 1], [OTORRINO, 0.7]),
  entry("tics", [NEURO, 1], [PSIQUI, 0.5]),
  entry("nervio", [NEURO, 0.6]),
  entry("ya no se acuerda", [GERIA, 1], [NEURO, 0.9]),
  entry("se le olvida todo", [GERIA, 1], [NEURO, 0.9]),
  entry("memoria", [NEURO, 0.6], [GERIA, 0.6]),
  // Hormones, diabetes and weight
  entry("mucha sed", [ENDO, 1], [INTERNA, 0.7], [FAMILIAR, 0.4]),
  entry("tengo mucha sed y orino mucho", [ENDO, 1], [INTERNA, 0.7], [FAMILIAR, 0.5]),
  entry("subí de peso", [ENDO, 1], [NUTRI, 0.9], [INTERNA, 0.4]),
  entry("bajé de peso sin querer", [INTERNA, 1], [ENDO, 0.8], [GASTRO, 0.4]),
  entry("cuello inflamado", [ENDO, 1], [OTORRINO, 0.6]),
  entry("soy diabético", [ENDO, 1], [INTERNA, 0.8], [FAMILIAR, 0.5]),
  entry("herida que no cierra", [ANGIO, 1], [CIRUGIA, 0.7], [DERMA, 0.5]),
  entry("herida en el pie", [ANGIO, 1], [CIRUGIA, 0.6]),
  entry("insulina", [ENDO, 1], [INTERNA, 0.6]),
  entry("hormonas", [ENDO, 1], [GINE, 0.4]),
  // "El azúcar" is how many people name diabetes ("tengo el azúcar alta").
  entry("azúcar", [ENDO, 1], [INTERNA, 0.8], [FAMILIAR, 0.5]),
  entry("nivel de azúcar", [ENDO, 1], [INTERNA, 0.8], [FAMILIAR, 0.5]),
  // Joints in everyday words: "coyunturas", "las reumas".
  entry("coyunturas", [REUMA, 1], [TRAUMA, 0.6]),
  entry("coyuntura", [REUMA, 1], [TRAUMA, 0.6]),
  entry("reuma", [REUMA, 1], [TRAUMA, 0.4]),
  // Throat as an organ (not a sore throat, read above): the ear-nose-throat specialist.
  entry("amígdalas", [OTORRINO, 1], [PEDIA, 0.5]),
  // Lumps: examined first, never labelled.
  entry("bola en la ingle", [CIRUGIA, 1], [URO, 0.5]),
  entry("bulto en la ingle", [CIRUGIA, 1], [URO, 0.5]),
  entry("bolita en el cuello", [GENERAL, 1], [OTORRINO, 0.7], [ENDO, 0.5]),
  entry("bolita debajo de la piel", [DERMA, 1], [CIRUGIA, 0.8]),
  entry("bolita en la axila", [GENERAL, 1], [CIRUGIA, 0.7], [GINE, 0.5]),
  entry("ingle", [CIRUGIA, 0.6], [URO, 0.4]),
  // Everyday complaints that name no organ.
  entry("me pica todo el cuerpo", [DERMA, 1], [ALERGIA, 0.6]),
  entry("manos hinchadas", [REUMA, 1], [INTERNA, 0.6], [NEFRO, 0.4]),
  entry("boca seca", [GENERAL, 1], [ENDO, 0.6], [DENTAL, 0.5]),
  entry("decaído", [GENERAL, 1], [PSICO, 0.7], [INTERNA, 0.5]),
  entry("no tengo hambre", [GENERAL, 1], [GASTRO, 0.6], [PSICO, 0.4]),
  entry("falta de apetito", [GENERAL, 1], [GASTRO, 0.6], [PSICO, 0.4]),
  entry("no oigo bien", [OTORRINO, 1], [GERIA, 0.3]),
  entry("nudo en la garganta", [PSICO, 1], [OTORRINO, 0.7]),
  entry("piojos", [PEDIA, 1], [DERMA, 0.8]),
  // A body part alone routes lightly, so a complaint read nowhere else still finds a doctor.
  entry("piel", [DERMA, 0.6]),
  entry("cabello", [DERMA, 0.6]),
  entry("ojo", [OFTAL, 0.6]),
  entry("vista", [OFTAL, 0.6]),
  entry("oído", [OTORRINO, 0.6]),
  entry("garganta", [OTORRINO, 0.6], [GENERAL, 0.5]),
  entry("nariz", [OTORRINO, 0.6]),
  entry("voz", [OTORRINO, 0.6]),
  // English and Spanglish (english.ts), one entry per phrase of each concept.
  ...ENGLISH_CONCEPTS.flatMap(({ phrases, routes }) =>
    phrases.map((phrase) => entry(phrase, ...routes)),
  ),
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
  [ENDO, "doctor del azúcar"],
  [REUMA, "doctor de las coyunturas"],
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
  ...Object.entries(ENGLISH_SPECIALTY_NAMES).flatMap(([slug, names]) =>
    names.map((name) => [slug, name] as const),
  ),
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

const rules = builtOnce((): readonly IndexedRule[] => {
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
});

/**
 * The rules by their first stem, each as its place in rules(). A rule matches only when all of
 * its stems are in the query, its first among them, so the query's stems name every rule that
 * can match: a query reads those few instead of every rule.
 */
const rulesByFirstStem = builtOnce((): ReadonlyMap<string, readonly number[]> => {
  const index = new Map<string, number[]>();
  rules().forEach((rule, position) => {
    const first = rule.tokens[0]!;
    const bucket = index.get(first);
    if (bucket) bucket.push(position);
    else index.set(first, [position]);
  });
  return index;
});

/** The rules that may match a query of these stems, in rules()'s order. */
function candidateRules(stems: ReadonlySet<string>): IndexedRule[] {
  const positions: number[] = [];
  for (const stem of stems) positions.push(...(rulesByFirstStem().get(stem) ?? []));
  const all = rules();
  return positions.sort((a, b) => a - b).map((position) => all[position]!);
}

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

/** Every stem some rule needs: a query word outside it can only be guessed at. */
const vocabulary = builtOnce(
  (): ReadonlySet<string> => new Set(rules().flatMap((rule) => rule.tokens)),
);

/**
 * Misspelt lexicon words ("garganata", "diarhea", "sunbrun") read as the word meant: every word
 * of the rules' phrases, indexed once by sound (typos.ts).
 */
const wordCorrector = builtOnce(() =>
  buildWordCorrector(
    (function* () {
      const phrases = [
        ...SYMPTOM_LEXICON.map(({ phrase }) => phrase),
        ...Object.values(SPECIALTY_KEYWORDS).flat(),
        ...SPECIALTY_ALIASES.map(({ phrase }) => phrase),
      ];
      for (const phrase of phrases) {
        for (const token of softTokens(phrase)) {
          const [stem] = stemTokens(token);
          if (stem !== undefined && vocabulary().has(stem))
            yield [foldNTilde(token), stem] as const;
        }
      }
    })(),
  ),
);

/** Words that deny what follows: "sin fiebre", "ni tos". */
const NEGATORS: ReadonlySet<string> = new Set(["no", "sin", "ni", "nunca"]);
/** Pronouns between "no" and its verb: "no me duele", "no le ha dado". */
const NEGATION_CLITICS: ReadonlySet<string> = new Set([
  "me",
  "le",
  "te",
  "se",
  "nos",
  "les",
  "lo",
  "la",
  "he",
  "ha",
  "han",
]);
/**
 * Verbs after "no" that deny a symptom ("no tengo fiebre", "no me duele"). Other verbs state
 * one: "no puedo dormir", "no veo bien", "no me baja la regla" are complaints, not denials.
 */
const DENIAL_VERBS: ReadonlySet<string> = new Set([
  "tengo",
  "tiene",
  "tienen",
  "tenemos",
  "tenia",
  "tuve",
  "tuvo",
  "hay",
  "hubo",
  "presento",
  "presenta",
  "es",
  "son",
  "fue",
  "era",
  "duele",
  "duelen",
  "dolio",
  "dado",
  "da",
  "dan",
]);
/** How many meaningful words a denial reaches ("sin fiebre ni tos", not the whole text). */
const NEGATION_REACH = 3;
/** A denial stops at a clause: "no tengo fiebre, pero me duele la garganta". */
const CLAUSE_BREAK = /[,.;:!?¿¡()]|\b(?:pero|aunque|sino|y|e|ademas|además|tambien|también)\b/iu;

interface QueryStems {
  /** Every stem of the text. */
  all: Set<string>;
  /** Stems said to be present: not only inside a denial ("no tengo fiebre"). */
  affirmed: Set<string>;
}

/** The stem of a query word, or of the word its diminutive comes from when only that is known. */
function queryStem(token: string): string {
  const folded = foldNTilde(token);
  const stem = stemWord(folded);
  if (vocabulary().has(stem)) return stem;
  for (const base of diminutiveBases(folded)) {
    const baseStem = stemWord(base);
    if (vocabulary().has(baseStem)) return baseStem;
  }
  return wordCorrector()(folded) ?? stem;
}

function readQueryStems(text: string): QueryStems {
  const all = new Set<string>();
  const affirmed = new Set<string>();
  for (const clause of text.split(CLAUSE_BREAK)) {
    const tokens = softTokens(clause ?? "");
    let denied = 0;
    tokens.forEach((token, i) => {
      if (NEGATORS.has(token)) {
        let next = i + 1;
        while (NEGATION_CLITICS.has(tokens[next] ?? "")) next++;
        if (token !== "no" || DENIAL_VERBS.has(tokens[next] ?? "")) denied = NEGATION_REACH;
      }
      // Stopwords carry nothing, but "no tengo" still opens a denial.
      if (stemTokens(token).length === 0) return;
      const stem = queryStem(token);
      all.add(stem);
      if (NEGATORS.has(token)) affirmed.add(stem);
      else if (denied > 0) denied--;
      else affirmed.add(stem);
    });
  }
  return { all, affirmed };
}

/** A rule that says a negation itself ("no puedo dormir", "sin ganas de nada"). */
function isNegativePhrase(rule: IndexedRule): boolean {
  return rule.tokens.some((token) => NEGATORS.has(token));
}

/**
 * Specialties a free-text query points to, best first. A rule scores when all of its
 * stems occur in the query (any order, anywhere in the sentence, any accents, a diminutive
 * as its base word) and none of them is denied; when a longer matched rule contains a
 * shorter one ("tos con sangre" and "tos"), only the longer one counts.
 */
export function rankSpecialties(text: string, limit = 3): SpecialtyScore[] {
  if (limit <= 0) return [];
  const { all, affirmed } = readQueryStems(text);
  if (all.size === 0) return [];

  // A rule counts when its words are there and not denied: "no tengo fiebre" leaves fever out.
  const matched = candidateRules(all).filter((rule) => {
    const present = isNegativePhrase(rule) ? all : affirmed;
    return rule.tokens.every((token) => present.has(token));
  });
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

/** Whether a folded word's stem is in the symptom lexicon ("pecho", "rodilla"); short words are not. */
export function isSymptomWord(foldedWord: string): boolean {
  return foldedWord.length >= 4 && vocabulary().has(stemWord(foldedWord));
}
