import { assertionOf, sentenceBounds, type Assertion } from "./negation.ts";
import type { NormalizedMessage } from "./normalize.ts";
import { around, CLITIC, INTENSE, near, oneOf, wholeWords } from "./patterns.ts";
import { prefixIndex } from "./prefilter.ts";

/**
 * Symptom concepts: what a person says, in the words people use, independent of the
 * emergency it points to. A rule (rules.ts) names the combination that makes an emergency
 * ("pecho" + "aprieta" + "sudor frío"); each concept is found once here, with its negation.
 */
interface ConceptDefinition {
  patterns: readonly string[];
  /** The concept does not count in a sentence that also matches this (figurative, benign). */
  unless?: string;
  /** The concept does not count when the next few words match this ("morir de la risa"). */
  unlessAfter?: string;
  /** The concept does not count when the words just before match this ("como si…"). */
  unlessBefore?: string;
  /** Suicidal words count even after "¿y si…?" or "qué pasaría si…". */
  ignoreHypothetical?: boolean;
}

// Shared vocabulary.
/** "me quiero morir de la risa", "me voy a matar estudiando": figures of speech. */
const FIGURATIVE_DEATH =
  "a (?:trabajar|estudiar|chambear|entrenar)|de (?:la |el )?(?:risa|hambre|sueno|calor|frio|verguenza|pena|oso|coraje|ganas|cansancio|aburrimiento|amor|celos|nervios|miedo|envidia|gusto|antojo|flojera|emocion|alegria|felicidad)|estudiando|trabajando|en el gym|de tanto";
const PAIN = oneOf(
  "dolor",
  "dolores",
  "duele",
  "duelen",
  "dolia",
  "dolio",
  "doliendo",
  "adolorid[oa]",
  "punzadas?",
  "punza\\w*",
  "piquetes?",
);
const PRESSURE = oneOf(
  "opresion",
  "presion",
  "apreton",
  "apretazon",
  "aprieta",
  "apretaba",
  "apretando",
  "apretad[oa]",
  "oprime",
  "oprimid[oa]",
  "pesadez",
  "pesad[oa]",
  "peso",
  "ardor",
  "arde",
  "quema",
  "quemazon",
  "molestia",
  "estruja",
  "estrujan",
  "estrujando",
  "aplasta",
  "aplastan",
  "aplastando",
  "apretaran",
  "apretara",
  "apretaron",
);
const CHEST = oneOf("pecho", "torax", "retroesternal", "precordial", "esternon");
const CHEST_WEIGHTS = oneOf(
  "elefante",
  "piedra",
  "loza",
  "plancha",
  "yunque",
  "costal",
  "bloque",
  "plomo",
  "prensa",
);
const BELLY = oneOf(
  "panza",
  "pancita",
  "barriga",
  "estomago",
  "abdomen",
  "vientre",
  "bajo vientre",
  "tripas",
  "boca del estomago",
);
const HEAD = oneOf("cabeza", "nuca", "craneo");
const FACE = oneOf(
  "cara",
  "boca",
  "sonrisa",
  "labio",
  "labios",
  "rostro",
  "cachete",
  "mejilla",
  "jeta",
  "trompa",
  "boquita",
  "carita",
);
const LIMB = oneOf(
  "medio cuerpo",
  "mitad del cuerpo",
  "brazo",
  "brazos",
  "pierna",
  "piernas",
  "mano",
  "manos",
  "lado",
  "pie",
  "dedos de la mano",
);
const NUMB = oneOf(
  "dormid[oa]s?",
  "entumid[oa]s?",
  "entumecid[oa]s?",
  "adormecid[oa]s?",
  "hormigue\\w*",
  `${CLITIC} (?:durmio|entumio|entumecio|adormecio|duerme)`,
  "no (?:la|lo) siento",
);
/**
 * The verb of numbness ahead of what went numb, which may be a list or a long phrase up to the
 * comma: "se me durmió toda la mitad de la cara y el brazo izquierdo".
 */
const NUMB_VERB = `${CLITIC} (?:durmio|durmieron|entumio|entumieron|entumecio|entumecieron|adormecio|adormecieron|duerme|duermen)`;
/** Snoring, not "ronchas" (hives) nor a hoarse "ronca". */
const SNORING =
  "ronc(?:o|a|an|as) (?:mucho|fuerte|en las noches|dormid[oa])|roncar|roncando|ronquidos?";
/** The way out of the gut: "por el recto", "por la cola", "al hacer del baño", "en la popo". */
const RECTAL = oneOf(
  "por (?:el |la )?(?:recto|ano|atras|cola|colita|culo|trasero|pompas|sentadera)",
  "(?:al|cuando|cada vez que) (?:hacer|hago|hace|ir|voy|va) (?:del bano|popo|caca|al bano)",
  "al (?:evacuar|obrar|defecar|cagar)",
  "en (?:la|el|mi|su|las|los) (?:popo|popos|excremento|heces|evacuacion\\w*|caca|escusado|excusado|taza|inodoro)",
  "(?:popo|popos|heces|evacuaciones|caca|excremento) con",
);
/** Much blood: "mucha sangre", "sangrando un buen", "a chorros". */
const HEAVY_BLOOD = oneOf(
  "(?:pura|puro|mucha|muchisima|bastante|harta|tanta|un buen de|un chingo de|chorros de|un charco de) sangre",
  "sangr\\w* (?:mucho|muchisimo|bastante|un buen|un chingo|a chorros|horrible|sin parar)",
  "(?:mucho|muchisimo) sangrado",
);
/** Medicines by kind and by name, as a swallow names them. */
const MEDICINES = oneOf(
  "pastillas?",
  "pildoras?",
  "tabletas?",
  "capsulas?",
  "medicinas?",
  "medicamentos?",
  "jarabe",
  "frasco",
  "paracetamol\\w*",
  "ibuprofeno\\w*",
  "aspirinas?",
  "clonazepam",
  "(?:gomitas?|galletas?|brownies?|dulces?) (?:de|con) (?:mota|marihuana|thc|cannabis)",
  "rivotril",
  "diazepam",
  "alprazolam",
  "antidepresiv\\w*",
  "dosis",
  "gotas",
);
/** The lower right of the belly, where appendicitis ends up. */
const RIGHT_LOWER = oneOf(
  "abajo del lado derecho",
  "lado derecho (?:abajo|de abajo|de la panza|del abdomen|del vientre|de la barriga)",
  "parte baja derecha",
  "(?:abajo|bajo) (?:a|hacia) la derecha",
  "derecha abajo",
  "fosa iliaca derecha",
);
const TESTIS = oneOf(
  "testiculos?",
  "escroto",
  "bolsa del testiculo",
  "(?:los|un|mis|sus|el|los dos) (?:huevos|huevo|huevitos|huevito)",
  "(?:las|mis) bolas",
);

const CONCEPTS = {
  // Chest and heart (IMSS Código Infarto).
  "chest-pain": {
    patterns: [
      // "un dolor bien fuerte en el pecho": room for two intensity words and "en el".
      around(oneOf(PAIN, PRESSURE), CHEST, 5),
      // "un elefante se me sentó en el pecho": the weight and the chest a few words apart.
      near(CHEST_WEIGHTS, CHEST, 6),
      "se (?:agarra|agarro|agarraba) el pecho",
      "agarrandose el pecho",
    ],
    // Breasts and the menstrual cycle, not the heart.
    unless: "pechos|senos?|pezon\\w*|amamant\\w*|lactancia|dando pecho|regla|menstrua\\w*|mastitis",
  },
  "heart-squeeze": {
    patterns: [
      around(
        oneOf(
          "aprieta",
          "apretando",
          "apretaran",
          "estruja",
          "estrujan",
          "estrujando",
          "exprime",
          "oprime",
          "aplasta",
          "aplastando",
          "punzadas?",
          "duele",
          "dolor",
          "dolia",
        ),
        "corazon",
        3,
      ),
    ],
    unless:
      "corazon (?:roto|partido|destrozado|hecho pedazos|en la mano)|rompieron el corazon|alma|desamor|me dejo|me dejaron|termino conmigo|tronamos|mi ex|extrano",
  },
  "chest-severe": {
    patterns: [
      around(INTENSE, oneOf(PAIN, PRESSURE), 2),
      CHEST_WEIGHTS,
      "estruj\\w*",
      "aplast\\w*",
      "quema por dentro",
      "como fuego",
      "opresiv[oa]",
    ],
  },
  "chest-benign": {
    patterns: [
      "(?:cuando|al) (?:toso|tosi|toser|respiro hondo|me toco|me aprieto|me muevo|estornudo)",
      // Pain with laughing, talking or lying down: the chest wall, not the heart.
      "(?:cuando|al) (?:me )?(?:rio|rei|reir\\w*|hablo|canto|bostezo|acostarme|me acuesto)",
      "costillas?",
      "agruras",
      "reflujo",
      "me pegue con",
      "muscular",
      "me lastime",
      "(?:cuando|al) (?:me agacho|agacharme|me estiro|me volteo)",
      "respirar hondo",
      "por la tos",
      "desde hace (?:meses|anos|tiempo)",
      "gastritis",
      "acidez",
      "despues de comer",
      // Food brings it on and an antacid takes it away.
      "(?:cuando|si|cada vez que) (?:como|ceno|desayuno|comemos|cenamos)",
      "antiacid\\w*|sal de uvas|melox|riopan|leche de magnesia|omeprazol|pepto\\w*",
      "de tanto",
      "lagartijas",
      "pesas",
      // A fall or a sport days ago ("desde que me caí jugando futbol").
      "(?:desde que )?me cai",
      "jugando (?:futbol|fut|basquet|beisbol|americano|tochito|voli\\w*)",
      "cargando",
      "ejercicio",
      "gym|gimnasio",
      "(?:entrenar|entrenando|entrenamiento)",
    ],
  },
  persistent: {
    patterns: [
      `no ${CLITIC} (?:quita|pasa|calma)`,
      "desde hace (?:\\d+|media|una|un|mas de) ?(?:minutos|min|hora|horas|rato)?(?! (?:dias|semanas|meses|anos))",
      "llevo (?:\\d+|media|una) (?:minutos|min|hora|horas)",
      // "ya lleva rato", "desde hace rato", "tiene un buen rato".
      "(?:ya )?(?:lleva|llevo|tiene|tengo|trae|traigo) (?:un )?(?:buen )?(?:rato|ratote)",
      "desde hace (?:un )?(?:buen )?rato",
      "media hora",
      "(?:aunque|y) (?:ya )?(?:me sente|descanse|me acoste)",
    ],
  },
  radiating: {
    patterns: [
      near(
        oneOf(
          "va",
          "iba",
          "corre",
          "sube",
          "baja",
          "pasa",
          "extiende",
          "irradia",
          "irradiad[oa]",
          "recorre",
          "llega",
        ),
        oneOf(
          "brazo",
          "quijada",
          "mandibula",
          "cuello",
          "espalda",
          "hombro",
          "hombros",
          "garganta",
        ),
        5,
      ),
      around(PAIN, oneOf("brazo izquierdo", "mandibula", "quijada"), 3),
      "entre los hombros",
      "brazo (?:izquierdo )?(?:entumido|dormido|adormecido)",
      `(?:se )?${CLITIC} (?:entume|entumio|entumece|duerme|durmio|adormece|hormiguea) el brazo`,
      "(?:el|mi) pecho y (?:el|la) (?:brazo|quijada|mandibula|espalda)",
    ],
    // What rises to the throat after food is reflux, not pain spreading.
    unless: "lo (?:agrio|acido|amargo)|agrur\\w*|acidez|reflujo|sabor (?:agrio|amargo|acido)",
  },
  "jaw-arm-pain": {
    patterns: [
      around(PAIN, oneOf("brazo izquierdo", "mandibula", "quijada", "entre los hombros"), 3),
      "entre los hombros",
    ],
  },
  // A burning in the pit of the stomach: gastritis mostly, a heart attack with three companions
  // (rules.ts), above all when the antacid does not take it away.
  "epigastric-burning": {
    patterns: [
      around(oneOf("ardor", "arde", "quema", "quemazon", "agruras"), "boca del estomago", 4),
    ],
  },
  "epigastric-pain": {
    // Pain, or a strange discomfort or pressure, where heart attacks in women and diabetics hide.
    patterns: [
      around(PAIN, "boca del estomago", 3),
      around(
        oneOf("malestar", "molestia", "presion", "opresion", "pesadez"),
        "boca del estomago",
        4,
      ),
    ],
  },
  "cold-sweat": {
    patterns: [
      "sudor frio",
      "sud(?:o|e|a|aba|ando|ado|ada) (?:en )?frio",
      "diaforesis",
      "diaforetic[oa]",
      "sudoracion",
      "sudad[oa]",
      "sudando",
      "empapad[oa] en sudor",
      "suda mucho",
      "(?:a )?sudar (?:mucho|muchisimo|frio|a chorros|bien feo)",
    ],
  },
  pale: {
    patterns: [
      "palid[oa]",
      "se (?:puso|esta poniendo|pone) (?:gris|blanc[oa]|palid[oa])",
      "descolorid[oa]",
      "sin color",
      `se ${CLITIC} (?:fue|va) el color`,
      "(?:blanc[oa]|blanquit[oa]) como (?:un )?(?:papel|hoja|la pared|fantasma)",
      "(?:color )?gris",
      "poniendo palid[oa]",
    ],
  },
  nausea: {
    patterns: ["nauseas?", "ganas de vomitar", "asco"],
  },
  vomiting: {
    patterns: ["vomit\\w*", "volvio el estomago", "devolvi\\w*", "guacarea\\w*"],
    unless: "vomit\\w* (?:un )?poquito|poquito despues de comer",
  },
  dizzy: {
    patterns: [
      "mare\\w*",
      "siento (?:que me )?desmayar",
      "siento que me desmayo",
      "me voy a desmayar",
      "se (?:me|le) va el mundo",
    ],
    unless: "(?:al|cuando) (?:me )?(?:paro|pararme|levanto|levantarme)|un poco",
  },
  "sudden-fatigue": {
    patterns: ["(?:muy|bien|super) (?:cansad[oa]|fatigad[oa]|agotad[oa]|debil)"],
  },
  diabetes: {
    patterns: ["diabet\\w*", "insulina", "glucosa", "azucar", "glucometro"],
  },
  "heart-attack-words": {
    patterns: [
      `${CLITIC} (?:esta dando|dio|va a dar) un infarto`,
      "(?:creo que|siento que) (?:es|me da|le da) un infarto",
      "infartando",
    ],
    unlessAfter: FIGURATIVE_DEATH,
  },

  // Breathing and choking.
  "cannot-breathe": {
    patterns: [
      "no (?:puedo|puede|podia|pudo|podemos) respirar",
      `no (?:${CLITIC} )?(?:entra|llega|alcanza) (?:el )?aire`,
      `${CLITIC} (?:estoy |esta |estaba )?(?:ahoga|ahogo|ahogando|asfixia|asfixio|asfixiando)`,
      "(?:estoy|esta) (?:ahogando|asfixiando)",
      "asfixi\\w*",
      "no (?:puedo|puede) (?:jalar|tomar|agarrar) aire",
      "ya no puedo jalar aire",
      "sin poder respirar",
      `${CLITIC} corta la respiracion`,
      "no respira bien",
    ],
    // "me ahogo de calor", "se ahogaba de la risa": figures of speech.
    unlessAfter:
      "(?:de|del|con (?:este|el|tanto)) (?:calor|bochorno|la risa|risa|coraje|sed|tanto|el calor|encierro)",
    unless: `por la nariz|nariz tapada|ahog\\w* en (?:\\w+ )?(?:deudas|problemas|trabajo|tareas|chamba|pendientes|examenes|responsabilidades|papeles|cuentas|un vaso|llanto|lagrimas)|deudas|${SNORING}|ataques? de (?:panico|ansiedad)|crisis de (?:ansiedad|panico)`,
  },
  breathless: {
    patterns: [
      "falta (?:de )?(?:el )?aire",
      `${CLITIC} falta (?:el )?aire`,
      `${CLITIC} cuesta (?:trabajo )?(?:respirar|jalar aire|agarrar aire)`,
      "dificultad para respirar",
      "respir\\w* con (?:mucho |mucha )?(?:dificultad|trabajo)",
      "jadea\\w*",
      "sin aire",
      "respira (?:muy |bien )?rapido",
      "respiracion (?:muy )?(?:rapida|agitada)",
      "respira (?:muy )?agitad[oa]",
      "no (?:puedo|puede) respirar bien",
      "respira con silbido",
      "silbido (?:en el pecho|al respirar)",
      "(?:le|me) silba el pecho",
      "no (?:puede|puedo) respirar acostad[oa]",
      "no (?:puedo|puede) jalar aire",
    ],
    unless: `un poco de falta|poquita falta|(?:cuando|al) (?:subo|subir) (?:muchas )?escaleras|ejercicio|cuando corro|de tanto (?:subir|correr|caminar|bailar|reir)|(?:subir|subiendo|correr|corriendo|caminar) (?:el |la |las |un |una |mucho )?(?:cerro|escaleras|loma|cuesta|montana)|${SNORING}|por la nariz|nariz tapada|ataques? de (?:panico|ansiedad)|crisis de (?:ansiedad|panico)|ansiedad|nervios|a veces|de vez en cuando`,
  },
  "breath-severe": {
    patterns: [
      "labios (?:morados|azules)",
      "boca (?:azul|morada)",
      "se (?:puso|esta poniendo|pone|ponia) (?:morad[oa]|azul|gris)",
      "aun sentad[oa]",
      "en reposo",
      "no (?:puedo|puede) ni hablar",
      "no (?:puedo|puede) hablar completo",
      `${CLITIC} (?:hunden|marcan) las costillas`,
      "hunde (?:el pecho|las costillas)",
      "(?:pecho|costillas) hundid[oa]s?",
      "espuma rosada",
      "inhalador no (?:le |me )?hace nada",
      "no (?:le |me )?hace nada el inhalador",
      "no puede tragar su saliva",
      "no (?:puedo|puede) ni (?:terminar|acabar|completar) (?:una |la )?(?:frase|oracion|palabra)",
      "no (?:puedo|puede) (?:terminar|acabar|completar) (?:las |una |la )?(?:frases?|oraciones?)",
      "habla entrecortad\\w*",
      "(?:salbutamol|inhalador|bomba|ventolin|nebulizacion\\w*|disparos)(?: [a-z0-9]+){0,5} (?:no (?:le |me )?(?:hace|hacen|hizo) nada|no (?:le |me )?(?:sirve|sirvio|funciona|funciono))",
      "ruido raro (?:y fuerte )?al respirar",
    ],
    // "Se puso morado" said of a testicle or a stubbed toe is not the lips.
    unless:
      "testicul\\w*|huevos?|escroto|dedos? (?:chiquito |gordo )?del pie|dedito|una del pie|pata de la (?:cama|mesa|silla)|moreton|machuc\\w*",
  },
  choking: {
    patterns: [
      "atragant\\w*",
      `${CLITIC} ?atoro`,
      "atorad[oa] en la garganta",
      `${CLITIC} atasco`,
      "(?:se esta|se estaba|esta) ahogando con",
      "no le sale la voz",
      "no (?:puede|puedo|podia) (?:hablar|toser|respirar) ni (?:toser|hablar|respirar)",
    ],
    // "Algo atorado en la garganta" after a scorpion sting is the venom, not food; coughed out
    // or spat out, it is over ("tosió y la escupió, ahora está jugando").
    unless:
      "alacran\\w*|(?<!no )(?:lo|la|los|las) (?:escupio|escupi|sacamos|saco|vomito|aventó|avento)|ya (?:respira|lo saco|la saco|salio) bien",
  },

  // Stroke (IMSS Código Cerebro).
  "face-droop": {
    patterns: [
      around(
        FACE,
        oneOf(
          "chuec[oa]",
          "torcid[oa]",
          "de lado",
          "caid[oa]",
          "colgad[oa]",
          "desviad[oa]",
          "paralizad[oa]",
          "chuequeo",
          "torcio",
          "ladead[oa]",
          "derretid[oa]",
          "jalad[oa]",
          "chuequit[oa]",
          "guang[oa]",
          "aguad[oa] de un lado",
          "(?:para|pa|hacia) un lado",
          `${CLITIC} (?:cayo|caia|cae|fue|va|fue de lado|jalo|bajo|torcio|chueque\\w*|ladeo|escurrio)`,
        ),
        3,
      ),
      `${CLITIC} (?:cayo|bajo|fue|escurrio) (?:media|la mitad de la) (?:cara|boca)`,
      "no (?:podia|puede|puedo|podía) sonreir",
      `(?:babea|babeaba|${CLITIC} (?:cae|caia|sale|salia|escurre|escurria) la baba) de un lado`,
      "le dio un aire",
    ],
    // A face crooked because the dentures are out, or from the dentist's anaesthetic.
    unless:
      "dentadura|placas? (?:dental|dentales|de (?:los |mis |sus )?dientes)|dientes postizos|protesis dental|puente dental|sin (?:los |mis |sus )?dientes|anestesia|dentista|muela",
  },
  "face-numb": {
    patterns: [around(oneOf(FACE, "lengua"), NUMB, 4), near(NUMB_VERB, oneOf(FACE, "lengua"), 9)],
    unless: "anestesia|dentista|muela",
  },
  "limb-weak": {
    patterns: [
      around(
        LIMB,
        oneOf(
          "sin fuerza",
          "debil",
          "no (?:la|lo|las|los) (?:puede|puedo|podia) mover",
          "no (?:mueve|mueva)",
          "no (?:puede|puedo|pudo|podia) (?:levantar|mover|agarrar|sostener)",
          "paralizad[oa]",
          `no ${CLITIC} responde`,
          "pesad[oa]",
          `${CLITIC} (?:quedo|queda) sin fuerza`,
          `(?:${CLITIC} fue|perd\\w*) la fuerza`,
          "sin poder mover",
          "arrastra",
        ),
        4,
      ),
      `${CLITIC} (?:cayo|cae|caia) (?:el|la) \\w+ de la mano`,
      "de (?:pronto|repente|la nada) no (?:pudo|puede|podia) (?:agarrar|sostener|levantar)",
    ],
    // Weakness long known ("desde la operación de cadera", in rehabilitation) is not sudden.
    unless:
      "de estar sentad[oa]|en las? noches?|al dormir|cuando duermo|seguido|a veces|desde (?:la |su |mi |el |que )?(?:operacion|cirugia|fractura|accidente|embolia|derrame|hace (?:meses|anos))|rehabilitacion|fisioterapia|terapia fisica",
  },
  "limb-numb": {
    patterns: [around(LIMB, NUMB, 4), near(NUMB_VERB, LIMB, 12)],
    unless:
      "de estar sentad[oa]|en las? noches?|al dormir|cuando duermo|seguido|a veces|cruzad[oa]",
  },
  "half-body": {
    patterns: ["medio cuerpo", "mitad del cuerpo", "todo el lado (?:izquierdo|derecho)"],
  },
  "one-sided": {
    patterns: [
      "(?:lado|brazo|pierna|mano|ojo|pie)s? (?:izquierd[oa]s?|derech[oa]s?|izq|der)",
      // "la pierna y el brazo izquierdos".
      "(?:pierna|brazo|mano|pie) y (?:el|la) (?:pierna|brazo|mano|pie) (?:izquierd[oa]s|derech[oa]s)",
      "de un lado",
      "un lado",
      "la mitad",
      "media cara",
      "mitad del cuerpo",
      "medio cuerpo",
      "del mismo lado",
    ],
  },
  "speech-trouble": {
    patterns: [
      "arrastr\\w* (?:las )?palabras",
      "(?:habla|hablaba|hablando) (?:muy )?(?:raro|rara|chistoso|enredad[oa]|arrastrad[oa]|como borrach[oa]|mocho|trabad[oa])",
      `no ${CLITIC} (?:salen|salian|salieron|salia|salio) (?:las )?palabras`,
      "no (?:encuentra|encuentro|encontraba) las palabras",
      `${CLITIC} (?:traba|trabo|trababa) la lengua`,
      "lengua trabada",
      "habla (?:como )?trabad[oa]",
      `no (?:${CLITIC} )?(?:entendemos|entiendo|entienden) (?:nada|lo que dice)`,
      "se quedo sin poder hablar",
      "(?:dejo|deje) de hablar",
      "no (?:puede|puedo|pudo|podia) hablar",
    ],
  },
  "vision-loss": {
    patterns: [
      "(?:deje|dejo) de ver",
      "perd\\w* la vista",
      "no (?:veo|ve) (?:nada )?(?:de|por|con) un ojo",
      `${CLITIC} nublo la vista`,
      "(?:veo|ve|viendo) (?:todo |las cosas )?doble",
      "vista doble",
      "vision doble",
      "cortina",
      `${CLITIC} fue la vista`,
      "(?:quede|quedo) ciego",
    ],
  },
  imbalance: {
    patterns: [
      "no (?:puede|puedo|podia) caminar (?:derecho|bien)",
      "tambale\\w*",
      "no se (?:puede|pudo|podia) (?:parar|sostener|mantener en pie)",
      "perd\\w* el equilibrio",
      "(?:se|me) (?:va|iba|fue|voy) de lado",
      "camina como borrach[oa]",
      `${CLITIC} (?:van|doblan) las piernas`,
    ],
  },
  sudden: {
    patterns: [
      "de repente",
      "de pronto",
      "de golpe",
      "de la nada",
      "subit\\w*",
      "repentin\\w*",
      "de sopeton",
      "de un jalon",
      "en segundos",
      "hace (?:un )?rato",
      "hace (?:media|una) hora",
      "hace \\d+ (?:minutos|min|horas?)",
      "desde hace (?:media hora|una hora|\\d+ (?:minutos|min|horas?))",
      "amanecio",
      "amaneci",
      "al despertar",
      "se desperto con",
      "empezo hace",
      "ahorita",
      "de un momento a otro",
      "de buenas a primeras",
      "me exploto",
      "le exploto",
    ],
  },

  // Bleeding.
  bleeding: {
    patterns: ["sangr\\w*", "hemorragia", "coagulos", "cuajos", "desangr\\w*"],
    // Blood as a sample: "estudios de sangre", "me sacaron sangre", "donar sangre".
    unlessBefore:
      "(?:estudios?|analisis|examen|examenes|pruebas?|muestras?|biometria|quimica|laboratorios?|donar|done|dono|donacion|tipo|grupo) de|(?:sacaron|sacar|saco|tomaron|tomar|tomo) (?:la |una )?(?:muestra de )?",
  },
  "bleeding-heavy": {
    patterns: [
      "a chorros",
      "(?:sangra|sale|salia|brota|brotaba) (?:un )?chorro",
      "chorros? de sangre",
      "borbotones",
      "brota",
      "como (?:una )?fuente",
      // "No se detiene" or "sin parar" count only next to the blood: a cough "que no se me
      // quita" or water "sin parar" when the waters break are not bleeding.
      around(
        oneOf("sangr\\w*", "hemorragia", "(?:la )?herida"),
        oneOf(
          `no (?:${CLITIC} ){0,2}(?:para|paraba|detiene|detenia|cede|corta|quita)`,
          "sin parar",
          "no (?:deja|dejaba) de (?:sangrar|salir)",
          "(?:se )?sigue (?:y sigue|saliendo|sangrando|empapando)",
        ),
        9,
      ),
      "no (?:deja|dejaba) de sangrar",
      "no (?:para|paraba) de sangrar",
      "(?:mucha|muchisima|bastante|demasiada|tanta) sangre",
      "un (?:buen|monton|chingo) de sangre",
      "sangre por todos lados",
      "empap\\w*",
      "llen\\w* (?:una |las |dos )?toallas?",
      "(?:sangr\\w*) (?:mucho|muchisimo|bastante|horrible|demasiado|un monton)",
      "hemorragia",
      "desangr\\w*",
      "horas sangrando",
      "(?:lleva|llevo|llevamos) (?:una|\\d+|mas de una|media) horas? sangrando",
      // "sangrado abundante", "abundante sangrado", "sangrado muy fuerte".
      "sangr\\w* (?:muy )?(?:abundante|fuerte|intens[oa]|excesiv[oa])",
      "(?:abundante|fuerte|intens[oa]|excesiv[oa]) sangr\\w*",
      "pura sangre",
      // Soaking pads and big clots: "cambia toalla cada media hora", "cuajos como limón".
      "(?:cambia|cambio|cambiar|cambiando) (?:de )?(?:la )?toallas? cada",
      "(?:cuajos|coagulos) (?:grandes|enormes|grandotes|como)",
      "sangrando un chorro",
      // Spurting with the pulse: "chorrito que brinca", "la sangre salta"; a pool on the floor.
      "chorrit\\w* (?:que|de sangre que) (?:brinca|salta|sale a presion)",
      "(?:sangre|chorro|chorrito) (?:que )?(?:brinca|salta|sale a presion|sale a brincos)",
      "(?:brinca|salta) (?:la sangre|a chorros|a chorritos)",
      "charco\\w*(?: de sangre)?",
    ],
    unless:
      "cortaditas?|rasp\\w*|encias|al cepillar|lavo los dientes|cotonete|poquit\\w*|un poco|ya paro",
  },
  anticoagulated: {
    patterns: [
      "anticoagul\\w*",
      "warfarina",
      "acenocumarol",
      "sintrom",
      "rivaroxaban",
      "apixaban",
      "adelgazar la sangre",
    ],
  },

  // Poisoning and overdose.
  "swallowed-medicine": {
    patterns: [
      near(
        oneOf(
          "tomo",
          "tome",
          "tomaron",
          "tomado",
          "trago",
          "trague",
          "tragaron",
          "comio",
          "comi",
          "bebio",
          "bebi",
          "echo",
          "eche",
          "meti",
          "metio",
          "ingirio",
          "ingeri",
          "chupo",
          "mordio",
          "tomarmelas",
          "tomarselas",
          "empino",
          "empine",
          "zampo",
          "zampe",
        ),
        MEDICINES,
        6,
      ),
      // (A medicine taken for an ailment or on a schedule is a treatment: unlessAfter below.)
      // The medicine named first: "agarró las pastillas de su mamá y se comió varias".
      near(
        MEDICINES,
        "(?:se|me) (?:comio|comi|tomo|tome|trago|trague|empino|empine) (?:varias|todas|unas|muchas|algunas|un monton|un puno|un buen|un chingo|\\d+)",
        8,
      ),
      "sobredosis",
    ],
    // "tomo mucho ibuprofeno por la espalda", "…diario": a treatment, whose harm (a bleeding
    // stomach) is read by its own signs.
    unlessAfter:
      "(?:por|para) (?:la|el|mi|su|mis|sus|las|los) (?:espalda|rodilla|rodillas|columna|cintura|artritis|gastritis|migrana|reumas|cadera|muela|muelas|presion|diabetes|colitis|tiroides)|(?:diario|diariamente|todos los dias|seguido|cada (?:\\d+|seis|ocho|doce) horas)",
  },
  // A swallow still to come: "hoy en la noche me tomo todas", "me las voy a tomar". What it
  // covers is a plan (assess.ts), not a poisoning yet; the suicide markers read the plan.
  // "se tomó" folds to "se tomo" (past), so only unambiguous present forms count.
  "overdose-plan": {
    ignoreHypothetical: true,
    patterns: [
      "(?:hoy|esta noche|en la noche|manana|al rato|mas al rato|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(?:cuando|en cuanto) (?:se|me|no) [a-z]+(?: [a-z]+)?) (?:me (?:las |los )?(?:tomo|trago|bebo)|se (?:las |los )?(?:toma|traga|bebe))(?: [a-z]+){0,6}",
      "(?:me|se) (?:las |los )?(?:voy|va|iba) a (?:tomar|tragar|beber)(?: [a-z]+){0,6}",
      "(?:voy|va|iba) a (?:tomarmelas|tomarselas|tragarmelas|tragarselas)",
    ],
  },
  // Medicine someone gave: a poisoning only with an amount that is too much.
  "gave-medicine": {
    patterns: [
      near(
        oneOf("(?:le|les) (?:di|dio|dimos|dieron|puse|pusimos)"),
        oneOf(
          "pastillas?",
          "tabletas?",
          "medicinas?",
          "medicamentos?",
          "jarabe",
          "gotas",
          "paracetamol\\w*",
          "ibuprofeno\\w*",
          "dosis",
        ),
        6,
      ),
    ],
  },
  "swallowed-chemical": {
    patterns: [
      near(
        oneOf(
          "tomo",
          "tome",
          "trago",
          "trague",
          "comio",
          "comi",
          "bebio",
          "bebi",
          "echo",
          "metio",
          "ingirio",
          "ingeri",
          "tomaron",
          "tragaron",
          "chupo",
          "probo",
          "mordio",
          "empino",
          "(?:un |le dio un )?trag(?:o|uito) (?:de|al)",
        ),
        oneOf(
          "cloro",
          "clorox",
          "cloralex",
          "blanqueador",
          "lejia",
          "sarricida",
          "quitasarro",
          "queroseno",
          "pintura",
          "aromatizante",
          "veneno",
          "raticida",
          "matarratas",
          "insecticida",
          "plaguicida",
          "herbicida",
          "fertilizante",
          "thinner",
          "tiner",
          "gasolina",
          "petroleo",
          "diesel",
          "acido",
          "sosa",
          "caustic\\w*",
          "destapacanos",
          "limpiador",
          "detergente",
          "pinol",
          "fabuloso",
          "suavizante",
          "enjuague bucal",
          "anticongelante",
          "aguarras",
          "solvente",
          "pilas?",
          "pilas? de boton",
          "iman(?:es)?",
          "agua de bateria",
          "alcohol del botiquin",
        ),
        6,
      ),
      "envenen\\w*",
      near(
        oneOf(
          "cloro",
          "clorox",
          "cloralex",
          "blanqueador",
          "veneno",
          "raticida",
          "thinner",
          "sosa",
          "acido",
        ),
        oneOf("se (?:lo|la) (?:tomo|trago|bebio)", "se (?:tomo|trago|bebio|empino)"),
        5,
      ),
    ],
  },
  // Something swallowed without the product next to the verb ("se tomó algo de las botellas de
  // debajo de la tarja… era destapacaños"): read with the product named anywhere (rules.ts).
  "swallowed-something": {
    patterns: [
      `(?:se )?(?:tomo|trago|comio|bebio|probo|empino|tomaron|tragaron) ${oneOf("algo", "un poco", "un trago", "un traguito", "tantito", "de (?:la|una|las|esa|esta) (?:botella|botellas|botellita|garrafa|cubeta)")}`,
      "(?:se )?(?:metio|llevo) (?:algo )?a la boca",
    ],
  },
  // Household caustics and poisons, named anywhere in the message.
  "household-poison": {
    patterns: [
      "cloro",
      "clorox",
      "cloralex",
      "blanqueador",
      "lejia",
      "sarricida",
      "quitasarro",
      "raticida",
      "matarratas",
      "veneno para (?:ratas|ratones|cucarachas|hormigas)",
      "insecticida",
      "plaguicida",
      "herbicida",
      "thinner",
      "tiner",
      "gasolina",
      "aguarras",
      "acido muriatico",
      "sosa(?: caustica)?",
      "caustic\\w*",
      "destapa ?canos",
      "destapador",
      "limpiahornos",
      "agua de bateria",
    ],
  },
  // A field or home sprayed with a pesticide, breathed or on the skin (not swallowed).
  "pesticide-exposure": {
    patterns: [
      "fumig\\w*",
      "(?:roci\\w*|aplic\\w*|ech\\w*|pas\\w*|cayo|cayeron|mojo|respir\\w*|olio|olfate\\w*) (?:el |la |un |una |del |de )?(?:veneno|foley|folidol|paraquat|gramoxone|matahierba|mata hierba|mata ?maleza|insecticida|plaguicida|pesticida|herbicida|liquido para (?:las )?plagas)",
      "(?:plaguicida|pesticida|insecticida|herbicida|matahierba|foley|folidol|paraquat|gramoxone|organofosforad\\w*)",
      "veneno para (?:las |la )?(?:plagas|milpa|siembra|cosecha|huerta|campo|hierba|maleza)",
    ],
  },
  // What such a poison does: drooling, sweating, tears, tiny pupils, twitching (cholinergic).
  cholinergic: {
    patterns: [
      "babea\\w*",
      "babeando",
      "(?:mucha|muchisima|harta) (?:saliva|baba)",
      "pupilas (?:chiquitas|pequenas|chiquititas|como (?:punta de )?alfiler|puntiformes|muy chicas)",
      "lagrime\\w*",
      "brinc\\w* los musculos|(?:le|me) brincan los musculos",
      "(?:calambres|temblores) en todo el cuerpo",
    ],
  },
  // Drooling or a burning mouth after a swallow: a caustic has reached the throat.
  "mouth-burn": {
    patterns: [
      "babea\\w*",
      "babeando",
      `(?:${CLITIC} )?(?:arde|quema|ardia|quemaba) (?:la boca|la garganta|la lengua)`,
      "boca (?:quemada|roja y quemada|con ampollas)",
      "labios quemados",
    ],
  },
  "overdose-amount": {
    patterns: [
      "todas",
      "todos",
      "muchas",
      "muchos",
      "un frasco",
      "el frasco",
      "frasco entero",
      "caja entera",
      "(?:un|el) bote",
      "una caja",
      "un monton",
      "varias",
      "(?:\\d+|diez|quince|veinte|treinta) (?:pastillas|tabletas|paracetamoles|capsulas|pildoras)",
      "como \\d+",
      "doble dosis",
      "(?:\\d+|dos|tres|cuatro|cinco) veces la dosis",
      "de mas",
      "a proposito",
      "de un trago",
      "entero",
    ],
  },
  "large-amount": {
    patterns: [
      "todas",
      "todos",
      "un frasco",
      "el frasco",
      "frasco entero",
      "(?:un|el) bote",
      "(?:una|la) caja(?: entera)?",
      "un monton",
      "muchas",
      "(?:[1-9]\\d+|diez|quince|veinte|treinta) (?:pastillas|tabletas|paracetamoles|capsulas|pildoras)",
      "como [1-9]\\d+",
    ],
  },
  // Medicine taken again and again over days, beyond the dose: a slow overdose (paracetamol
  // harms the liver before it shows).
  "repeated-medicine": {
    patterns: [
      near(
        oneOf(
          "(?:ha|he|han|has) estado tomando",
          "(?:se ha|me he|se han) (?:estado )?tom\\w*",
          "(?:lleva|llevo|llevamos) (?:\\d+|dos|tres|cuatro|cinco|varios) dias tomando",
        ),
        oneOf(
          "pastillas?",
          "tabletas?",
          "paracetamol\\w*",
          "tempra",
          "tylenol",
          "ibuprofeno\\w*",
          "naproxeno",
          "aspirinas?",
          "ketorolaco",
          "medicinas?",
        ),
        3,
      ),
      "como si (?:fueran|fuera) (?:dulces?|chicles?|agua|pastillas de menta)",
    ],
  },
  "carbon-monoxide": {
    patterns: [
      "boiler",
      "calentador",
      "anafre",
      "brasero",
      "olor a gas",
      "huele a gas",
      "fuga de gas",
      "monoxido",
    ],
  },
  everyone: {
    patterns: [
      "todos",
      "toda la familia",
      "todos estamos",
      "todos en la casa",
      // Several people said by the verb or a count: "mis dos hijos y yo estamos mareados".
      "y yo (?:estamos|andamos|amanecimos|tenemos|nos)",
      "(?:estamos|andamos|amanecimos|nos sentimos|nos duele) (?:todos |bien |muy )?(?:mareados|con|vomitando|malos|enfermos|dormidos)",
      "(?:los|las|mis|sus) (?:dos|tres|cuatro|cinco|\\d+) (?:hijos|ninos|ninas|nietos|hermanos)",
      "ambos",
    ],
  },

  // Suicide and self-harm (Secretaría de Salud, CONASAMA).
  suicidal: {
    ignoreHypothetical: true,
    patterns: [
      "suicid\\w*",
      "matarme",
      "matarse",
      "(?:me voy|se va|te vas|nos vamos) a matar",
      "(?:me|se) (?:quiero|quiere|queria) matar",
      "quitar(?:me|se|le)? la vida",
      `(?:${CLITIC} )?(?:va|voy|vas|iba|quiere|quiero|queria) a quitar la vida`,
      "me quito la vida",
      "(?:acabar|terminar) con (?:mi vida|todo|mi existencia)",
      "(?:todo|que todo) se acabe",

      "ganas de morir\\w*",
      "deseos de morir\\w*",
      "ojala (?:me )?(?:muriera|muera|me muera)",
      "prefiero (?:estar )?muert[oa]",
      "mejor (?:estar |estaria )?muert[oa]",
      "no (?:quiero|quiere|quieres|queria|queremos) (?:seguir )?(?:vivir|viviendo|existir|estar aqui|despertar|estar en este mundo|seguir en este mundo|estar viv[oa])",
      "(?:estarian|estaran|estarias|vivirian|seria|estarian) mejor sin mi",
      "mejor sin mi",
      "(?:soy|ser|sea|seguir siendo) (?:un |una )?(?:carga|estorbo|lastre)",
      "mejor (?:me quito|se quita|quitarme|quitarse) de en medio",
      "seria mejor (?:desaparecer|no existir|morirme|no estar)",
      "desaparecer para siempre",
      "(?:me voy|irme) para siempre",
      "(?:ojala|quisiera|quiero) (?:no despertar|dormirme y (?:ya )?no despertar|me durmiera y no despertara|que me atropell\\w*|que me (?:pase|pasara|pasa) algo|desaparecer|no existir|dejar de existir)",
      "no despertar(?:a)? (?:nunca|mas|jamas)",
      `(?:aventar|tirar|arrojar|lanzar)(?:me|se)? (?:del|de un|de una|al|a las|a la|por la) (?:puente|techo|edificio|metro|azotea|vias|ventana|barranco|precipicio)`,
      "colgarme|ahorcarme|colgarse|ahorcarse",
      // "se va a colgar", "me quiero ahorcar" (not "me voy a colgar del wifi").
      `(?:me|se|te) ${oneOf("(?:voy|va|vas|iba|ibas) a", "(?:quiero|quiere|queria|quiso|intento|trato|piensa|pienso|planea)")} (?:colgar|ahorcar)(?! (?:el|la|los|las|del (?:wifi|internet|cable|vecino)|de la luz|de internet))`,
      "cortarme las venas|cortarse las venas",
      "(?:pegarme|darme) un tiro",
      "(?:juntando|junte|junto|guardando|acumulando|acumule|ahorrando) (?:las |unas |mis |sus |todas las |varias )?(?:pastillas|pildoras|tabletas|medicinas)",
      "tomarmelas todas",
      "(?:ya )?me despedi de todos",
      "carta de despedida",
      "no voy a estar (?:aqui|manana)",
      "no (?:va|voy) a ser (?:un )?problema (?:de|para) nadie",
      "regalando (?:sus|mis) cosas",
      "para que sigo (?:aqui|vivo|viviendo)",
      "no tiene sentido (?:vivir|la vida|seguir)",
      "no le (?:veo|encuentro) sentido a (?:la vida|vivir|seguir)",
      "no vale la pena (?:seguir|vivir|seguir viviendo|estar aqui)(?= [.,]|$| y | pero )",
      // Not waking or not being, said as a wish or a condition: "…si no despertara".
      "(?:si|ojala|quisiera|que) (?:ya )?no (?:despertara|despierte|amaneciera|amanezca|existiera|estuviera aqui|viviera)",
      "la vida no tiene sentido",
      "(?:seria un )?descanso (?:no existir|morir|morirme|dejar de existir)",
      "pienso (?:mucho )?en (?:la muerte|morir\\w*)",
      "pensamientos de muerte",
      "no (?:puedo|aguanto) mas con (?:esta|mi|la) vida",
      "(?:me )?canse de vivir",
      "mejor (?:me muero|se muere|me mato|se mata)",
      "prefiere (?:estar )?muert[oa]",
      "(?:piensa|pensando) (?:mucho )?en (?:la muerte|morir\\w*|matarse)",
      "no (?:puede|aguanta) mas con (?:esta|su|la) vida",
      "para que seguir(?: viviendo)?(?= [.,]|$)",
      "(?:cansad[oa]|hart[oa]) de vivir",
      "(?:ya )?no tener que vivir",
      "mejor (?:me )?(?:desaparezco|desaparecer|me voy para siempre)",
      "como (?:hacerlo|matarme|matarse|morir|quitarme la vida) sin (?:que duela|dolor|sufrir)",
      "(?:formas|maneras) de (?:morir|matarme|matarse|suicidarme) sin dolor",
      "cuantas pastillas (?:se necesitan|son|necesito) para (?:morir|no despertar)",
      "no se si (?:bajarme|aventarme|tirarme|brincar|saltar)",
      "seria (?:mas facil|mejor|un alivio) (?:no existir|desaparecer|morir\\w*|no estar)",
      "(?:dejar|dejarme|dejarse) morir",
      "(?:me|se) (?:voy|va) a tomar (?:todo el frasco|todas las pastillas|todas|el frasco|la caja entera|toda la caja)",
      "(?:que )?todo (?:se acabe|termine|se termine)",
      "(?:estaria|estarian|seria|vivirian) (?:mas )?(?:tranquil[oa]s?|mejor|feliz|felices) (?:si yo no estuviera|sin mi)",
      "no (?:quiero|quiere|quieres|queria) seguir(?: (?:asi|viviendo|aqui|con vida|en este mundo|adelante|luchando|con esto))?(?= [.,]|$| y | pero )",
      "ya no (?:quiero|quiere|queria|puedo|puede) (?:seguir|mas)(?= [.,]|$| y | pero | ojala | quisiera | mejor | me quiero | nomas | solo )",
      "(?:no|nunca) (?:quiero|quiere|quisiera) (?:volver a )?despertar",
      "(?:soy|eres|me siento|se siente|siento que soy|siente que es|dice que es) (?:un|una) (?:estorbo|carga|problema para todos)",
      "(?:nomas|solo) (?:soy|es) (?:un |una )?(?:estorbo|carga)",
      "(?:nomas|solo) (?:estorbo|estorba)",
      "salgo sobrando",
      "(?:sin mi|si yo no estuviera) (?:todo )?(?:estarian|seria|estaria|les iria) mejor",
      "nadie (?:me|lo|la) (?:va|iba) a extranar",
      "nadie (?:me|lo|la) extranaria",
      "a nadie le (?:haria|va a hacer|hare) falta",
      "(?:ojala|quisiera|quiero) que (?:me|lo|la) (?:atropell\\w*|mate|matara|aplaste|arrolle)",
      "(?:ojala|quisiera) (?:me )?(?:atropell\\w*|arroll\\w*) (?:un|una|el|la)",
      "(?:me|se) (?:aviento|avienta|tiro|tira|lanzo|lanza|arrojo|voy a aventar|va a aventar|voy a tirar|va a tirar|voy a lanzar|va a lanzar) (?:del|de un|de una|de la|al|a las|a la|por la|desde el|desde la) (?:puente|techo|edificio|metro|azotea|vias|ventana|barranco|precipicio|presa|segundo piso|tercer piso|quinto piso|piso)",
      "(?:brincar|saltar|brinco|salto)(?:me|se)? (?:del|de un|de la|desde el|desde la) (?:puente|techo|edificio|azotea|barranco|precipicio|presa|piso)",
      "(?:cartas?|notas?|mensajes?|recados?) de despedida",
      // A method asked for: "un nudo que aguante mi peso".
      "(?:nudo|cuerda|soga|viga)(?: [a-z]+){0,4} (?:aguante|soporte|resista) (?:mi|su|el) peso",
      "nudo de (?:horca|ahorcado)",
      // A jump said apart from the place: "está en la orilla del puente y dice que se va a aventar".
      around(
        "(?:me|se) (?:va|voy|iba|quiere|quiero) (?:a )?(?:aventar|tirar|lanzar|arrojar|brincar)",
        "(?:puente|azotea|techo|edificio|barranco|precipicio|presa|vias|ventana|balcon|barandal|cornisa|orilla)",
        8,
      ),
      // Not being there any more, said as relief for others: "ya no voy a ser una carga",
      // "ya no los voy a molestar", "ya no van a tener que preocuparse por mí".
      "ya no (?:voy|va|vamos) a (?:ser (?:un |una )?(?:carga|estorbo|problema|molestia)|molestar(?:les|los)?|dar(?:les)? (?:lata|problemas|guerra)|estorbar(?:les)?|causar(?:les)? problemas)",
      "ya no (?:los|las|la|lo|le|te|les) (?:voy|va) a (?:molestar|estorbar|dar lata|causar problemas)",
      "ya no (?:van|vas|va|vamos) a tener que (?:preocupar\\w*|cuidar\\w*|aguantar\\w*|cargar\\w*|batallar)(?: (?:por|de|con) (?:mi|el|ella))?",
      "(?:descansar|dormir|dormirme|irme|irse|desaparecer) (?:para siempre|forever)",
      // Leaving for good, said as not coming back: "el viernes ya no va a venir nunca más".
      "ya no (?:me |lo |la |nos )?(?:voy|va|vas|van) a (?:volver a )?(?:ver|venir|estar|regresar|volver)(?: a ver(?:me|lo|la)?)? nunca(?: mas)?",
      "(?:tumba|lapida|funeral|ataud) con (?:mi|su) nombre",
      // A purpose clause: "…para no despertar", "…para dormir para siempre".
      "para (?:ya )?no (?:volver a )?despertar",
      "cuant[oa]s (?:pastillas|\\w+)(?: [a-z]+){0,4} para (?:morir|no despertar|matarme|matarse)",
      "fue (?:bonito|un gusto|lindo) mientras duro",
      // A threat to kill oneself, as a condition or told by someone else: "si lo dejo se mata",
      // "dice que se mata", "amenaza con matarse" ("me mata" is a threat to the writer, "si repruebo me mato" a boast).
      near(
        oneOf("si", "dice que", "dijo que", "amenaza con que", "amenazo con que", "porque"),
        "(?:se mata|se suicida|me suicido|se quita la vida|me quito la vida)",
        6,
      ),
    ],
    unlessAfter: FIGURATIVE_DEATH,
  },
  // The plain wish, "me quiero morir": suicidal unless the message is plainly a joke (rules.ts).
  "death-wish": {
    ignoreHypothetical: true,
    patterns: [`(?:${CLITIC} )?(?:quiero|quiere|quisiera|queria) morir\\w*`, "quisiera morirme"],
    unlessAfter: FIGURATIVE_DEATH,
  },
  // A joke about dying: laughter ("jajaja", a laughing or skull emoji) and an everyday trouble
  // ("mañana tengo examen") in the same message; the rules read them only together, and only
  // against the plain wish to die, never a plan, a means or a farewell.
  laughter: {
    // normalize.ts writes every laugh ("jajaja", "jsjs", "xD", 😂, 💀) as "jaja".
    patterns: ["jaja"],
  },
  // A question about a topic, for school, work or in general, with nobody at risk named:
  // "una tarea sobre prevención del suicidio", "para una exposición", "en general".
  "topic-question": {
    patterns: [
      "(?:una|mi|la|de|esta|haciendo) (?:tarea|exposicion|investigacion|tesis|ensayo|monografia|infografia)",
      // Something to make for class: "me tocó hacer un cartel sobre…", "un tríptico de…".
      "(?:un|una|el|la|mi|hacer|hacer un|hacer una) (?:cartel|poster|folleto|triptico|periodico mural|mural|presentacion|video|podcast|campana|reporte|resumen|mapa mental|cuadro sinoptico) (?:sobre|de|acerca|para)",
      "(?:en|para) (?:la|mi) (?:prepa|secu|secundaria|uni|universidad|escuela|facultad|clase|materia) (?:me|nos) (?:toco|tocó|dejaron|encargaron|pidieron)",
      "para (?:una|mi|la) (?:clase|materia|escuela|platica|campana|presentacion)",
      "trabajo (?:escolar|de la escuela|de investigacion|de la prepa|de la uni|de la secu)",
      "(?:una|la|dar una) platica (?:sobre|de)",
      "en general",
      "por curiosidad",
    ],
  },
  "everyday-trouble": {
    patterns: [
      "examen\\w*",
      "parcial\\w*",
      "tarea\\w*",
      "exposicion",
      "proyecto final",
      "(?:la|mi) (?:clase|escuela|prepa|uni|facultad|chamba)",
      "(?:mi|el) jefe",
      "(?:el|los) lunes",
      "(?:la|una) cruda",
      "que oso",
      "(?:que|de) (?:pena|verguenza)",
      "no he estudiado",
      "no estudie",
      "(?:el|del|al|en el|con el|este|ese) trafico",
      "(?:este|el|que|tanto) calor",
      // Looks and parties: "salgo horrible en la foto", "me salieron granos".
      "(?:salgo|sali|me veo|me vi|quede) (?:bien |muy )?(?:horrible|fe[oa]|gord[oa]|mal)",
      "granos?",
      "ojeras",
      "la foto",
      "la gradu\\w*",
      "mi crush",
    ],
  },
  // Markers that weigh only together (rules.ts): the means at hand, a time set, the
  // decision taken, belongings given away, someone who died and is missed.
  "suicide-means": {
    patterns: [
      "(?:pastillas|soga|cuerda|pistola|veneno|navaja|raticida|arma) (?:guardad[oa]s?|escondid[oa]s?|list[oa]s?|preparad[oa]s?|juntad[oa]s?)",
      "(?:ya )?(?:tengo|tiene|consegui|consiguio|compre|compro) (?:la|una|el|las) (?:soga|cuerda|pistola|veneno|pastillas|raticida)",
      "(?:limpiando|cargando|carga|cargo|limpia) (?:la|su|mi|una) (?:pistola|arma|escopeta)",
      "me las (?:tomo|trago|voy a tomar)",
      "(?:tengo|tiene) (?:la|una) (?:cuerda|soga) (?:en|lista|escondida|guardada)",
      "(?:la|una) (?:soga|cuerda|reata|mecate) (?:ya )?(?:colgad[oa]|amarrad[oa]) (?:en|de) (?:el|la|un|una) (?:tejaban|viga|arbol|techo|barandal|ropero|cuarto|bano)",
      "(?:la|lo) tengo colgad[oa] en (?:el|la) (?:tejaban|viga|arbol|techo|barandal)",
      "(?:compre|consegui|compro|consiguio) (?:el |un )?veneno",
      // Looking for the means: "anda buscando la pistola".
      "(?:buscando|busca|busco|buscaba|consiguiendo|quiere comprar|quiero comprar) (?:la|una|su|mi|el|un) (?:pistola|arma|cuerda|soga|veneno|raticida)",
      around(
        "(?:pastillas|soga|cuerda|pistola|veneno|navaja|raticida|arma|cuchilla|gillette)",
        "(?:guardad[oa]s?|escondid[oa]s?|list[oa]s?|preparad[oa]s?|juntad[oa]s?|a la mano)",
        3,
      ),
    ],
  },
  "suicide-decided": {
    patterns: [
      "(?:ya )?(?:lo )?(?:tengo|tiene) (?:todo )?(?:planead[oa]|decidid[oa])",
      "(?:ya )?lo (?:tengo |tiene )?decid\\w*",
      "(?:ya )?(?:tome|tomo) (?:la|una|mi) decision",
      "(?:ya )?esta decidido",
      "es (?:mi|su) decision",
      "(?:ya )?(?:escogi|elegi|escogio|eligio) (?:la|el) (?:fecha|dia)",
      "ya (?:todo )?esta (?:todo )?listo(?! para)",
    ],
  },
  "suicide-time": {
    patterns: [
      "(?:hoy|esta noche|en la noche|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|al rato) (?:me|se) (?:las )?(?:tomo|toma|aviento|avienta|tiro|tira|mato|mata|voy|va|lo hago|lo hace)",
      "(?:me|se) (?:las )?(?:tomo|aviento|tiro|mato|lo hago) (?:hoy|esta noche|en la noche|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))",
      "(?:hoy|esta noche|manana) (?:es|sera) (?:el|mi) (?:dia|ultimo dia|fin)",
      "(?:mi|su) ultim[oa] (?:dia|noche|mensaje)",
      "(?:hoy|manana|esta noche) es el dia",
      "ese dia (?:me voy|me mato|lo hago|se acaba|me despido)",
      "(?:nomas|solo|ya) (?:espero|esperando|espera) el momento",
      "(?:nomas|solo|ya) (?:espero|esperando|espera) (?:a )?que (?:se (?:duerman|vayan|salgan)|no haya nadie|me dejen sol[oa])",
      "(?:hoy|esta noche|en la noche|manana|al rato) (?:cuando|en cuanto|que) (?:se (?:duerman|vayan|salgan)|no haya nadie|me dejen sol[oa])",
    ],
  },
  "giving-away": {
    patterns: [
      "regal\\w* (?:todas )?(?:sus|mis) (?:cosas|pertenencias|ropa|mascotas?)",
      "(?<!(?:me|nos) )regal(?:o|e|aba|ando|ó) (?:su|sus|mi|mis) \\w+",
      "(?:me|le|les|nos) (?:entrego|dio|dejo|heredo|paso) (?:las|los|su|sus|mis) (?:escrituras|llaves|papeles|ahorros|joyas|cosas|pertenencias|tarjetas)",
      "(?:repartio|reparti|repartiendo) (?:sus|mis) cosas",
      "(?:le|les) (?:dejo|deje) (?:mi|mis) \\w+ a",
    ],
  },
  // A goodbye said or written.
  "farewell-words": {
    patterns: [
      "perdon por todo",
      "gracias por todo",
      "(?:me|se) (?:despidio|despidieron|despedi|esta despidiendo|estoy despidiendo) de (?:todos|nosotros|ustedes|su familia|mi familia)",
      "adios a todos",
      "(?:se|me|te) (?:va|voy|vas|iba) a despedir",
      "que (?:la|lo|me|los) perdon\\w*",
      "cuiden a (?:mi|mis)",
      "cuiden (?:mucho )?a (?:mi|mis|mama|papa)",
      "(?:agradecer|gracias) a (?:quien|quienes|todos los que) (?:lea|lean|me lea|me lean|me quiso|me quisieron)",
      "(?:mi|su) ultimo mensaje",
      "(?:me|se) despid\\w* de (?:todos|mis|sus|nosotros|ustedes)(?: \\w+)? (?:por|en) (?:whats\\w*|wa|face\\w*|insta\\w*|mensaje|el grupo|carta)",
    ],
  },
  // Affairs put in order: letters for each one, papers, a will, "no voy a necesitar nada".
  "affairs-in-order": {
    patterns: [
      "(?:escribi\\w*|dej\\w*|mando|mandar) (?:unas? |las |sus |mis )?cartas? (?:para|a) (?:cada|todos|ustedes|nosotros|mis? \\w+|sus? \\w+)",
      "arregl\\w* (?:todos )?(?:mis|sus|los) (?:papeles|asuntos|pendientes|cosas)",
      "(?:hice|hizo|hago|haciendo) (?:mi|su) testamento",
      "(?:deje|dejo|puse|puso|tengo|tiene|dejando|poniendo) (?:todos? )?(?:mis |sus |los |las )?(?:papeles|cosas|asuntos|pendientes) en orden",
      "ya no (?:voy|va) a necesitar (?:nada|mis cosas|esto)",
      "ya no (?:l[oa]s? |me |le |les )?(?:voy|va|iba|ibas|vas) a (?:necesitar|ocupar|usar)",
      "(?:puso|puse|dejo|deje|tiene|tengo|dejando|poniendo) todo en orden",
      "(?:hablo|fue|fui|hable) (?:con el|al) notario",
    ],
  },
  // Despair said plainly: it weighs with one marker ("ya lo decidí, ya no aguanto nada").
  despair: {
    patterns: [
      "ya no (?:aguanto|aguanta|puedo|puede)(?: (?:mas|nada|con nada|con todo|con esto))?(?= [.,]|$| y | pero | ya | nadie | todo )",
      "no (?:aguanto|aguanta|puedo|puede) mas",
      "nadie (?:me|lo|la) (?:va|iba) a extranar",
      "nadie (?:me|lo|la) (?:quiere|necesita)",
      "(?:cansad[oa]|hart[oa]) de todo",
      "i'?m done|ya no quiero nada",
      "(?:me|se) (?:harte|harto|canse|canso) de (?:todo|todos|la vida|vivir)",
      "nadie se va a dar cuenta",
      "todo me sale mal",
      "no (?:le )?(?:veo|encuentro|ve|encuentra) (?:caso|sentido|salida)",
      "sin (?:salida|esperanza)",
      "(?:me|se) (?:siento|siente) (?:muy |bien )?(?:vaci[oa]|sol[oa]|del nabo|de la (?:vrg|verga|chingada)|perdid[oa])",
      "(?:soy|es) (?:un |una )?(?:fracaso|estorbo)",
      "(?:estoy|esta) (?:muy )?deprimid[oa]",
      "me lo merezco|se lo merece",
      // Low mood said plainly, which weighs only next to a marker (a means, a time, a farewell).
      "(?:muy|bien|super|tan|demasiado|siempre) trist[ea]s?",
      "(?:mucha|una) tristeza",
      "(?:tengo|tiene|con|por la|sufro|sufre) depresion",
      "no (?:sirvo|sirve|valgo|vale) (?:para )?nada",
      "nadie (?:me|lo|la) (?:entiende|quiere|hace caso|ayuda)",
      "llor\\w* (?:todo el dia|todos los dias|todas las noches|sin parar|a diario|cada noche)",
      "sin ganas de nada",
      "no se (?:ni )?(?:pa|para|pa que|por que|porque) (?:que )?(?:les |te |le )?(?:escribo|cuento|digo|sigo)",
      "(?:perdi|se me perdio|se nos perdio) (?:todo|la cosecha|el negocio|la casa|el trabajo)",
      "(?:me|nos) (?:embargaron|quitaron la casa|corrieron del trabajo)",
      "ya no (?:tengo|tiene) ganas de (?:nada|vivir)",
      "(?:estoy|esta) (?:muy |bien )?(?:sol[oa]|desesperad[oa]|destrozad[oa]|acabad[oa])",
    ],
  },
  "wish-to-join": {
    patterns: [
      "pronto (?:la|lo|los) (?:va|voy|vamos) a alcanzar",
      "(?:ir|irse|irme) a alcanzar(?:la|lo|los)",
      "(?:se quiere|me quiero|quiere|quiero|se queria|me queria|quisiera) ir con (?:ella|el|mi \\w+|su \\w+)",
      "(?:reunirme|reunirse|estar) con (?:ella|el|mi \\w+|su \\w+) (?:alla|en el cielo|otra vez)",
    ],
  },
  bereaved: {
    patterns: [
      "(?:murio|fallecio|se murio|perdi|perdio) (?:mi|su) \\w+",
      "desde que (?:murio|fallecio)",
      "(?:la )?muerte de (?:mi|su) \\w+",
    ],
  },
  // An injury told as an accident of a chore, a job or shaving: "me corté la muñeca con un vidrio
  // al lavar los trastes", "me corté las piernas rasurándome" (rules.ts weighs it with purpose).
  "accidental-injury": {
    patterns: [
      "sin querer",
      "(?:por|de) accidente",
      "accidentalmente",
      "(?:rasur|afeit|depil)\\w*",
      "al (?:lavar|picar|cocinar|cortar|abrir|pelar|caer\\w*|resbal\\w*|rasurar\\w*|afeitar\\w*|trabajar|limpiar|arreglar|podar|destapar)",
      "(?:lavando|picando|cocinando|pelando|limpiando|podando|trabajando|arreglando|abriendo)",
      "en (?:la|el|mi|su) (?:chamba|trabajo|cocina|obra|taller|fabrica|jale)",
      "con (?:un |una |el |la )?(?:vidrio|lata|lamina|alambre|clavo|rama|papel|hoja de papel|cuchillo de cocina|sierra|machete|esmeriladora|pedazo de)",
    ],
  },
  // Hitting oneself against a wall or a door: self-harm when a purpose or a habit is said.
  "hits-self": {
    patterns: [
      "(?:me|se) (?:pego|pega|golpeo|golpea|doy|da|daba|pegaba) (?:de )?(?:golpes |topes |cabezazos )?(?:(?:en|con) )?(?:la cabeza )?(?:con|contra|en) (?:la|el|las|los) (?:pared|paredes|puerta|piso|mesa|muro)",
    ],
  },
  // Said on purpose or as a habit: the accident's words do not lower it.
  "harm-purpose": {
    patterns: [
      "hasta (?:que me duele|que le duele|sangrar|que sangr\\w*|sacarme sangre|sacarse sangre)",
      "a ?proposito",
      "para (?:sentir|desahogar\\w*|castigar\\w*|calmar\\w*|no sentir|aliviar el dolor|sacar)",
      "(?:me|se) (?:sigo|sigue|volvi|volvio) (?:a )?cort\\w*",
      "otra vez|de nuevo|ya no puedo dejar|no puedo dejar de|cada vez que",
      "cuando (?:me siento|se siente|estoy|esta) (?:mal|triste|ansios[oa]|enojad[oa]|sol[oa])",
      // Anger or despair turned on oneself, or a habit: "cuando me enojo conmigo misma".
      "cuando (?:me|se) (?:enojo|enoja|desespero|desespera|frustro|frustra|estreso|estresa|peleo|pelea)",
      "(?:conmigo|consigo) mism[oa]",
      "no es la primera vez",
      "siempre que (?:me|se)",
      "(?:yo|el|ella) (?:mism[oa]|sol[oa]) (?:me|se) (?:lo|la|los|las) (?:hice|hizo|hago|hace)",
    ],
  },
  "self-harm": {
    ignoreHypothetical: true,
    // "se me rayó el brazo con un clavo": it happened to me, not something I did; "mi gato me
    // rasguñó": an animal or a thorn did it; a baby scratching itself is not self-harm.
    unlessBefore:
      "se|(?:gat[oa]|gatit[oa]|perr[oa]|perrit[oa]|mascota|cachorr[oa]|bebe|nene|nena|rosal|espina|alambre|clavo|rama)",
    patterns: [
      "(?:me|se) (?:corto|corte|corta|cortaba|cortan|esta cortando|estoy cortando) (?:los |las |la |el )?(?:brazos|piernas|munecas|muneca|piel|venas|panza)",
      "(?:me|se) (?:corta|cortaba) desde",
      // A blade to the forearm or thigh, or deeper than meant: "más hondo de lo que quería".
      "(?:me|se) (?:corto|corte) (?:el |los |la |las )?(?:antebrazos?|brazos?|muslos?|munecas?)(?: [a-z]+){0,2} con (?:un |una |el |la )?(?:cutter|cuter|exacto|navaja|gillette|rastrillo|sacapuntas|hoja de rasurar)",
      "(?:corte|corto)(?: [a-z]+){0,8} (?:mas hondo|mas profundo) de lo (?:que|q) (?:queria|quise|pensaba)",
      "se (?:esta|estaba) cortando",
      "(?:hice|hace|hizo) cortadas",
      "cortad(?:a|as|itas)(?: [a-z]+)? en (?:la|las|los|sus|mis|el) (?:munecas?|brazos?|piernas?|muslos?|panza|antebrazos?)",
      "(?:se|me) (?:raya|rayo|rasguna|rasguno) (?:los|las|la|el) (?:brazos?|piernas?|munecas?|piel)",
      "marcas de (?:cortadas|cortes)",
      // Done to oneself, said so: "me golpeo a mí misma", "se lastima a sí mismo".
      "(?:me|se) (?:golpeo|golpea|pego|pega|lastimo|lastima|rasguno|rasguna|muerdo|muerde|quemo|quema)(?: [a-z]+){0,2} (?:a )?(?:mi|si) mism[oa]",
      "(?:me|se) quem\\w*(?: (?:los|las|el|la|mis|sus) [a-z]+)? con (?:el |un |los |la )?(?:cigarros?|encendedor|cerillos?)",
      "(?:se|me) (?:pega|pego|golpea|golpeo|da|doy|daba) (?:en la cabeza |de topes |cabezazos )?contra la pared",
      "(?:rasco|rasguno|rasca|rasguna|rascaba) hasta (?:sacarme|sacarse|sangrar|que sangr\\w*)",
      around(
        "(?:navaj(?:it)?as|cuchill(?:it)?as|gillettes?|rastrillos?|hojas de afeitar)(?: de sacapuntas)?",
        "escondid[oa]s",
        3,
      ),
      "(?:brazos|piernas|munecas|muslos) (?:todos? )?rayad[oa]s",
      "(?:heridas|cortes|cortadas|marcas) en (?:los|las|sus|mis) (?:muslos|munecas|antebrazos)",
      "(?:me|se) (?:hice|hizo|hace|hago|hacia) (?:cortes|cortadas|heridas)",
      "(?:me|se) (?:clavo|clava|entierro|entierra) (?:agujas|alfileres|clavos)",
      around(
        "a proposito",
        oneOf(
          "lastim\\w*",
          "golpe\\w*",
          "pego",
          "pegue",
          "rasgun\\w*",
          "corto",
          "corte",
          "quemo",
          "queme",
          "muerdo",
          "tome",
          "trague",
          "chocar",
          "aventarme",
          "cortarme",
        ),
        4,
      ),
      "hacerme dano|hacerse dano|me hago dano|se hace dano",
      "lastimarme",
      "autolesion\\w*",
      "me rajo (?:la piel|los brazos)|rajarme",
      "(?:me di|me doy|se da|se dio) de golpes",
      "(?:me entierro|me clavo|se entierra) las unas",
      "(?:me )?corte otra vez",
      "(?:me|se) (?:estoy|esta|estaba) cortando",
      near(
        "(?:me|se) (?:corto|corta|lastimo|lastima)",
        "(?:navaja|cuchilla|gillette|rastrillo|sacapuntas)",
        4,
      ),
      "cortando otra vez",
      "cortarme (?:otra vez|de nuevo)",
      "ganas de cortarme",
      "volvi a cortarme",
      // A relapse: "me volví a cortar", "se volvió a quemar con el cigarro".
      "(?:me|se) (?:volvi|volvio|volviste|he vuelto|ha vuelto) a (?:cortar|lastimar|quemar|rayar|rasgunar)",
      "recai\\w* (?:en|con) (?:cortarme|las cortadas|los cortes|lastimarme|hacerme dano)",
      "porque me odio",
      "(?:el|ella|yo) mism[oa] (?:se|me) (?:las|los|lo|la) (?:hace|hizo|hacia|hago|hice|provoca|provoco)",
      "(?:me|se) (?:sigo|sigue|seguia|segui|siguio|ando|anda|andaba) (?:cortando|quemando|rasgunando|lastimando|rayando)",
      "(?:ganas|necesidad|tentacion|antojo) de (?:volver a )?(?:cortarme|quemarme|lastimarme|rasgunarme|golpearme|pegarme)",
      // Hitting oneself until it leaves marks: "me pegué con el cinturón hasta dejarme marcas".
      near(
        "(?:me|se) (?:pegue|pego|pega|golpee|golpeo|golpea|azote|azoto|di|dio|doy|da)",
        "hasta (?:dejarme|dejarse|que me (?:quedaron|dejo)|sacarme|sacarse|sangrar|moretones|marcas)",
        5,
      ),
    ],
    unlessAfter:
      "(?:el |la |los |las )?(?:pelo|cabello|unas|barba|fleco|copete|pan|verdura|cebolla|carne|papel)",
  },

  // Pregnancy.
  // Weeks of pregnancy said bare, as a pregnant woman opens a message: "36 semanas, me duele…",
  // "voy en la semana 34" (20 to 42 weeks; "llevo 3 semanas con tos" is not one).
  "pregnancy-weeks": {
    patterns: [
      "^(?:2\\d|3\\d|4[0-2]) semanas(?= [,.]| y | de embarazo|$)",
      "(?:voy en|ando en|estoy en|cumpli|cumplo) (?:la )?semana (?:2\\d|3\\d|4[0-2])",
    ],
  },
  "fetal-movement-stopped": {
    patterns: [
      "no se (?:ha )?mov\\w*",
      "no (?:lo |la )?siento mover\\w*",
      "no siento (?:las |sus )?(?:pataditas|movimientos|que se mueva)",
      "(?:dejo|ha dejado) de moverse",
      "no (?:ha )?pateado",
      "ya no se mueve",
      "casi no se mueve",
      // "casi no siento al bebé", "ya no siento a mi bebé" (said in pregnancy).
      "(?:casi |ya )?no (?:siento|siente|sentimos|he sentido|ha sentido) (?:al|a mi|a su|a el|el|mi|su) (?:bebe|nene|nena)",
      // "no siento al bebé moverse", "no lo he sentido patear".
      near(
        "no (?:lo |la |le )?(?:siento|sentimos|siente|he sentido|hemos sentido)",
        "(?:mover\\w*|muev\\w*|pate\\w*|patad\\w*)",
        4,
      ),
    ],
  },
  "waters-broke": {
    patterns: [
      `(?:${CLITIC} )?rompio (?:la )?fuente`,
      "rompi (?:la )?fuente",
      `(?:${CLITIC} )?(?:sale|salio|esta saliendo|escurre) (?:un chorro de |mucha |mucho |un poco de )?(?:agua|liquido)`,
      "se me mojo (?:toda )?la ropa",
      "perdida de liquido",
      "liquido amniotico",
    ],
  },
  "vision-spots": {
    patterns: [
      "lucecitas",
      "luces",
      "destellos",
      "veo borroso",
      "vision borrosa",
      "puntitos (?:negros|brillantes)",
      "chispitas",
      "estrellitas",
      "estrellas",
      "rayitos",
      "manchitas",
      "veo (?:todo )?(?:nublado|manchas|chispas|estrellas|rayos|luces)",
      `${CLITIC} zumban los oidos`,
      "zumbido",
    ],
  },
  swelling: {
    patterns: [
      around(
        oneOf("hinchad[oa]s?", "hinch\\w*"),
        oneOf("cara", "manos", "pies", "piernas", "tobillos"),
        3,
      ),
    ],
  },
  contractions: {
    patterns: ["contracciones"],
  },
  spotting: {
    patterns: ["manchando", "manche", "manchado", "manchita"],
  },

  // Babies.
  fever: {
    patterns: [
      "fiebre",
      "calentura",
      "temperatura",
      "febril",
      "esta (?:muy )?caliente",
      "marca 3[89]",
    ],
    unless: "fiebre (?:leve|poquita)|temperatura de 3[5-7]",
  },
  lethargic: {
    patterns: [
      "muy dormid[oa]",
      `no (?:${CLITIC} )?(?:despierta|despiertan)(?! a)`,
      "no (?:lo|la|le) (?:puedo|podemos) despertar",
      "dormilon\\w*",
      "aguad(?:it)?[oa]",
      "flojit[oa]",
      "decaid[oa]",
      "como (?:un )?trap(?:it)?o",
      "(?:casi )?no abre (?:los |sus )?ojos",
      "no (?:me )?sigue con la mirada",
      "casi no se mueve",
      "no reacciona",
      "letargic\\w*",
      "llora (?:muy )?debil",
      "adormilad[oa]",
      "(?:muy )?somnolient[oa]",
      "mucho sueno",
      "no despierta bien",
      "casi no (?:responde|contesta|reacciona|despierta)",
    ],
    // Loose stools, not a floppy baby: "está aguadito de la popó".
    unlessAfter: "(?:de )?(?:la |su )?(?:popo|caca|panza|estomago|evacuacion\\w*|heces)",
  },
  "not-feeding": {
    patterns: [
      "no (?:quiere|ha querido|quiso) (?:comer|mamar|el pecho|tomar|la leche|la mamila|el biberon|nada)",
      "no (?:come|mama|ha comido)",
      "no toma (?:leche|pecho|su leche)",
      "sin (?:comer|tomar (?:leche|pecho))",
      "rechaza (?:el pecho|la leche|la comida)",
      "no despierta para comer",
      "(?:esta |anda )?(?:comiendo|come|mamando|mama|toma) (?:muy )?(?:menos|poquito|muy poco|casi nada)",
      "casi no (?:come|mama|toma|quiere comer)",
      "no (?:agarra|jala|succiona|chupa|quiere agarrar) (?:el pecho|la mamila|el biberon|la teta|la chichi)",
    ],
  },
  dehydrated: {
    patterns: [
      "no (?:ha )?(?:mojado|moja) el panal",
      "panal seco",
      "no (?:hace|ha hecho) pipi",
      "sin (?:hacer pipi|orinar|mojar)",
      "boca seca",
      "labios secos",
      "(?:llora )?sin lagrimas",
      "(?:mollera|mollerita|fontanela|molleja)(?: [a-z]+){0,5} (?:hundida|sumida|caida|chupada|baja|metida)",
      // Few wet nappies: "hoy solo ha mojado 2 pañales".
      "(?:solo|nomas|apenas) (?:ha )?(?:mojado|mojo|moja) (?:\\d+|un|uno|dos|tres) panal(?:es)?",
      "(?:se le|le) (?:hundio|sumio|cayo|bajo) la (?:mollera|mollerita|fontanela)",
      "caida de (?:la )?mollera",
      "panal(?:es)? sec[oa]s?",
      "no (?:ha )?(?:mojado|moja|mojo) (?:el |su |sus |ningun |ni un )?panal(?:es)?",
      "(?:llora|lloraba) sin lagrimas",
      "ojos hundidos",
      "vomit\\w* todo",
    ],
    // A relative's "se le cayó la mollera" while the parent sees it flat, and feeds and wet
    // diapers are normal.
    unless:
      "(?:la |lo )?(?:veo|ve|siento|tiene) (?:normal|plana|bien)|moja (?:como |unos )?\\d+ panales|come (?:bien|cada)",
  },
  "bulging-fontanelle": {
    patterns: [
      around(
        oneOf("mollera", "fontanela"),
        oneOf(
          "inflamada",
          "abombada",
          "abultada",
          "hinchada",
          "saltada",
          "levantada",
          "tensa",
          "brotada",
          "salida",
        ),
        4,
      ),
    ],
  },
  jaundice: {
    patterns: ["amarill[oa]", "ictericia"],
  },
  "cold-blue": {
    patterns: [
      "piel fria",
      "manos moradas",
      "(?:esta|se puso) morad[oa]",
      "moradit[oa]",
      // "se ve morado de las manos y labios", "azul de los labios".
      "(?:morad[oa]|azul|azulad[oa]|moradit[oa]) de (?:las|los|la|sus) (?:manos|labios|pies|boca|unas|deditos)",
      "(?:labios|manos|pies|unas) (?:morad[oa]s|azul(?:es|ad[oa]s)?|moraditos)",
    ],
    unless:
      "dedos? (?:chiquito |gordo )?del pie|dedito|una del pie|pata de la (?:cama|mesa|silla)|moreton|machuc\\w*",
  },

  // Allergic reactions.
  "airway-swelling": {
    patterns: [
      around(oneOf("hinch\\w*", "inflam\\w*"), "lengua", 5),
      around(oneOf("hinch\\w*", "cerr\\w*", "apret\\w*"), "garganta", 5),
      "garganta (?:muy )?(?:apretada|cerrada|chiquita)",
      "no (?:me|le) pasa (?:la )?saliva",
      `${CLITIC} (?:esta )?(?:cerrando|cierra|cerro) la garganta`,
      "garganta cerrada",
      "no (?:puedo|puede) tragar",
    ],
    unless:
      "garganta inflamada|anginas|amigdal\\w*|faringitis|por la (?:gripa|gripe|tos|infeccion)|infeccion de (?:la )?garganta",
  },
  "face-swelling": {
    patterns: [
      around(
        oneOf("hinch\\w*", "inflam\\w*"),
        oneOf("labios?", "boca", "cara", "ojos?", "parpados?"),
        3,
      ),
    ],
    unless: "muela|diente|golpe|pelotazo|un poco",
  },
  "face-balloon": {
    patterns: [
      "(?:cara|boca|labios|ojos|lengua) (?:como (?:globo|pelota|salchicha)|bien hinchad[oa]s?|gord[oa]s?)",
    ],
  },
  hives: {
    patterns: [
      "ronchas?",
      "urticaria",
      "habones",
      "comezon en todo el cuerpo",
      "granos? por todo el cuerpo",
    ],
  },
  wheeze: {
    patterns: [
      "silb\\w*",
      "chifl\\w*",
      "sibilancias",
      "resuell\\w*",
      "pecho (?:apretado|cerrado)",
      "hace ruido (?:al respirar|el pecho)",
    ],
  },
  "allergic-trigger": {
    patterns: [
      "alergic\\w*",
      "alergia",
      near(
        oneOf("comi", "comio", "comer", "comido", "probo"),
        oneOf(
          "camaron\\w*",
          "marisco\\w*",
          "cacahuate\\w*",
          "nuez",
          "nueces",
          "huevo",
          "fresas?",
          "pescado",
          "mani",
          "almendras?",
          "galleta",
          "kiwi",
          "mariscos?",
          "ostiones",
          "pulpo",
          "coctel",
        ),
        3,
      ),
      "(?:despues de|tras|por) (?:los |el |unos |comer )?(?:mariscos|camarones|ostiones|cacahuates|nueces|antibiotico)",
      "(?:pusieron|puso|aplicaron|dieron) (?:una |la )?(?:inyeccion|vacuna|ampolleta|penicilina|antibiotico)",
      "(?:me|le) (?:inyectaron|vacunaron)",
      near(
        oneOf("pico", "picaron", "picadura"),
        oneOf("abeja", "avispa", "alacran", "algo", "arana", "hormiga"),
        2,
      ),
      "me inyectaron",
      "inyeccion",
      "penicilina",
      "despues de (?:tomar|comer|ponerme|usar)",
      "crema nueva",
    ],
  },
  // A scorpion sting: in children it needs the antivenom soon (Secretaría de Salud).
  "scorpion-sting": {
    patterns: [
      near(
        oneOf("pico", "picaron", "pica", "picadura", "pique"),
        "(?:un |el |una )?alacran\\w*",
        4,
      ),
      "picadura de alacran",
      near("alacran\\w*", oneOf("pico", "picaron", "pica"), 3),
    ],
  },
  // After a scorpion sting these are signs of severe poisoning (Secretaría de Salud).
  "scorpion-severe": {
    patterns: [
      around(
        "lengua",
        oneOf(
          "dormid[oa]",
          "pesad[oa]",
          "trabad[oa]",
          "entumid[oa]",
          "hormigue\\w*",
          "rara",
          "durmio",
          "adormecio",
          "entumio",
          "trabo",
        ),
        3,
      ),
      "babe\\w*",
      "(?:siento|siente) (?:algo )?(?:atorado|como pelo) en la garganta",
      "no (?:puede|puedo) tragar",
      "(?:ojos|la vista) (?:raros|se le mueven|se mueven|borrosa)",
      "(?:me|le|se) (?:cuesta|costaba) (?:trabajo )?(?:tragar|hablar|respirar)",
    ],
  },
  // A snake bite or a black widow or recluse spider bite: urgencias and maybe antivenom
  // (Secretaría de Salud), at any age.
  "venomous-bite": {
    patterns: [
      around(
        oneOf("mordio", "mordieron", "mordida", "mordedura", "pico", "picaron", "picadura"),
        `(?:una |un |la |el )?${oneOf("vibora\\w*", "serpiente", "culebra", "coralillo", "cascabel", "nauyaca", "cuatro narices", "mocasin", "cantil", "vibora de cascabel", "viuda negra", "arana violinista", "violinista", "capulina")}`,
        4,
      ),
    ],
  },
  // Feeling very ill, said outright: it matters beside a very high glucose reading.
  "feels-very-ill": {
    patterns: [
      `(?:${CLITIC} )?(?:siento|siente|sentia|sentimos) ${INTENSE} mal`,
      "(?:siento|siente) (?:malisim[oa]|fatal|de la patada)",
    ],
  },
  "low-pressure": {
    patterns: [`${CLITIC} (?:baja|bajo|esta bajando) la presion`, "presion baja"],
  },
  "cough-hoarse": {
    patterns: ["tosiendo", "ronc[oa]", "voz ronca", "tos", "tose", "tosio"],
  },
  // An antihistamine already given: the reaction was allergic, and signs that go on after it
  // are not being held back by it.
  antihistamine: {
    patterns: [
      "antihistaminic\\w*",
      "loratadina",
      "desloratadina",
      "cetirizina",
      "levocetirizina",
      "fexofenadina",
      "clorfenamina",
      "clorotrimeton",
      "difenhidramina",
      "benadryl",
      "avapena",
      "antialergic\\w*",
    ],
  },

  // Seizures.
  seizure: {
    patterns: [
      "convuls\\w*",
      "ataque (?:de )?(?:epilepsia|epileptico)",
      "ataques? (?:seguidos|uno tras otro|uno detras de otro|epilepticos)",
      "(?:ataques|crisis) seguid[oa]s",
      // Someone with epilepsy having a fit now (not "le dan crisis a veces").
      around(
        "epile[pc]\\w*",
        "(?:le|me) (?:esta dando|acaba de dar|dio|volvio a dar) (?:un |una |otro |otra )?(?:ataque|crisis)",
        5,
      ),
      "crisis convulsiva",
      "espuma por la boca",
      "echando espuma",
      "ojos (?:en blanco|volteados|para arriba)",
      "(?:se sacude|se sacudia|sacudiendose|sacudirse|se esta sacudiendo)",
      "(?:echaba|echando|sacaba|sacando|le salia) espuma",
      around(
        "tembl\\w*",
        // "temblando todo el cuerpo", not "toda temblorosa" (a low sugar, a fright).
        oneOf(
          "piso",
          "no responde",
          "morad[oa]",
          "brazos y piernas",
          "todo el cuerpo",
          "toda entera",
          "todo entero",
        ),
        3,
      ),
      "empezo a temblar",
      "se puso (?:tieso|tiesa|rigido|rigida)",
    ],
  },
  // After a fit: asleep and not answering, or the first one ever.
  "after-seizure": {
    patterns: [
      "no (?:me|nos|le|les) hace caso",
      "(?:bien|muy) dormid[oa]",
      "sigue (?:bien |muy )?dormid[oa]",
      "no (?:ha )?despertado",
      "(?:es|fue) la primera vez",
      "primera vez que (?:le|me) (?:da|pasa|dio|paso)",
    ],
  },

  // Burns.
  burn: {
    patterns: [
      `${CLITIC} (?:queme|quemo|quemaste|quemaron)`,
      "quemad[oa]s?",
      "quemaduras?",
      "escald\\w*",
      "hirviendo",
      "electrocut\\w*",
      "descarga electrica",
      "(?:toco|agarro|toque|agarre) (?:un )?cable (?:de luz|pelado|de alta)",
      `${CLITIC} (?:dio|pego) (?:la )?(?:luz|corriente)`,
      `${CLITIC} prendio (?:la ropa|el pelo|el cabello)`,
      "chamusc\\w*",
      near(
        oneOf("salto", "cayo", "echo", "salpic\\w*", "brinco"),
        oneOf("sosa", "acido", "caustic\\w*", "cal viva", "destapacanos", "quitacochambre"),
        3,
      ),
      // A caustic splashed to the face or an eye, whichever is named first.
      around(
        oneOf("sosa", "acido", "caustic\\w*", "cal viva", "destapacanos", "quitacochambre"),
        oneOf("salpic\\w*", "ojos?", "cara"),
        8,
      ),
      near(
        oneOf("cayo", "cayeron", "echo", "salpico", "volco", "volteo", "derramo", "tiro"),
        oneOf(
          "agua caliente",
          "aceite",
          "cafe",
          "caldo",
          "sopa",
          "olla",
          "cazuela",
          "frijoles",
          "atole",
          "leche caliente",
          "tetera",
          "cafetera",
          "te caliente",
        ),
        4,
      ),
    ],
    unless:
      "pestanas|cejas estudiando|con el sol|asolead\\w*|quema por dentro|calorias|grasa|hace un mes|cicatriz|pus|infectad\\w*|infeccion|supur\\w*|huele feo|apesta|(?:he|ha|has|hemos) estado quemando",
  },
  "blast-injury": {
    patterns: [
      around(
        oneOf("explot\\w*", "revent\\w*", "estall\\w*", "volo", "volaron", "tron\\w*"),
        oneOf(
          "cohete\\w*",
          "cuete\\w*",
          "polvora",
          "petardos?",
          "palomas?",
          "buscapies",
          "brujas?",
          "cohetones?",
          "bombas?",
          "pirotecni\\w*",
        ),
        5,
      ),
      around(
        oneOf("cohete\\w*", "cuete\\w*", "polvora", "petardos?", "pirotecni\\w*"),
        oneOf("mano", "manos", "dedos?", "ojos?", "cara"),
        6,
      ),
    ],
  },
  "burn-serious": {
    patterns: [
      "piel (?:levantada|despegada|colgando)",
      `${CLITIC} (?:levanto|despego|esta levantando|esta despegando|cayo) (?:toda )?la piel`,
      "ampollas? (?:grandes|grandotas|enormes)",
      "(?:grandes|muchas) ampollas",
      "ampolla",
      `(?:${CLITIC} )?(?:levanto|levanta|despego|desprendio|cayo) la piel`,
      "piel (?:blanca|negra|carbonizada|despegada)",
      "la piel se ve blanca",
      "(?:poniendo|puso) negra",
      `(?:ya )?no ${CLITIC} duele`,
      "toda la mano",
      "todo el (?:brazo|antebrazo|pecho)",
      "la espalda",
      "las (?:dos )?piernas",
      "en las piernas",
      "los pies",
      "la cara",
      "las manos",
      "electrocut\\w*",
      "descarga electrica",
      "cable",
      "sosa",
      "acido",
      "chamusc\\w*",
      "prendio la ropa",
      "gasolina",
    ],
    unless: "ampollita|poquit\\w*",
  },

  // Head injury.
  "head-blow": {
    patterns: [
      around(
        oneOf(
          "(?<!de )golpe\\w*",
          "pego",
          "pegue",
          "pegaron",
          "pegarse",
          "pegado",
          "madrazo",
          "azoto",
          "azotazo",
          "batazo",
          "pelotazo",
          "ladrillazo",
          "botellazo",
          "piedrazo",
          "cabezazo",
          "sentonazo",
          "costalazo",
          "trancazo",
          "putazo",
          "chingadazo",
          "catorrazo",
          "cayo",
          "cai",
          "caida",
          "choco",
          "choque",
          "chocamos",
          "chocaron",
          "balonazo",
          "rodillazo",
          "codazo",
          "descalabr\\w*",
          "bat",
        ),
        oneOf("cabeza", "craneo", "frente", "nuca"),
        4,
      ),
      // A weapon between the blow and the head: "le pegaron con un bate en la cabeza".
      "(?:pego|pegaron|golpeo|golpearon|dio|dieron|descalabro|descalabraron|avento|aventaron|tiro|tiraron)(?: [a-z]+)? con (?:un|una|el|la|su|unos|unas) [a-z]+(?: [a-z]+)? (?:en|sobre) (?:la|su|mi|el|tu) (?:cabeza|craneo|frente|nuca)",
      "se (?:cayo|cayeron) de (?:la azotea|el techo|un segundo piso|las escaleras|la escalera|un arbol|una barda|el andamio|la moto|el caballo|la litera|la cama)",
      "(?:me|se) (?:cai|cayo) de la moto",
    ],
    unlessBefore: "como si(?: [a-z]+){0,3}|como (?:un|una)",
  },
  // Any fall: with confusion, drowsiness or vomiting in a child or an older adult it is read as
  // a head injury even when the head is not named.
  fall: {
    patterns: [
      // A collapse ("se desplomó") is a faint, not a fall that hits the head.
      // "Se le cayó la mollera" is the folk name of a sunken fontanelle, not a fall.
      `(?:${CLITIC} )?(?:cayo|cai|cayeron|caimos|resbalo|resbale|tropezo)(?! (?:la |su )?(?:mollera|mollerita|fontanela|molleja))`,
      "(?<!mollera )caida(?! de (?:la )?mollera)",
      "accidente",
      "choque",
      "volcadura",
      "atropell\\w*",
      "(?:se|me) (?:dio|di) (?:un|una) (?:caida|sentonazo|costalazo|azoton|madrazo|trancazo)",
    ],
  },
  // Bruises around both eyes or behind the ear after a blow.
  "raccoon-eyes": {
    patterns: [
      "ojos (?:morados|moreteados|negros|amoratados)",
      "(?:moretones?|morado) (?:alrededor de|en) (?:los|ambos) ojos",
      "ojos de mapache",
      "(?:morado|moretes?|moretones?|moreton) (?:atras|detras) de (?:la|las) orejas?",
    ],
  },
  "fall-from-height": {
    patterns: [
      "(?:cayo|cai) de (?:la azotea|el techo|un segundo piso|un arbol|una barda|el andamio|una altura|lo alto)",
    ],
  },
  confused: {
    patterns: [
      "confundid[oa]",
      "desorientad[oa]",
      "(?:esta|se puso|anda|lo veo|la veo) (?:muy )?(?:rar[oa]|id[oa])",
      "como id[oa]",
      "muy id[oa]",
      "no (?:me|nos|lo|la|le|los)? ?reconoce",
      "no reconoce",
      "no (?:me|se) acuerd\\w*",
      `${CLITIC} olvid\\w* lo que`,
      "no sabe (?:ni )?(?:donde|quien|que dia|como (?:me|se|te) llam\\w*)",
      "amnesia",
      "incoherencias",
      "cosas sin sentido",
      "(?:cosas|palabras) que no tienen (?:sentido|pies ni cabeza)",
      "(?:dice|diciendo|habla|hablando) (?:puras )?(?:tonterias|cosas raras|puras cosas)",
      "no (?:sabe|sabia) (?:ni )?(?:en )?(?:donde|que) (?:esta|estaba)",
      "delir\\w*",
      "alucin\\w*",
      "ve cosas que no hay",
      "no contesta lo que",
    ],
  },
  "fluid-from-head": {
    patterns: [
      "sangr\\w*(?: [a-z]+){0,3} (?:de|por|del) (?:los |el |un |su |sus |mi |mis )?(?:oidos?|orejas?)",
      "(?:oido|oreja)s? (?:le |me )?sangr\\w*",
      "(?:sale|salio) sangre de los oidos",
      "liquido (?:transparente|claro|como agua) (?:por|de) la nariz",
    ],
  },
  fainted: {
    patterns: [
      "desmay\\w*",
      "desvanec\\w*",
      "perdi\\w* el (?:conocimiento|sentido)",
      "perdida del conocimiento",
      "se privo",
      "quedo privad[oa]",
      "se desplomo",
    ],
    unlessAfter:
      "de (?:sueno|cansancio|risa|flojera|aburrimiento)|en (?:la cama|el sillon|el sofa)",
  },
  unresponsive: {
    // The doctor, the clinic or the phone that does not answer is not the patient.
    unlessBefore:
      "(?:pediatra|doctor|doctora|medico|medica|clinica|consultorio|hospital|telefono|cel|celular|linea|ambulancia|911)",
    patterns: [
      "(?<!casi )no (?:despierta|reacciona|responde|vuelve en si|vuelve|respira)(?! (?:el telefono|el cel|el celular|mis mensajes|los mensajes|sus mensajes|las llamadas|bien a|el whats|el whatsapp|a mis|temprano|a tiempo|con (?:el )?despertador|para (?:ir|la escuela|el trabajo)))",
      "(?<!casi )no contesta(?! (?:el telefono|el cel|el celular|mis mensajes|los mensajes|sus mensajes|las llamadas|lo que|el whats|el whatsapp|a mis))",
      "inconsciente",
      // "no me contesta aunque le grito", "no sé si respira", found on the floor.
      "no (?:me|nos|le) (?:contesta|responde|reacciona) (?:aunque|por mas que|ni (?:aunque|moviendol[oa]|sacudiendol[oa]|gritandole))",
      "no (?:se|sabemos|sabe) si (?:respira|esta respirando|todavia respira|sigue respirando)",
      "(?:desmayad[oa]|inconsciente) en (?:el|la) (?:piso|suelo|patio|calle|bano|banqueta|cocina|recamara)",
      "sin (?:despertar|reaccionar|responder|respirar)",
      "no (?:lo|la|le) (?:puedo|podemos) despertar",
      "se volvio a desmayar",
      "no se mueve",
      "no responde bien",
    ],
  },

  // Headache.
  headache: {
    patterns: [
      "(?:tronido|estallido|explosion|reventon|trueno) (?:en|de|dentro de) (?:la|mi|su) cabeza",
      around(
        oneOf(
          PAIN,
          "exploto",
          "estallo",
          "balazo",
          "martillazo",
          "trancazo",
          "martillo",
          "madrazo",
        ),
        HEAD,
        4,
      ),
      "agarro la cabeza",
    ],
    unless: "dolor de cabeza leve|dolores de cabeza leves",
  },
  "worst-of-life": {
    patterns: [
      "(?:el )?peor (?:dolor (?:de cabeza )?)?(?:de (?:mi|su|tu) vida|que (?:he|ha|has) sentido|que (?:he|ha|has) tenido)",
      "(?:el )?mas fuerte (?:de mi vida|que he sentido|que he tenido)",
      "(?:el )?dolor mas (?:fuerte|horrible|intenso|terrible) (?:de (?:mi|su|tu|toda (?:mi|su)) vida|que (?:he|ha) (?:sentido|tenido))",
      "nunca me habia dolido (?:asi|tanto)",
    ],
  },
  "worst-ever": {
    patterns: [
      "(?:el )?peor (?:dolor|de mi vida|que he sentido)",
      "como nunca",
      "nunca me habia dolido",
      "nunca (?:habia )?sentido (?:algo )?(?:asi|igual)",
      "insoportable",
      "tan fuerte que",
      "(?:el )?mas fuerte de mi vida",
      "como (?:un|una|si) (?:trancazo|balazo|martillazo|golpe|rayo|explosion|me hubieran pegado|me pegaran)",
      "balazo",
      "martillazo",
    ],
  },
  "severe-headache": {
    patterns: [
      around(INTENSE, near(oneOf(PAIN), HEAD, 2), 2),
      near(oneOf(PAIN), HEAD, 2) +
        " (?:horrible|insoportable|durisimo|fuertisimo|bien fuerte|muy fuerte)",
    ],
  },
  "stiff-neck": {
    patterns: [
      "cuello (?:bien |muy |super )?(?:tieso|rigido|duro|trabado|engarrotado)",
      "no (?:puedo|puede|podia) (?:doblar|bajar|mover|agachar) (?:el cuello|la cabeza|la barbilla)",
      "no puede bajar la barbilla",
      "nuca (?:tiesa|rigida|dura)",
      "rigidez (?:de|en) (?:el )?(?:cuello|nuca)",
    ],
  },
  "light-hurts": {
    patterns: [
      `${CLITIC} (?:molesta|lastima) la luz`,
      "no (?:aguanta|aguanto|soporta|soporto) la luz",
      "no quiere que le prenda la luz",
      "sensible a la luz",
    ],
  },
  "non-blanching-rash": {
    patterns: [
      "manch\\w* (?:morad\\w*|rojo oscuro|rojas oscuras|como moretones)",
      "puntitos (?:rojos|morados|rojo oscuro)",
      "no se (?:quitan|borran|blanquean|desaparecen) al (?:apretar|presionar)",
      "no se (?:borran|quitan) con (?:el )?vaso",
      "como moretones",
    ],
  },

  // Belly.
  "vomiting-blood": {
    patterns: [
      near("vomit\\w*", oneOf("sangre", "cafe molido", "como cafe"), 4),
      "cafe molido",
      "(?:asientos|posos) de cafe",
      near("vomit\\w*", oneOf("algo negro", "negro", "como chapopote"), 3),
      "sangre en el vomito",
      near(oneOf("devolvi\\w*", "arroj\\w*"), "sangre", 3),
    ],
  },
  "black-stool": {
    patterns: [
      near(oneOf("popo", "heces", "excremento", "caca", "evacuaciones?"), "negr\\w*", 2),
      "chapopote",
    ],
  },
  // Where the blood comes out (below) × how much: "sangro mucho por la cola", "hago del baño
  // pura sangre", "la taza queda llena de sangre". A streak on the paper is not heavy.
  "rectal-bleeding-heavy": {
    patterns: [
      "evacuando (?:pura )?sangre",
      "(?:pura|mucha) sangre (?:al evacuar|por el ano|por atras|en la popo)",
      around(HEAVY_BLOOD, RECTAL, 4),
      `${oneOf("hago", "hace", "haciendo", "evacuo", "evacua", "obro", "obra", "cago", "caga", "defeco", "defeca")}(?: del bano)? (?:pura|puro|nomas|solo|pura pura) sangre`,
      `${oneOf("taza", "escusado", "excusado", "inodoro", "bano", "retrete", "wc")} (?:queda|quedo|se llena|se lleno|se pone|se puso|lleno|llena|todo|toda)(?: [a-z]+){0,2} (?:de )?sangre`,
    ],
  },
  "belly-pain": {
    patterns: [around(oneOf(PAIN, "retorcijon\\w*", "colicos?"), BELLY, 6)],
    unless: "cólicos? leves|colicos leves|poquito|un poco|despues de comer",
  },
  "belly-severe": {
    patterns: [
      around(INTENSE, near(oneOf(PAIN), BELLY, 3), 3),
      near(oneOf(PAIN), BELLY, 3) + " (?:horrible|insoportable|muy fuerte)",
      "me doble",
      "no (?:me )?deja (?:ni )?(?:caminar|moverme|pararme)",
      "no (?:puedo|puede) ni caminar",
      "no (?:aguanto|aguanta|puedo|puede) (?:ni )?(?:caminar|pararme|pararse|moverme|enderezarme)(?: derech[oa])?",
      "camin\\w* (?:encorvad[oa]|agachad[oa]|doblad[oa])",
      "no se deja tocar",
      "insoportable",
      "atraviesa (?:a|hacia) la espalda",
      "(?:pasa|va|corre|sube|se pasa) (?:a|hacia) la espalda",
      "como cinturon",
      "no (?:me|le) deja (?:ni )?(?:enderezarme|enderezarse|dormir|respirar)",
      "dolor muy fuerte en el bajo vientre",
    ],
    // A baby who kicks or hiccups so much she cannot sleep: "no me deja dormir".
    unless: "(?<!no )se mueve (?:un buen|mucho|muchisimo|bastante)|patad\\w*|pataditas|hipo",
  },
  "belly-rigid": {
    patterns: [
      near(oneOf("panza", "abdomen", "barriga", "estomago"), oneOf("dura", "duro", "rigid[oa]"), 1),
      "dura como tabla",
    ],
  },
  "bowel-obstruction": {
    patterns: [
      "no (?:he|ha|hemos) (?:podido )?(?:hacer popo|obrado|evacuado|ir al bano)(?: ni (?:echar|sacar|tirar) (?:gases|pedos|aire))?",
      "vomit\\w* verde",
      "sin (?:poder )?(?:echar|sacar|tirar) (?:gases|pedos|aire)",
      "no (?:he|ha|puedo|puede|hemos) (?:podido )?(?:echado|echar|sacar|tirar|sacado) (?:gases|pedos|aire)",
      "(?:\\d+|dos|tres|cuatro|cinco|varios) dias sin (?:hacer popo|evacuar|obrar|ir al bano|echar gases)",
      // Neither stools nor wind, however the stools are said: "sin hacer del baño ni echar gases".
      `sin (?:poder )?${oneOf("hacer (?:del bano|popo|caca)", "evacuar", "obrar", "ir al bano", "cagar", "defecar")} ni (?:poder )?(?:echar|sacar|tirar|pasar) (?:gases|pedos|aire|flatos)`,
      "vomit\\w* (?:como )?(?:popo|caca|excremento)",
    ],
  },
  "belly-distended": {
    patterns: [
      around(
        oneOf("panza", "barriga", "abdomen", "estomago", "pancita"),
        oneOf(
          "inflamad[oa]",
          "hinchad[oa]",
          "distendid[oa]",
          "abombad[oa]",
          "como (?:un )?(?:globo|tambor)",
          "infla\\w*",
        ),
        3,
      ),
    ],
  },
  bruised: {
    patterns: ["morad[oa]", "moreton\\w*", "moretes?"],
  },
  "severe-pain": {
    patterns: [around(INTENSE, PAIN, 2), `${PAIN} (?:horrible|insoportable|como nunca)`],
  },
  "belly-trauma": {
    patterns: [around(oneOf("pegaron", "golpe", "choque", "accidente", "patada"), BELLY, 4)],
  },
  "right-lower": {
    patterns: ["lado derecho(?: abajo| de abajo)?", "costado derecho", RIGHT_LOWER],
  },
  // Pain said of the lower right itself, with no belly word: "le duele abajo a la derecha".
  "right-lower-pain": {
    patterns: [around(PAIN, RIGHT_LOWER, 3)],
  },
  // Pain jolted by a jump, a cough, a step or a bump (a rebound-like sign): "no puede brincar
  // ni toser del dolor", "le duele más cuando el camión pasa un tope".
  "movement-pain": {
    patterns: [
      "no (?:puede|puedo|podia|pudo|aguanta|aguanto) (?:ni )?(?:brincar|saltar|toser|caminar derech[oa]|pisar fuerte)",
      `${PAIN}(?: mas)? (?:al|cuando|si) (?:brinc\\w*|salt\\w*|tos\\w*|pis\\w*|camin\\w*|pasa(?:mos)? (?:un|los) (?:topes?|baches?))`,
      "(?:si|cuando|al) (?:brinca|brinco|brincar|salta|salto|saltar|tose|toso|toser)(?: [a-z]+){0,2} (?:le |me )?(?:duele|dolor)",
      "(?:topes?|baches?)(?: [a-z]+){0,3} (?:le |me )?(?:duele|dolio|lastima)",
    ],
  },
  // Pain that started at the navel and moved (the classic way appendicitis is told).
  "migrating-pain": {
    patterns: [
      // The navel first, the lower right later in the story: "alrededor del ombligo y hoy le
      // duele abajo a la derecha".
      `ombligo(?: [a-z0-9]+){0,12} ${RIGHT_LOWER}`,
      "(?:empezo|comenzo|inicio|empezando|arranco) (?:en|por|alrededor del) (?:el )?ombligo",
      "(?:del|desde el) ombligo (?:se )?(?:me |le )?(?:paso|bajo|fue|movio|corrio|recorrio)",
      near("ombligo", oneOf("se (?:paso|bajo|fue|movio|recorrio)", "bajo", "se paso"), 4),
    ],
  },
  "missed-period": {
    patterns: [
      "retraso",
      "no me ha bajado",
      "no le ha bajado",
      "(?:prueba|test)(?: de embarazo)? (?:salio )?positiv[oa]",
      "sali positiva",
    ],
  },

  // Diabetes.
  "low-sugar": {
    patterns: [
      `${CLITIC} bajo el azucar`,
      "baja de azucar",
      "azucar baja",
      "hipoglucemia",
      "no comio",
    ],
  },
  "sweet-breath": {
    patterns: [
      "(?:aliento|huele|le huele) (?:el aliento )?(?:a|como a) (?:manzana|frutas?|acetona)",
      "respira (?:muy )?profundo",
      "respiracion (?:rara|profunda)",
      "respira (?:muy )?raro",
    ],
  },
  thirst: {
    patterns: ["mucha sed", "orinando a cada rato", "orino a cada rato"],
  },
  shaking: {
    patterns: ["tembl\\w*", "tiembla\\w*", "temblor\\w*"],
  },
  "not-passing": {
    patterns: [`no ${CLITIC} pasa`, `no ${CLITIC} quita`],
  },

  // Testicles.
  "testicle-pain": {
    patterns: [
      around(
        oneOf(PAIN, "patada", "golpe", "pegaron", "patearon", "pateo", "patearo?n"),
        TESTIS,
        4,
      ),
      around(oneOf(PAIN), oneOf("sus partes", "alla abajo"), 3),
    ],
    unless: "molestia|desde hace (?:semanas|meses)|un poco",
  },
  "testicle-swollen": {
    patterns: [
      "hinchad[oa]",
      "(?:se|le|me) (?:le |me )?(?:hincho|hincharon|inflamo|inflamaron)",
      "subid[oa]",
      "se puso duro",
      "morad[oa]",
      "escroto rojo",
      "rojo e hinchado",
    ],
  },

  // Heat stroke (Secretaría de Salud, "golpe de calor").
  "heat-exposure": {
    patterns: [
      "golpe de calor",
      "insolacion",
      "insolad[oa]",
      "asolead[oa]",
      `calor ${INTENSE}`,
      `${INTENSE} calor`,
      "caloron",
      "(?:bajo|en|al|con) (?:el |pleno )?(?:sol|rayo del sol|solazo)",
      "solazo",
      "todo el dia (?:en|al|bajo) el sol",
      // A day out in the field or on a site: "anduvo en el campo todo el día".
      around(
        "(?:en|al) (?:el |la )?(?:campo|milpa|obra|surco|parcela|cosecha|corte|techo|azotea)",
        "todo el dia",
        3,
      ),
      "(?:trabajando|chambeando|cortando|jugando|corriendo|caminando) (?:en|bajo) (?:el|la|pleno) (?:sol|milpa|campo|obra|calor)",
      "(?:3[5-9]|4[0-9]|5[0-5]) grados(?: [a-z]+)? (?:de calor|afuera|a la sombra|al sol|de sensacion)",
      "(?:hace|hacia|hizo|hara|estamos a|estaba a|estuvo a|hay|habia) (?:como |unos )?(?:3[5-9]|4[0-9]|5[0-5]) grados",
      // Labour in the heat: the cane harvest, the field, the building site.
      "(?:corte|cortando|cortar|zafra|cosecha) (?:de )?(?:cana|cafe|melon|sandia|chile|jitomate)",
      "(?:trabajando|chambeando|jornada|jornalero|trabaja|trabajamos) (?:en|bajo) (?:el|la|pleno) (?:sol|milpa|campo|obra|calor|surco|parcela)",
      "encerrad[oa] en (?:el|un) (?:carro|coche|auto)",
      // Days of heat indoors with no cooling: older people living alone.
      "(?:no tiene|no tenemos|sin) (?:clima|aire acondicionado|aire|ventilador|abanico)",
      "ola de calor",
      // A reading no body reaches: "en el partido con 46 grados".
      "(?:4[3-9]|5[0-5]) grados",
      "(?:tiene|tengo|tenia) (?:mucho )?calor desde",
      "dentro del (?:carro|coche) (?:al sol|con el calor)",
      // Out at midday, or a weather reading next to the activity: "jugando futbol a mediodía
      // con 42 grados".
      near(
        "(?:jug|trabaj|corr|camin|entren|chambe|cort|carg|barr|march|desfil)(?:o|aron|amos|ando|iendo|ar|er|io|ieron|imos|aba|aban|ia|ian)",
        "(?:(?:a|al|en) (?:pleno )?(?:medio ?dia|mediodia|rayo del sol)|con (?:3[5-9]|4[0-9]|5[0-5]) grados)",
        4,
      ),
    ],
  },
  // Said of a complaint that stays after something was done: read only with heat (rules.ts).
  "not-improving": {
    patterns: [
      "(?:sigue|sigo|siguen|seguia|sigues) (?:igual|mal|peor|con lo mismo|sin mejorar)",
      "no (?:mejora|mejoro|ha mejorado|se compone|se ha compuesto|se le quita|se le ha quitado|reacciona)",
      "cada vez (?:peor|mas mal)",
      "(?:va|van|fue|esta) empeorando",
      "empeor(?:o|a|ando)",
    ],
  },
  "heat-tiredness": {
    patterns: [
      "calambres?",
      "cansancio",
      "agotamiento",
      "(?:muy|bien|super|re) (?:cansad[oa]|agotad[oa]|debil)",
      "agotad[oa]",
      "sin fuerzas",
      "(?:suda|sudando|sudaba) (?:un )?(?:mucho|muchisimo|a chorros|un buen)",
    ],
    unless: "calambres en todo el cuerpo",
  },
  "no-sweat": {
    patterns: [
      "(?:ya )?no (?:suda|sudaba|sudo|esta sudando)",
      "(?:dejo|deje) de sudar",
      "sin sudar",
      "piel (?:seca y caliente|caliente y seca|seca y roja)",
      "(?:seco|seca) y (?:muy |bien )?caliente",
      "(?:ardiendo|caliente|hirviendo) , (?:con |y )?(?:la )?piel seca",
    ],
  },
  "hot-skin": {
    patterns: [
      "(?:esta|estaba|siento|se siente) (?:muy |bien |super )?(?:caliente|ardiendo|hirviendo)",
      "piel (?:muy |bien )?(?:roja y |colorada y |seca y )?(?:caliente|ardiendo|hirviendo)",
      "quemando (?:en )?calentura",
    ],
  },

  // Fever and sepsis.
  infection: {
    patterns: [
      "infeccion\\w*",
      "infectad[oa]",
      `${CLITIC} infect\\w*`,
      "(?:herida|llaga|pie|cortada|quemadura|uña) (?:con pus|supurando|que supura)",
      "neumonia",
      "pulmonia",
      "bronconeumonia",
      "covid",
      "septic\\w*",
      "sepsis",
    ],
  },
  "mottled-skin": {
    patterns: [
      "piel (?:manchada|moteada|marmorea)",
      "piel como marmol",
      "(?:manos|pies|piernas|piel) (?:frias? y )?(?:moteadas|manchadas|jaspeadas|marmoleadas)",
    ],
  },
  "sense-of-doom": {
    patterns: ["siento que me voy a morir", "siento que me muero"],
  },

  // Violence.
  "sexual-assault": {
    patterns: [
      "(?:me|la|lo|le|nos) (?:violo|violaron)",
      "violacion",
      "violad[oa]",
      "abus(?:o|aron|ando|a) (?:sexualmente )?de (?:mi|ella|el|mi hija|mi hijo|la nina|el nino)",
      "abuso sexual",
      "me (?:forzo|forzaron|obligo|obligaron) a (?:tener relaciones|hacer cosas)",
      "agred\\w* sexualmente",
      "agresion sexual",
      "me toca (?:cuando|sin|mis partes)",
      // A child's disclosure: "la toca en sus partes", "me tocaba mis partes".
      "(?:me|la|lo|le|te|nos) (?:toca|tocaba|toco|tocan|tocaban|tocaron|manosea) (?:en )?(?:sus|mis|las|tus) (?:partes|partes intimas|partes privadas|pompis|colita)",
      "(?:toca|tocaba|toco) (?:sus|mis) partes intimas",
      "me (?:tocaron|toco) (?:sin|mis partes)",
      "manose\\w*",
      "me drogaron",
      "(?:acaban? de|quiso|quisieron|intento|intentaron) violar\\w*",
    ],
  },
  // Suspected drugging: something put in a drink, then waking undressed, in a strange place or
  // with no memory (rules.ts weighs them together as a sexual assault to be cared for).
  "drink-spiked": {
    patterns: [
      "(?:me|le|nos|les|te) (?:pusieron|puso|echaron|echo|metieron|metio|dieron|dio) (?:algo|una droga|droga|una pastilla|algo raro) (?:en|a) (?:la|mi|su|el|mis|sus) (?:bebida|bebidas|copa|vaso|trago|chela|cerveza|refresco|agua|cuba|michelada)",
      "(?:me|la|lo|nos) (?:drogaron|drogo|drogaran)",
      "(?:bebida|copa|trago|vaso|chela) (?:adulterad[oa]|con droga)",
      "burundanga|escopolamina",
      // A drink someone else gave: spiked or not, it counts only with what followed (rules.ts).
      "(?:bebida|bebidas|copa|trago|chela|cerveza|shot|vaso|cuba|michelada|refresco) (?:q|que) (?:me|le|nos|te) (?:invit\\w*|dio|dieron|paso|pasaron|ofrecio|ofrecieron|trajo|trajeron|sirvio|sirvieron)",
      "(?:me|le|nos|te) (?:invit\\w*|dio|dieron|ofrecio|ofrecieron|sirvio|sirvieron|paso|pasaron) (?:una|un|unas|unos) (?:bebidas?|copas?|tragos?|chelas?|cervezas?|shots?|vasos?|cubas?|micheladas?)",
    ],
  },
  "woke-undressed": {
    patterns: [
      "(?:desperte|amaneci|desperto|amanecio|me desperte|se desperto) (?:sin ropa|desnud[oa]|semidesnud[oa]|sin (?:calzones|pantalon|pantalones|chones)|con la ropa (?:rota|rasgada|quitada))",
      // Waking, then the state of the clothes further on: "desperté en un depa … con la ropa rota".
      near(
        "(?:desperte|amaneci|desperto|amanecio|despertamos|amanecimos)",
        "(?:sin (?:ropa|calzones|pantalon|pantalones|chones|blusa)|desnud[oa]|semidesnud[oa])",
        10,
      ),
      // Clothes torn or put on inside out: counted only with no memory or genital pain (rules.ts).
      "(?:ropa|ropa interior|blusa|falda|vestido|playera|camisa|pantalon|pantalones|calzones|chones|brasier|short) (?:rot[oa]s?|rasgad[oa]s?|desgarrad[oa]s?|arrancad[oa]s?|al reves)",
    ],
  },
  "memory-gap": {
    patterns: [
      "no (?:me )?(?:acuerdo|recuerdo|acuerda|recuerda) (?:de )?(?:nada|que paso|como llegue|como llego)",
      "lagunas? mentales?",
      "(?:tengo|tuve|traigo) (?:una |unas )?lagunas?",
      "(?:cuarto|casa|lugar|cama|hotel|motel|departamento|depa|carro|coche) (?:q|que) no (?:conozco|conocia|conoce|conocemos|reconozco|reconocia)",
      "no se (?:donde|como) (?:estaba|llegue|termine)",
      "(?:desperte|amaneci|desperto|amanecio) en (?:casa|el cuarto|la cama|el depa|el carro) de (?:un|una|unos) (?:desconocid[oa]s?|extran[oa]s?|tip[oa]s?|wey)",
    ],
  },
  "genital-pain": {
    patterns: [
      `${PAIN} (?:ahi abajo|alla abajo|(?:mis|sus|en mis|en sus) partes|la vagina|el ano|entre las piernas)`,
      "(?:sangr\\w*|lastimad[oa]) (?:ahi abajo|de (?:mis|sus) partes|de la vagina)",
    ],
  },
  "partner-violence": {
    patterns: [
      around(
        oneOf(
          "mi (?:pareja|esposo|esposa|novio|novia|ex|marido|mujer|padrastro|papa|mama|suegro|hermano|hijo|tio|padre)",
        ),
        oneOf(
          "me (?:golpeo|golpea|pega|pegaba|dio una golpiza|ahorco|ahorca|estrangulo|amenazo|amenaza|encerro|avento|empujo|azoto|estrello|arrastro)",
        ),
        4,
      ),
      around(
        oneOf(
          "mi (?:pareja|esposo|esposa|novio|novia|ex|exesposo|marido|padrastro|suegro|hermano|cunado)",
          "(?:el|ella) (?:me|nos) amenaz\\w*",
        ),
        oneOf(
          "(?:me|nos) (?:va|iba|quiere|queria) (?:a )?matar",
          "(?:me|nos) (?:mata|matara)",
          "(?:con|trae|tiene|traia) (?:una|un) (?:pistola|cuchillo|arma|machete|navaja)",
          "(?:me|nos) (?:va|iba) a (?:desaparecer|quemar|picar)",
          "amenaz\\w* de muerte",
        ),
        8,
      ),
      "amenaz\\w* (?:con )?(?:de )?(?:matarme|matarnos|muerte)",
      "golpiza",
      "(?:me|nos|la|lo) (?:avento|empujo|azoto|estrello|aventaron|empujaron|azotaron) contra (?:la|el) (?:pared|piso|puerta|mueble|ropero|suelo|coche|carro)",
      "(?:dijo|dice|grito|grita|amenazo|amenaza) que si (?:salgo|sale|me voy|se va|lo dejo|la dejo|hablo|digo algo|llamo|lo denuncio|la denuncio|pido ayuda) (?:me|nos|la|lo) (?:mata|matara|va a matar)",
      "me (?:esta|estan) (?:golpeando|ahorcando)",
      "me ahorco",
      // Strangulation by someone: "me apretó el cuello hasta que casi me desmayo".
      `(?:me|la|lo|le) (?:apreto|apretaba|apretaron|agarro|agarraba|agarraron|estrangulo|estrangulaba|ahorcaba|ahorcaron)(?: (?:muy )?fuerte)? (?:del|el|de el) cuello`,
      "(?:intento|trato|quiso|queria) (?:ahorcarme|estrangularme|ahorcarla|estrangularla|ahorcarlo|estrangularlo)",
      "me (?:estrangulo|estrangulaba|ahorcaba)",
      "me (?:quiso|intento) ahorcar",
      "me amenaz\\w* (?:con|de) (?:matarme|un cuchillo|una pistola|un arma|un machete|pegarme)",
      "amenaza con (?:matarme|un cuchillo|una pistola|un arma)",
      "(?:le esta|le estan) pegando a",
      "(?:la|lo) esta matando",
      "golpeando a (?:su|una|mi)",
      "violencia (?:familiar|domestica)",
      // Someone at home hurts a child or another person: "su padrastro le pega con el cable".
      "(?:su|mi|el|la) (?:padrastro|madrastra|papa|mama|padre|madre|tio|abuelo|esposo|pareja|novio|marido) (?:le|la|lo|les) (?:pega|pegaba|golpea|golpeaba|quema|quemaba|maltrata|maltrataba|amarra|amarraba)",
      // A plea heard or said: "ya no le peguen", "ya no me pegues, papá".
      "ya no (?:me|le|la|lo|nos|les) (?:pegue|peguen|pegues|golpee|golpeen|golpees|lastime|lastimen|lastimes)",
      "(?:no|ya no) (?:me|le|la|lo) (?:pegue|peguen|pegues) (?:mas|por favor|porfa)",
    ],
  },
  "violence-heard": {
    patterns: [
      "(?:escuche|escucho|escuchamos|escuchaba|oigo|oi|oimos|oia|se oye|se oyen|se oyo|se oyeron|se oian|se escucha|se escuchan|se escucho|se escucharon|se escuchaban) (?:\\w+ )?(?:gritos|golpes|gritar|llorar|que (?:le|la|lo|les) (?:pegan|golpean|pega|golpea))",
      "(?:le|les) tiene(?:n)? (?:mucho )?miedo a (?:su|sus) (?:papa|mama|padrastro|madrastra|padres|tio|abuelo)",
      "dice que (?:su|mi) (?:papa|mama|padrastro|madrastra|tio|abuelo) (?:le|la|lo|les) (?:pega|golpea|pegan|golpean)",
    ],
  },
  // A child who keeps turning up bruised (read with a child, rules.ts).
  "harm-marks": {
    patterns: [
      "(?:quemaduras|quemadas|quemones|cortadas|cortes|marcas|heridas) (?:\\w+ )?de (?:cigarros?|encendedor|cerillos?|navaja|cutter|cuter|gillette|rastrillo|sacapuntas)",
    ],
  },
  // Shut in and not answering, told by someone outside the door.
  "locked-unreachable": {
    patterns: [
      near(
        "(?:encerrad[oa]|se encerro|se encierra|se ha encerrado)",
        "no (?:me |nos |le )?(?:abre|contesta|responde|quiere abrir)",
        8,
      ),
    ],
  },
  "recurring-bruises": {
    patterns: [
      "(?:siempre|seguido|a cada rato|todo el tiempo|diario|cada semana) (?:trae|tiene|anda con|llega con|le veo) (?:moretones|moretes|morados|golpes|marcas)",
      "(?:moretones|moretes|morados|marcas de golpes) (?:nuevos )?(?:cada semana|seguido|siempre|todo el tiempo|a cada rato)",
    ],
  },
  "weapon-injury": {
    patterns: [
      "apunal\\w*",
      "acuchill\\w*",
      "(?:me|le|nos) (?:dieron|pegaron) un balazo",
      "me (?:balearon|dispararon)",
      "le (?:dispararon|balearon)",
      "(?:me|le|nos) (?:pegaron|picaron|hirieron|cortaron|atacaron) con (?:un|una) (?:cuchillo|navaja|machete|arma|pistola|botella)",
    ],
  },
} satisfies Record<string, ConceptDefinition>;

export type ConceptId = keyof typeof CONCEPTS;

interface CompiledConcept {
  id: ConceptId;
  pattern: RegExp;
  unless: RegExp | null;
  unlessAfter: RegExp | null;
  unlessBefore: RegExp | null;
  ignoreHypothetical: boolean;
}

const COMPILED: readonly CompiledConcept[] = Object.entries(CONCEPTS).map(([id, definition]) => {
  const concept = definition as ConceptDefinition;
  return {
    id: id as ConceptId,
    pattern: wholeWords(concept.patterns),
    unless: concept.unless ? wholeWords([concept.unless]) : null,
    unlessAfter: concept.unlessAfter ? new RegExp(`^(?:${concept.unlessAfter})(?![a-z0-9])`) : null,
    unlessBefore: concept.unlessBefore
      ? new RegExp(`(?<![a-z0-9])(?:${concept.unlessBefore})$`)
      : null,
    ignoreHypothetical: concept.ignoreHypothetical ?? false,
  };
});

export interface Finding {
  concept: ConceptId;
  /** The words found, as normalised. */
  words: string;
  /** Token span [start, end) in the normalised message. */
  start: number;
  end: number;
  assertion: Assertion;
}

/** How many words after a phrase `unlessAfter` reads. */
const AFTER_REACH = 4;

function tokenIndexAt(text: string, charIndex: number): number {
  let count = 0;
  for (let i = 0; i < charIndex; i++) if (text[i] === " ") count++;
  return count;
}

/** Which concepts could match a message, from the letters their matches begin with. */
const INDEX = prefixIndex(COMPILED.map((concept) => concept.pattern));

/**
 * Every concept found in the message, each occurrence with how it is asserted. The index only
 * skips concepts that cannot match; `{ everyConcept: true }` tries them all (for the test that
 * shows both give the same findings).
 */
export function findConcepts(
  message: NormalizedMessage,
  options: { everyConcept?: boolean } = {},
): Finding[] {
  const findings: Finding[] = [];
  const concepts = options.everyConcept
    ? COMPILED
    : INDEX.candidates(message.text).map((position) => COMPILED[position]!);
  for (const concept of concepts) {
    for (const match of message.text.matchAll(concept.pattern)) {
      const start = tokenIndexAt(message.text, match.index);
      const end = start + match[0].split(" ").length;
      if (concept.unless) {
        concept.unless.lastIndex = 0;
        const [from, to] = sentenceBounds(message.tokens, start, end);
        if (concept.unless.test(message.tokens.slice(from, to).join(" "))) continue;
      }
      const next = message.tokens.slice(end, end + AFTER_REACH).join(" ");
      if (concept.unlessAfter?.test(next)) continue;
      const previous = message.tokens.slice(Math.max(0, start - AFTER_REACH), start).join(" ");
      if (concept.unlessBefore?.test(previous)) continue;
      findings.push({
        concept: concept.id,
        words: match[0],
        start,
        end,
        assertion: assertionOf(message, start, end, {
          ignoreHypothetical: concept.ignoreHypothetical,
        }),
      });
    }
  }
  return findings;
}

export const CONCEPT_IDS = COMPILED.map((concept) => concept.id);
