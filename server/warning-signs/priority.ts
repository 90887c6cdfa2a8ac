/**
 * Which warning sign leads when several fire: the one whose first action cannot wait is said
 * first, and a cause-specific action comes before a generic "call 911" (the operator needs to
 * hear the pills, the sting, the heat). Every rule of rules.ts appears once, most
 * time-critical first; the pairs below are the conflicts met in real messages, each with why
 * and an example that priority.test.ts runs.
 */
export const FIRST_ORDER: readonly string[] = [
  // Danger from another person: get safe, then 911.
  "sexual-violence",
  "physical-violence",
  // The airway, in seconds.
  "choking",
  "anaphylaxis",
  // Pregnancy first: bleeding, fits or pressure in pregnancy go to obstetric care.
  "pregnancy-warning",
  "heart-attack-signs",
  "scorpion-sting-severe",
  // A sudden worst headache explains the double vision or the weakness that comes with it.
  "thunderclap-headache",
  "stroke-signs",
  "severe-breathing",
  "overdose",
  "poisoning",
  "venomous-bite",
  "heat-stroke",
  // Very high sugar with vomiting and belly pain: fluids and no sugar, before the belly.
  "diabetic-high",
  // Blood vomited or passed black comes from the gut: no pressure to apply, nothing by mouth.
  "acute-abdomen",
  "severe-bleeding",
  "suicidal-thoughts",
  "seizure",
  "diabetic-emergency",
  // An injury done to oneself gets its physical first action, then the crisis lines (which
  // every answer with self-harm carries).
  "head-injury",
  "self-harm",
  "infant-warning",
  "meningitis-signs",
  "fever-confusion",
  // Collapse with no cause named: a generic 911 after every cause-specific action.
  "unresponsive",
  "serious-burn",
  "testicular-pain",
  // Same-day signs.
  "scorpion-sting",
  // Cooling is the first action, before the fever's "go to urgencias".
  "heat-exhaustion",
  "repeated-overdose",
  "very-high-fever",
  "infant-fever",
  "chest-pain",
  "shortness-of-breath",
  "fainting",
];

export interface Conflict {
  /** The rule whose action is said first… */
  first: string;
  /** …when this one fires too. */
  second: string;
  why: string;
  /** A message where both fire. */
  example: string;
}

export const CONFLICTS: readonly Conflict[] = [
  {
    first: "physical-violence",
    second: "suicidal-thoughts",
    why: "someone threatens to kill: getting safe and 911 come before the crisis line",
    example:
      "mi esposo me amenazó con un cuchillo y dice que nos va a matar y luego se va a matar él",
  },
  {
    first: "overdose",
    second: "suicidal-thoughts",
    why: "the pills are already swallowed: 911 with the box in hand, the crisis line after",
    example: "mi hermana se tomó toda la caja de pastillas y dice que ya no quiere vivir",
  },
  {
    first: "poisoning",
    second: "unresponsive",
    why: "the operator needs what was swallowed; both actions start with 911",
    example: "mi hijo se tomó el cloro y casi no responde, no despierta",
  },
  {
    first: "pregnancy-warning",
    second: "severe-bleeding",
    why: "bleeding in pregnancy goes to obstetric urgencias, not only pressure on a wound",
    example: "tengo 30 semanas de embarazo y estoy sangrando mucho, no para",
  },
  {
    first: "heat-stroke",
    second: "fever-confusion",
    why: "cooling the person is the first action; fever medicine does not help",
    example: "mi papá estuvo todo el día bajo el sol, ya no suda, está muy caliente y confundido",
  },
  {
    first: "heat-stroke",
    second: "seizure",
    why: "a fit after hours in the heat is the heat's doing: cooling the person is what stops it",
    example:
      "andaba en el corte de caña, tiene la piel ardiendo, está como ido y se convulsionó poquito",
  },
  {
    first: "venomous-bite",
    second: "severe-bleeding",
    why: "bleeding after a snake bite is the venom: keep still and antivenom, no tourniquet",
    example: "lo mordió una nauyaca en el pie, le sale mucha sangre de la mordida y está pálido",
  },
  {
    first: "scorpion-sting-severe",
    second: "stroke-signs",
    why: "a numb tongue after a sting is the venom: antivenom, not the stroke pathway",
    example: "me picó un alacrán, se me durmió la lengua y se me cayó la boca de un lado",
  },
  {
    first: "diabetic-high",
    second: "unresponsive",
    why: "with sugar reading HI, sugar by mouth would be wrong",
    example: "mi papá es diabético, el glucómetro marca HI, vomita y ya no responde",
  },
  {
    first: "severe-bleeding",
    second: "self-harm",
    why: "a wound that will not stop bleeding needs pressure now; the crisis line is still given",
    example: "me corté los brazos a propósito y no deja de sangrar",
  },
  {
    first: "acute-abdomen",
    second: "severe-bleeding",
    why: "blood vomited like coffee grounds or passed black comes from the gut: nothing by mouth and urgencias, there is no wound to press",
    example:
      "vomitó sangre oscura como café molido y lleva dos días con popó negra, está pálido y mareado",
  },
  {
    first: "diabetic-high",
    second: "acute-abdomen",
    why: "belly pain and vomiting with sugar reading HI are the sugar's doing: no sweets, sips of water, 911",
    example: "soy diabético, el glucómetro marca HI, vomito y me duele muchísimo la panza",
  },
  {
    first: "pregnancy-warning",
    second: "severe-bleeding",
    why: "heavy bleeding in the weeks after a birth is obstetric: lie down and go to urgencias",
    example:
      "tuve a mi bebé hace 10 días y estoy sangrando mucho, lleno una toalla cada hora y me mareo",
  },
  {
    first: "seizure",
    second: "unresponsive",
    why: "keep the person from harm and nothing in the mouth, then lie them on their side",
    example: "le dio una convulsión y ahora no despierta",
  },
  {
    first: "head-injury",
    second: "unresponsive",
    why: "after a blow, the head-injury advice (do not move the neck, do not leave alone) leads",
    example: "se cayó de la escalera, se pegó en la cabeza y no despierta",
  },
  {
    first: "thunderclap-headache",
    second: "unresponsive",
    why: "a sudden worst headache explains the collapse; its advice names what to watch",
    example: "a mi mamá le dio de golpe el peor dolor de cabeza de su vida y ahora no responde",
  },
  {
    first: "thunderclap-headache",
    second: "stroke-signs",
    why: "a sudden worst headache with double vision: the headache's advice names the bleed to rule out; both call 911",
    example: "de repente me dio el peor dolor de cabeza de mi vida y veo doble",
  },
  {
    first: "suicidal-thoughts",
    second: "unresponsive",
    why: "a farewell and then no answer: the crisis line and 911 are said first, with the farewell",
    example: "mi amigo puso en su estado fue bonito mientras duró, los quiero, y ya no contesta",
  },
];

const RANK = new Map(FIRST_ORDER.map((id, index) => [id, index]));

/** Position of a rule in FIRST_ORDER (unknown rules last). */
export function priorityOf(ruleId: string): number {
  return RANK.get(ruleId) ?? FIRST_ORDER.length;
}
