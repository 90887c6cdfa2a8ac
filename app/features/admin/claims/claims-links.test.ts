import { describe, expect, it } from "vitest";
import {
  claimDecisionHref,
  claimDecisionOf,
  claimPageHref,
  claimsChanged,
} from "./claims-links.ts";

const params = (query: string) => new URLSearchParams(query);

describe("'Solicitudes' addresses", () => {
  it("keeps only the list's own keys, drops empty ones and page 1", () => {
    const from = params("tab=solicitudes&status=all&search=%20&sesion=iniciada&page=3");
    expect(claimPageHref(from, 1)).toBe("/admin?tab=solicitudes&status=all");
    expect(claimPageHref(from, 2)).toBe("/admin?tab=solicitudes&status=all&page=2");
  });

  it("comes back from a decision to the same page with its notice, and reads it", () => {
    const href = claimDecisionHref(params("tab=solicitudes&search=ana&page=2"), "reject", 12);
    expect(href).toBe("/admin?tab=solicitudes&search=ana&page=2&decision=reject&claim=12");
    expect(claimDecisionOf(new URL(href, "http://x").searchParams)).toEqual({
      verdict: "reject",
      claimId: 12,
    });
    expect(claimDecisionOf(params("decision=borrar&claim=12"))).toBeNull();
    expect(claimDecisionOf(params("decision=approve&claim=-1"))).toBeNull();
  });

  it("reads the list again on arriving at the tab and on a new filter, page or notice only", () => {
    const list = params("tab=solicitudes&status=all");
    expect(claimsChanged(params("tab=blog"), list)).toBe(true);
    expect(claimsChanged(list, params("tab=blog"))).toBe(false);
    expect(claimsChanged(list, params("tab=solicitudes&status=all&sesion=iniciada"))).toBe(false);
    expect(claimsChanged(list, params("tab=solicitudes&status=all&page=2"))).toBe(true);
    expect(claimsChanged(list, params("tab=solicitudes&status=all&decision=approve&claim=3"))).toBe(
      true,
    );
  });
});
