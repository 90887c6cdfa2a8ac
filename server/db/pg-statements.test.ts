import { describe, expect, it } from "vitest";
import { statementName, withStatementName } from "./pg-statements.ts";
import { GENERIC_PLAN } from "./pglite-statements.mjs";

describe("withStatementName", () => {
  const marked = `${GENERIC_PLAN} select $1::int as n`;

  it("names a statement marked GENERIC_PLAN by its text, the same name for the same text", () => {
    const named = withStatementName({ text: marked, types: "kept" });
    expect(named).toEqual({ text: marked, types: "kept", name: statementName(marked) });
    expect(statementName(marked)).toBe(statementName(`${marked}`));
    expect(statementName(`${marked} `)).not.toBe(statementName(marked));
    expect(statementName(marked)).toMatch(/^g_[0-9a-f]{32}$/);
  });

  it("leaves unmarked statements, named ones and plain texts as they are", () => {
    const plain = { text: "select 1" };
    expect(withStatementName(plain)).toBe(plain);
    const named = { text: marked, name: "propio" };
    expect(withStatementName(named)).toBe(named);
    expect(withStatementName(marked)).toBe(marked);
    expect(withStatementName(null)).toBeNull();
  });
});
