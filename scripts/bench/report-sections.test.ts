import { describe, expect, it } from "vitest";
import { sectionOf } from "./report-sections.ts";

const REPORT = [
  "# Informe",
  "",
  "## Uno",
  "texto uno",
  "### Sub de uno",
  "más",
  "",
  "",
  "## Dos",
  "texto dos",
].join("\n");

describe("sectionOf", () => {
  it("takes a section with its subsections, up to the next one, ending in one blank line", () => {
    expect(sectionOf(REPORT, "## Uno")).toEqual(["## Uno", "texto uno", "### Sub de uno", "más", ""]);
  });

  it("takes the last section to the end of the report", () => {
    expect(sectionOf(REPORT, "## Dos")).toEqual(["## Dos", "texto dos", ""]);
  });

  it("matches a heading by its start and answers null for one that is not there", () => {
    expect(sectionOf(REPORT, "## Do")?.[0]).toBe("## Dos");
    expect(sectionOf(REPORT, "## Tres")).toBeNull();
    expect(sectionOf(REPORT, "### Sub")?.[0]).toBe("### Sub de uno");
  });
});
