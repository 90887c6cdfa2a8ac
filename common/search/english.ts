/**
 * English and Spanglish for tourists and expats, as data by concept: each concept lists the
 * ways people say it (English, and the English words Mexicans mix into Spanish: "mi kid",
 * "un dentist") and where it goes, with the same weights as the Spanish lexicon. The words are
 * stemmed by the same (Spanish) stemmer as the query, so only the forms people type are
 * listed: singular and plural where both are common ("rash", "rashes").
 */

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

type Route = readonly [slug: string, weight: number];

export interface EnglishConcept {
  /** Phrases of one concept; every word of a phrase must occur in the query. */
  phrases: readonly string[];
  routes: readonly Route[];
}

function concept(phrases: readonly string[], ...routes: Route[]): EnglishConcept {
  return { phrases, routes };
}

/** Complaints and needs, by body system (the routes mirror their Spanish twins). */
export const ENGLISH_CONCEPTS: readonly EnglishConcept[] = [
  // Urinary and sexual health
  concept(
    [
      "uti",
      "utis",
      "urinary infection",
      "urinary tract infection",
      "bladder infection",
      "burning pee",
      "burns pee",
      "burning urination",
      "painful urination",
    ],
    [URO, 1],
    [GINE, 0.6],
    [GENERAL, 0.5],
  ),
  concept(["kidney stone", "kidney stones"], [URO, 1], [NEFRO, 0.6]),
  concept(["kidney"], [NEFRO, 0.8], [URO, 0.6]),
  concept(["prostate"], [URO, 1]),
  concept(["erectile dysfunction", "impotence"], [URO, 1]),
  concept(
    ["std", "stds", "sti", "stis", "std test", "sti test", "std testing", "hiv test"],
    [INFECTO, 1],
    [GINE, 0.7],
    [URO, 0.6],
  ),
  // Women's health and pregnancy
  concept(["pregnancy test"], [GINE, 1], [GENERAL, 0.5]),
  concept(["pregnant", "pregnancy", "prenatal", "prenatal care"], [GINE, 1]),
  concept(
    ["birth control", "contraception", "contraceptive", "the pill", "iud"],
    [GINE, 1],
    [FAMILIAR, 0.5],
  ),
  concept(["pap smear", "pap test", "period pain", "missed period"], [GINE, 1]),
  concept(["yeast infection"], [GINE, 1]),
  concept(["breast lump"], [GINE, 1], [ONCO, 0.6]),
  // Ears, nose and throat
  concept(
    ["ear infection", "ear infections", "earache", "ear ache", "ear pain"],
    [OTORRINO, 1],
    [GENERAL, 0.5],
    [PEDIA, 0.4],
  ),
  concept(["swimmer ear", "swimmers ear", "clogged ear", "ear wax"], [OTORRINO, 1], [GENERAL, 0.4]),
  concept(
    ["sore throat", "strep throat", "strep", "throat infection", "tonsillitis"],
    [GENERAL, 1],
    [OTORRINO, 0.7],
    [PEDIA, 0.4],
  ),
  concept(["sinus infection", "stuffy nose", "nosebleed"], [OTORRINO, 1], [ALERGIA, 0.4]),
  concept(["hearing loss", "tinnitus", "ringing ears"], [OTORRINO, 1]),
  concept(["dizzy", "dizziness"], [NEURO, 1], [OTORRINO, 0.7], [GENERAL, 0.6]),
  // Stomach and travel
  concept(
    [
      "traveler diarrhea",
      "travelers diarrhea",
      "traveller diarrhoea",
      "travellers diarrhoea",
      "traveler diarrhoea",
      "traveller diarrhea",
      "travellers diarrhea",
      "montezuma revenge",
      "montezumas revenge",
      "diarrhea",
      "diarrhoea",
      "stomach bug",
      "upset stomach",
    ],
    [GENERAL, 1],
    [GASTRO, 0.8],
    [INFECTO, 0.4],
  ),
  concept(["food poisoning", "vomiting", "nausea"], [GENERAL, 1], [GASTRO, 0.7]),
  concept(
    ["stomach ache", "stomachache", "stomach pain", "belly pain", "tummy ache"],
    [GASTRO, 1],
    [GENERAL, 0.8],
  ),
  concept(["heartburn", "acid reflux", "reflux"], [GASTRO, 1], [GENERAL, 0.5]),
  concept(["constipation", "colonoscopy"], [GASTRO, 1], [PROCTO, 0.5]),
  concept(["hemorrhoids", "haemorrhoids", "piles"], [PROCTO, 1], [CIRUGIA, 0.5]),
  concept(["appendicitis"], [CIRUGIA, 1], [GENERAL, 0.5]),
  // Skin and sun
  concept(
    ["sunburn", "sun burn", "sunburned", "sunburnt", "sun poisoning"],
    [DERMA, 1],
    [GENERAL, 0.6],
  ),
  concept(
    ["rash", "rashes", "hives", "itchy skin", "itching", "eczema"],
    [DERMA, 1],
    [ALERGIA, 0.6],
    [PEDIA, 0.3],
  ),
  concept(["pimples", "mole check", "skin check", "skin cancer", "wart", "warts"], [DERMA, 1]),
  concept(
    ["bug bite", "bug bites", "insect bite", "insect bites", "mosquito bite", "mosquito bites"],
    [DERMA, 1],
    [GENERAL, 0.8],
    [ALERGIA, 0.5],
  ),
  concept(["jellyfish sting", "scorpion sting", "dog bite"], [GENERAL, 1], [CIRUGIA, 0.4]),
  concept(["burn", "burns"], [GENERAL, 1], [PLASTICA, 0.5], [DERMA, 0.4]),
  concept(["cut", "stitches", "wound"], [GENERAL, 1], [CIRUGIA, 0.7]),
  concept(
    ["fillers", "facelift", "liposuction", "tummy tuck", "nose job"],
    [PLASTICA, 1],
    [DERMA, 0.5],
  ),
  // Bones, joints and sport
  concept(
    ["sprained ankle", "ankle sprain", "twisted ankle", "sprain", "broken bone", "fracture"],
    [TRAUMA, 1],
    [REHAB, 0.4],
  ),
  concept(["sports injury", "sports injuries", "sport injury"], [TRAUMA, 1], [REHAB, 0.8]),
  concept(
    ["back pain", "lower back pain", "backache", "sciatica"],
    [TRAUMA, 1],
    [REHAB, 0.9],
    [NEUROCIRUGIA, 0.3],
  ),
  concept(
    ["knee pain", "shoulder pain", "hip pain", "neck pain"],
    [TRAUMA, 1],
    [REHAB, 0.6],
    [REUMA, 0.4],
  ),
  concept(["joint pain", "arthritis", "gout"], [REUMA, 1], [TRAUMA, 0.6]),
  concept(["physical therapy", "physiotherapy", "rehab", "rehabilitation"], [REHAB, 1]),
  // Mind
  concept(
    ["therapy", "counseling", "counselling", "stress", "grief", "couples therapy"],
    [PSICO, 1],
  ),
  concept(
    ["anxiety", "panic attack", "panic attacks", "depression", "depressed"],
    [PSICO, 1],
    [PSIQUI, 0.8],
  ),
  concept(["insomnia", "can sleep", "adhd", "bipolar"], [PSIQUI, 1], [PSICO, 0.7]),
  // Heart, lungs, hormones
  concept(
    ["chest pain", "palpitations", "high blood pressure", "hypertension"],
    [CARDIO, 1],
    [INTERNA, 0.5],
  ),
  concept(["asthma", "shortness breath", "wheezing"], [NEUMO, 1], [ALERGIA, 0.5]),
  concept(["cough", "cold", "flu", "fever"], [GENERAL, 1], [FAMILIAR, 0.5], [PEDIA, 0.4]),
  concept(["blood sugar", "thyroid"], [ENDO, 1], [INTERNA, 0.7]),
  concept(["weight loss", "diet", "nutrition"], [NUTRI, 1], [ENDO, 0.4]),
  concept(["allergy", "allergies", "allergic reaction"], [ALERGIA, 1], [OTORRINO, 0.4]),
  concept(["migraine", "migraines", "headache", "headaches"], [NEURO, 1], [GENERAL, 0.7]),
  concept(["zika", "chikungunya", "malaria", "infectious disease"], [INFECTO, 1], [GENERAL, 0.8]),
  concept(["anaemia"], [HEMATO, 1], [INTERNA, 0.6]),
  concept(["tumour", "chemotherapy"], [ONCO, 1]),
  concept(["varicose veins", "blood clot"], [ANGIO, 1]),
  // Eyes and teeth
  concept(
    [
      "pink eye",
      "eye infection",
      "red eye",
      "blurry vision",
      "eye exam",
      "glasses",
      "contact lenses",
    ],
    [OFTAL, 1],
  ),
  concept(
    [
      "toothache",
      "tooth ache",
      "tooth pain",
      "broken tooth",
      "cavity",
      "cavities",
      "dental implant",
      "dental implants",
      "veneers",
      "root canal",
      "teeth cleaning",
      "crown",
    ],
    [DENTAL, 1],
  ),
  // Check-ups, prescriptions, children and older people
  concept(
    ["checkup", "check up", "physical exam", "prescription", "refill", "medical certificate"],
    [GENERAL, 1],
    [FAMILIAR, 0.8],
  ),
  concept(["vaccine", "vaccines", "vaccination", "shots"], [PEDIA, 1], [GENERAL, 0.4]),
  concept(["kid", "kids", "child", "children", "toddler", "baby", "babies"], [PEDIA, 0.5]),
  concept(["newborn", "newborns", "well child visit"], [PEDIA, 1]),
  concept(["elderly", "memory loss", "dementia"], [GERIA, 1], [NEURO, 0.8]),
];

/**
 * English (and Spanglish) names of the specialties: read as naming the specialty outright,
 * like "cardiólogo". Compound names are written with spaces ("ob gyn"), since the search reads
 * "ob-gyn" and "ob/gyn" as two words.
 */
export const ENGLISH_SPECIALTY_NAMES: Readonly<Record<string, readonly string[]>> = {
  [CARDIO]: ["cardiologist", "cardiology", "heart doctor", "heart specialist"],
  [PSICO]: [
    "psychologist",
    "psychology",
    "therapist",
    "counselor",
    "counsellor",
    "psychotherapist",
    "shrink",
  ],
  [PEDIA]: [
    "pediatrician",
    "paediatrician",
    "pediatrics",
    "paediatrics",
    "kids doctor",
    "children doctor",
    "baby doctor",
  ],
  [DERMA]: ["dermatologist", "dermatology", "skin doctor", "skin specialist", "derm"],
  [GINE]: [
    "gynecologist",
    "gynaecologist",
    "gynecology",
    "gynaecology",
    "ob gyn",
    "obgyn",
    "obstetrician",
    "women doctor",
    "womens doctor",
  ],
  [GENERAL]: ["gp", "general practitioner", "general doctor", "walk in clinic", "urgent care"],
  [FAMILIAR]: [
    "family doctor",
    "family physician",
    "family medicine",
    "primary care",
    "primary care doctor",
    "primary care physician",
  ],
  [TRAUMA]: [
    "orthopedist",
    "orthopaedist",
    "orthopedic",
    "orthopaedic",
    "orthopedic surgeon",
    "orthopedics",
    "bone doctor",
    "sports medicine",
  ],
  [NEURO]: ["neurologist", "neurology"],
  [OFTAL]: ["ophthalmologist", "ophthalmology", "eye doctor", "eye specialist", "optometrist"],
  [OTORRINO]: [
    "ent",
    "ent doctor",
    "ear nose throat",
    "otolaryngologist",
    "otolaryngology",
    "ear doctor",
  ],
  [URO]: ["urologist", "urology"],
  [GASTRO]: ["gastroenterologist", "gastroenterology", "gi doctor", "stomach doctor"],
  [ENDO]: ["endocrinologist", "endocrinology", "diabetes doctor"],
  [NEUMO]: ["pulmonologist", "pulmonology", "lung doctor"],
  [REUMA]: ["rheumatologist", "rheumatology"],
  [ONCO]: ["oncologist", "oncology", "cancer doctor"],
  [PSIQUI]: ["psychiatrist", "psychiatry"],
  [DENTAL]: ["dentist", "dental", "dental clinic", "orthodontist", "endodontist", "dental surgeon"],
  [NUTRI]: ["nutritionist", "dietitian", "dietician"],
  [INTERNA]: ["internist", "internal medicine"],
  [CIRUGIA]: ["general surgeon", "surgeon", "general surgery"],
  [NEFRO]: ["nephrologist", "nephrology", "kidney doctor"],
  [ANGIO]: ["vascular surgeon", "angiologist", "vein doctor"],
  [PLASTICA]: ["plastic surgeon", "plastic surgery", "cosmetic surgeon", "cosmetic surgery"],
  [ALERGIA]: ["allergist", "allergy doctor", "immunologist"],
  [GERIA]: ["geriatrician", "geriatrics"],
  [INFECTO]: ["infectious disease specialist", "infectious disease doctor"],
  [HEMATO]: ["hematologist", "haematologist", "hematology"],
  [REHAB]: ["physical therapist", "physiotherapist", "physio", "physiatrist", "rehab doctor"],
  [NEUROCIRUGIA]: ["neurosurgeon", "neurosurgery", "spine surgeon"],
  [PROCTO]: ["proctologist", "colorectal surgeon"],
};
