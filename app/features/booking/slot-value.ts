/**
 * A slot travels in forms as one value, "{officeId}@{start}": a radio list of other times may
 * mix offices, and one field keeps each time with its own office.
 */
export function slotValue(slot: { officeId: number; start: string }): string {
  return `${slot.officeId}@${slot.start}`;
}

export function parseSlotValue(value: unknown): { officeId: number; start: string } | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,10})@(\S{10,40})$/.exec(value);
  if (!match) return null;
  const officeId = Number(match[1]);
  if (!Number.isSafeInteger(officeId) || officeId < 1) return null;
  return { officeId, start: match[2]! };
}
