import { describe, expect, it } from "vitest";
import { builtOnce } from "./built-once.ts";

describe("builtOnce", () => {
  it("builds nothing until asked, then once, and gives the same value every time", () => {
    let builds = 0;
    const table = builtOnce(() => {
      builds++;
      return new Map([["a", 1]]);
    });
    expect(builds).toBe(0);
    const first = table();
    expect(table()).toBe(first);
    expect(builds).toBe(1);
  });

  it("keeps a value that is undefined without building again", () => {
    let builds = 0;
    const nothing = builtOnce(() => {
      builds++;
      return undefined;
    });
    nothing();
    nothing();
    expect(builds).toBe(1);
  });
});
