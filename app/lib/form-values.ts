/** Everything typed in a form, to put back after a refusal (never the hidden intent). */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name !== "intent") values[name] = value;
  }
  return values;
}
