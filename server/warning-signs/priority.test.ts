import { describe, expect, it } from "vitest";
import { assessWarningSigns } from "./assess.ts";
import { CONFLICTS, FIRST_ORDER, priorityOf } from "./priority.ts";
import { RULES } from "./rules.ts";

describe("which warning sign leads", () => {
  it("orders every rule exactly once", () => {
    expect([...FIRST_ORDER].sort()).toEqual(RULES.map((rule) => rule.id).sort());
  });

  it("puts every emergency before every same-day sign", () => {
    const lastEmergency = Math.max(
      ...RULES.filter((r) => r.level === "emergency").map((r) => priorityOf(r.id)),
    );
    const firstUrgent = Math.min(
      ...RULES.filter((r) => r.level === "urgent").map((r) => priorityOf(r.id)),
    );
    expect(lastEmergency).toBeLessThan(firstUrgent);
  });

  it.each(CONFLICTS.map((c) => [c.first, c.second, c.example] as const))(
    "%s before %s: «%s»",
    (first, second, example) => {
      expect(priorityOf(first)).toBeLessThan(priorityOf(second));
      const ids = assessWarningSigns(example).signs.map((sign) => sign.id);
      expect(ids[0]).toBe(first);
      expect(ids).toContain(second);
    },
  );
});
