import { foldText } from "../../common/search/normalize.ts";

/**
 * Sentences that tell a person what they have ("tienes gastritis", "padeces migraña", "es
 * probable que sea…"). Dr. Salud orients towards a specialty; a diagnosis needs a doctor, so
 * an answer that reads like one is not shown. "No tienes que…" is advice, not a diagnosis.
 */
const DIAGNOSIS_PATTERNS: readonly RegExp[] = [
  /\b(tu|usted) (tienes|tiene|padeces|padece|sufres|sufre)\b/,
  // "Si tienes un autoinyector…" and "no tienes que…" are not diagnoses.
  /(?<!\b(?:no|si|cuando|aunque|que) )\b(tienes|presentas) (un|una|el|la|los|las|algo de|[a-z]+itis|[a-z]+osis|[a-z]+ismo)\b/,
  /\b(padeces|sufres de|estas padeciendo)\b/,
  /\b(tu|el) diagnostico (es|seria|probable)\b/,
  /\b(te diagnostico|diagnosticarte|diagnostico de)\b/,
  /\b(se trata de|es un caso de|es probable que sea|probablemente sea|probablemente es|seguramente es|seguramente sea|parece ser un|parece ser una)\b/,
];

export function soundsLikeDiagnosis(text: string): boolean {
  const folded = foldText(text);
  return DIAGNOSIS_PATTERNS.some((pattern) => pattern.test(folded));
}
