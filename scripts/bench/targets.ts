// The targets the issues set, compared with measurements: a "cumple" mark for the tables and
// the sentences of the report's "Metas no alcanzadas" section.

export type Comparison = "≤" | "≥" | "=";

export interface Check {
  /** What was measured, in Spanish (route, metric, conditions). */
  what: string;
  /** Where the target comes from (issue number). */
  source: string;
  value: number;
  comparison: Comparison;
  limit: number;
  unit: string;
  /** No answer arrived in the measuring window: the target cannot count as met. */
  unmeasured?: boolean;
}

export function meets(check: Pick<Check, "value" | "comparison" | "limit" | "unmeasured">): boolean {
  if (check.unmeasured) return false;
  if (check.comparison === "≤") return check.value <= check.limit;
  if (check.comparison === "≥") return check.value >= check.limit;
  return check.value === check.limit;
}

export const mark = (pass: boolean) => (pass ? "✔" : "✖");

const round = (n: number) => Math.round(n * 10) / 10;

/** By how much a check is missed, in words: absolute and relative. */
export function shortfall(check: Check): string {
  if (check.unmeasured) return "sin medición: ninguna respuesta llegó dentro de la ventana medida";
  const unit = check.unit ? ` ${check.unit}` : "";
  const measured = `${round(check.value)}${unit} frente a ${check.comparison} ${check.limit}${unit}`;
  if (check.unit === "puntos") {
    return `${measured}: faltan ${round(Math.abs(check.limit - check.value))} puntos`;
  }
  const gap = round(Math.abs(check.value - check.limit));
  if (check.comparison === "≥") {
    return `${measured}: faltan ${gap}${unit} (${Math.round((gap / check.limit) * 100)} % por debajo)`;
  }
  const ratio = check.limit > 0 ? check.value / check.limit : Infinity;
  const relative = ratio >= 2 ? `${round(ratio)} veces la meta` : `${Math.round((ratio - 1) * 100)} % por encima`;
  return `${measured}: sobran ${gap}${unit} (${relative})`;
}

/** The "Metas no alcanzadas" section: one line per missed check, or a line saying none was. */
export function missedTargetsMarkdown(checks: Check[]): string[] {
  const missed = checks.filter((check) => !meets(check));
  const lines = [
    "## Metas no alcanzadas",
    "",
    `Generado a partir de las mediciones de arriba: ${checks.length} metas comprobadas, ${missed.length} no alcanzadas.`,
    "",
  ];
  if (missed.length === 0) return [...lines, "Todas las metas se alcanzaron en esta ejecución.", ""];
  return [...lines, ...missed.map((check) => `- **${check.what}** (${check.source}): ${shortfall(check)}.`), ""];
}
