import { describe, expect, it } from "vitest";
import { mixBlock, mixCountFor, mixRows, mixShares } from "./mixed.ts";

const rows = (slug: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `${slug}${i + 1}`, slug }));

describe("mixing specialties that fit one complaint", () => {
  it("gives the first of two specialties three places of every five, and two to the next", () => {
    const page = mixRows([...rows("t", 6), ...rows("r", 4)], ["t", "r"], (row) => row.slug);
    expect(page.map((row) => row.id)).toEqual([
      "t1",
      "t2",
      "t3",
      "r1",
      "r2",
      "t4",
      "t5",
      "t6",
      "r3",
      "r4",
    ]);
  });

  it("fills the places of a specialty that ran out with the others", () => {
    const page = mixRows([...rows("t", 8), ...rows("r", 1)], ["t", "r"], (row) => row.slug);
    expect(page.map((row) => row.id)).toEqual([
      "t1",
      "t2",
      "t3",
      "r1",
      "t4",
      "t5",
      "t6",
      "t7",
      "t8",
    ]);
  });

  it("shares five places as 2 + 2 + 1 among three, one each among more", () => {
    expect(mixShares(1)).toEqual([5]);
    expect(mixShares(2)).toEqual([3, 2]);
    expect(mixShares(3)).toEqual([2, 2, 1]);
    expect(mixShares(4)).toEqual([1, 1, 1, 1]);
    expect(mixBlock(2, 2, mixShares(3))).toBe(1);
  });

  it("mixes a second specialty only when it is a close peer, and never a generalist", () => {
    const knee = [
      { slug: "traumatologia", score: 1.5 },
      { slug: "medicina-fisica-y-rehabilitacion", score: 1.05 },
    ];
    expect(mixCountFor(knee)).toBe(2);
    expect(mixCountFor([knee[0]!, { slug: "reumatologia", score: 0.6 }])).toBe(1);
    expect(
      mixCountFor([
        { slug: "neurologia", score: 1.5 },
        { slug: "medicina-general", score: 1.4 },
      ]),
    ).toBe(1);
  });

  it("puts specialties past the mixed ones after them", () => {
    const page = mixRows(
      [...rows("p", 4), ...rows("q", 2), ...rows("g", 2)],
      ["p", "q", "g"],
      (row) => row.slug,
      2,
    );
    expect(page.map((row) => row.id)).toEqual(["p1", "p2", "p3", "q1", "q2", "p4", "g1", "g2"]);
  });
});
