import { describe, expect, it } from "vitest";
import type { Accept } from "../../tests/search-eval/queries.ts";
import {
  acceptableListings,
  cheapPriceCeiling,
  genderOf,
  judgeAnswer,
  judgeQuery,
  meetsConstraints,
  type Answer,
  type JudgeContext,
  type ResultCard,
} from "./judge.ts";

let nextId = 1;
function card(overrides: Partial<ResultCard> = {}): ResultCard {
  return {
    id: nextId++,
    name: "Dra. Ana Pérez López",
    specialtySlug: "cardiologia",
    citySlug: "guadalajara",
    state: "Jalisco",
    price: 800,
    licenseVerified: false,
    availableToday: false,
    telemedicine: false,
    insuranceNetworks: [],
    ...overrides,
  };
}

const list = (providers: ResultCard[], guidance = false): Answer => ({
  kind: "list",
  providers,
  guidance,
});
const context = (overrides: Partial<JudgeContext> = {}): JudgeContext => ({
  defaultListingIds: [],
  acceptableCount: 100,
  ...overrides,
});

describe("meetsConstraints", () => {
  it("checks specialty (any of), city and state", () => {
    const cardiologist = card();
    expect(meetsConstraints(cardiologist, { specialties: ["pediatria", "cardiologia"] })).toBe(
      true,
    );
    expect(meetsConstraints(cardiologist, { specialties: ["pediatria"] })).toBe(false);
    expect(meetsConstraints(cardiologist, { city: "guadalajara" })).toBe(true);
    expect(meetsConstraints(cardiologist, { city: "monterrey" })).toBe(false);
    expect(meetsConstraints(cardiologist, { state: "Jalisco" })).toBe(true);
    expect(meetsConstraints(cardiologist, { state: "Nuevo León" })).toBe(false);
  });

  it("reads insurers by any of their names", () => {
    const insured = card({ insuranceNetworks: ["Grupo Nacional Provincial", "AXA México"] });
    expect(meetsConstraints(insured, { insurer: "gnp-seguros" })).toBe(true);
    expect(meetsConstraints(insured, { insurer: "axa-mexico" })).toBe(true);
    expect(meetsConstraints(insured, { insurer: "metlife-mexico" })).toBe(false);
  });

  it("checks the flags and the exact name", () => {
    const online = card({ telemedicine: true, availableToday: true, licenseVerified: true });
    expect(
      meetsConstraints(online, { telemedicine: true, availableToday: true, verified: true }),
    ).toBe(true);
    expect(meetsConstraints(card(), { telemedicine: true })).toBe(false);
    expect(meetsConstraints(card(), { availableToday: true })).toBe(false);
    expect(meetsConstraints(card(), { verified: true })).toBe(false);
    expect(meetsConstraints(card(), { name: "Dra. Ana Pérez López" })).toBe(true);
    expect(meetsConstraints(card(), { name: "Dra. Ana Perez Lopez" })).toBe(false);
  });
});

describe("the batches' keys", () => {
  it("takes a price at or under maxPrice, never an unknown price", () => {
    expect(meetsConstraints(card({ price: 500 }), { maxPrice: 500 })).toBe(true);
    expect(meetsConstraints(card({ price: 499 }), { maxPrice: 500 })).toBe(true);
    expect(meetsConstraints(card({ price: 501 }), { maxPrice: 500 })).toBe(false);
    expect(meetsConstraints(card({ price: null }), { maxPrice: 500 })).toBe(false);
  });

  it("reads the gender from the stored name's title only: Dra. a woman, Dr. a man", () => {
    const dra = card({ name: "Dra. Ana Pérez López" });
    const dr = card({ name: "Dr. Luis Pérez López" });
    const lic = card({ name: "Lic. Ana Pérez López" });
    expect(meetsConstraints(dra, { gender: "F" })).toBe(true);
    expect(meetsConstraints(dra, { gender: "M" })).toBe(false);
    expect(meetsConstraints(dr, { gender: "M" })).toBe(true);
    expect(meetsConstraints(dr, { gender: "F" })).toBe(false);
    expect(meetsConstraints(lic, { gender: "F" })).toBe(false);
    expect(meetsConstraints(lic, { gender: "M" })).toBe(false);
    expect(genderOf({ name: "Andrea Dra. Ruiz" })).toBeUndefined();
    expect(genderOf({ name: "Drake Ruiz" })).toBeUndefined();
  });

  it("wants Inglés among the listing's languages, folding case and accents", () => {
    const en = { language: "en" } as const;
    expect(meetsConstraints(card({ languages: ["Español", "Inglés"] }), en)).toBe(true);
    expect(meetsConstraints(card({ languages: ["inglés"] }), en)).toBe(true);
    expect(meetsConstraints(card({ languages: ["INGLES"] }), en)).toBe(true);
    expect(meetsConstraints(card({ languages: ["English"] }), en)).toBe(true);
    expect(meetsConstraints(card({ languages: ["Español", "Francés"] }), en)).toBe(false);
    expect(meetsConstraints(card(), en)).toBe(false);
  });

  it("counts the new keys as asking for listings, so an empty answer misses", () => {
    for (const accept of [{ maxPrice: 500 }, { gender: "F" }, { language: "en" }] as Accept[]) {
      expect(judgeAnswer(list([]), accept, context())).toMatchObject({ top5: false });
    }
  });
});

describe("all-fit at 5", () => {
  const woman = (price = 400) => card({ name: "Dra. Eva Ruiz", price });
  const man = () => card({ name: "Dr. Juan Ruiz" });
  const accept: Accept = { specialties: ["cardiologia"], gender: "F" };

  it("fits when every one of the first five fits, whatever comes after", () => {
    const answer = list([woman(), woman(), woman(), woman(), woman(), man()]);
    expect(judgeAnswer(answer, accept, context())).toMatchObject({ top1: true, allFit: true });
  });

  it("does not fit when one of the first five does not, though top-1 and top-5 pass", () => {
    const answer = list([woman(), woman(), man(), woman(), woman()]);
    expect(judgeAnswer(answer, accept, context())).toMatchObject({
      top1: true,
      top5: true,
      allFit: false,
    });
  });

  it("judges all of a shorter list, and never an empty one", () => {
    expect(judgeAnswer(list([woman(), woman()]), accept, context()).allFit).toBe(true);
    expect(judgeAnswer(list([woman(), man()]), accept, context()).allFit).toBe(false);
    expect(judgeAnswer(list([]), accept, context()).allFit).toBe(false);
  });

  it("counts a result outside the cheapest as not fitting 'económico'", () => {
    const cheap: Accept = { specialties: ["cardiologia"], priceOrder: "asc" };
    const ctx = context({ cheapPriceCeiling: 500 });
    expect(judgeAnswer(list([woman(300), woman(400)]), cheap, ctx).allFit).toBe(true);
    expect(judgeAnswer(list([woman(300), woman(900)]), cheap, ctx).allFit).toBe(false);
  });

  it("needs both the API and the page to fit; noise fits when it passes", () => {
    const good = list([woman()]);
    const bad = list([woman(), man()]);
    expect(judgeQuery({ api: good, page: good }, accept, context()).allFit).toBe(true);
    expect(judgeQuery({ api: good, page: bad }, accept, context())).toMatchObject({
      top1: true,
      allFit: false,
    });
    expect(judgeAnswer(list([]), { expectEmpty: true }, context()).allFit).toBe(true);
    expect(judgeAnswer(list([card()]), { expectEmpty: true }, context()).allFit).toBe(false);
  });
});

describe("cheap prices", () => {
  const pool = [100, 200, 300, 400, 500, 600, 700, 800, 900].map((price) =>
    card({ price, specialtySlug: "odontologia" }),
  );
  const expensiveCardiologist = card({ price: 50 });

  it("puts the ceiling at the cheapest quarter of the listings meeting the other constraints", () => {
    const accept: Accept = { specialties: ["odontologia"], priceOrder: "asc" };
    expect(cheapPriceCeiling([...pool, expensiveCardiologist], accept)).toBe(300);
    expect(acceptableListings(pool, accept).map((c) => c.price)).toEqual([100, 200, 300]);
  });

  it("has no ceiling without a price order or without any listing", () => {
    expect(cheapPriceCeiling(pool, { specialties: ["odontologia"] })).toBeUndefined();
    expect(
      cheapPriceCeiling(pool, { specialties: ["pediatria"], priceOrder: "asc" }),
    ).toBeUndefined();
    expect(acceptableListings(pool, { specialties: ["pediatria"] })).toEqual([]);
  });
});

describe("judgeAnswer", () => {
  const accept = { specialties: ["cardiologia"], city: "guadalajara" };
  const wrong = () => card({ specialtySlug: "pediatria" });

  it("counts top-1 when the first result meets everything", () => {
    expect(judgeAnswer(list([card(), wrong()]), accept, context())).toMatchObject({
      top1: true,
      top5: true,
    });
  });

  it("counts top-5 only when a later result among the first five does", () => {
    const verdict = judgeAnswer(list([wrong(), wrong(), card()]), accept, context());
    expect(verdict).toMatchObject({ top1: false, top5: true });
    expect(verdict.reason).toBe("the first result is not acceptable");
  });

  it("misses when the right result is sixth, or nothing came back", () => {
    const late = [wrong(), wrong(), wrong(), wrong(), wrong(), card()];
    expect(judgeAnswer(list(late), accept, context())).toMatchObject({ top1: false, top5: false });
    expect(judgeAnswer(list([]), accept, context())).toMatchObject({
      top1: false,
      top5: false,
      reason: "no results",
    });
  });

  it("measures precision over five, or over what the directory has", () => {
    const mixed = [card(), wrong(), card(), wrong(), wrong()];
    expect(judgeAnswer(list(mixed), accept, context()).precision).toBeCloseTo(0.4);
    expect(judgeAnswer(list(mixed), accept, context({ acceptableCount: 2 })).precision).toBe(1);
  });

  it("wants the first acceptable result among the cheapest for 'económico'", () => {
    const cheapFirst: Accept = { specialties: ["cardiologia"], priceOrder: "asc" };
    const ctx = context({ cheapPriceCeiling: 500 });
    expect(judgeAnswer(list([card({ price: 400 })]), cheapFirst, ctx)).toMatchObject({
      top1: true,
      top5: true,
    });
    expect(
      judgeAnswer(list([card({ price: 1500 }), card({ price: 400 })]), cheapFirst, ctx),
    ).toMatchObject({ top1: false, top5: false });
    expect(judgeAnswer(list([wrong(), card({ price: 400 })]), cheapFirst, ctx)).toMatchObject({
      top1: false,
      top5: true,
    });
  });

  it("accepts an empty list or the default listing for noise, nothing else", () => {
    const defaults = [card(), card(), card()];
    const ctx = context({ defaultListingIds: defaults.map((c) => c.id) });
    const noise = { expectEmpty: true } as const;
    expect(judgeAnswer(list([]), noise, ctx).top5).toBe(true);
    expect(judgeAnswer(list(defaults), noise, ctx).top5).toBe(true);
    expect(judgeAnswer(list([card()]), noise, ctx)).toMatchObject({
      top5: false,
      reason: "listings for a text that asks for nothing",
    });
  });

  it("takes a handled refusal as an answer to noise only, and never an error", () => {
    const refused: Answer = { kind: "refused", status: 400, message: "La búsqueda es muy larga." };
    const failed: Answer = { kind: "failed", status: 500, message: "boom" };
    expect(judgeAnswer(refused, { expectEmpty: true }, context()).top5).toBe(true);
    expect(judgeAnswer(refused, accept, context()).top5).toBe(false);
    expect(judgeAnswer(failed, { expectEmpty: true }, context())).toMatchObject({
      top5: false,
      reason: "error 500: boom",
    });
  });
});

describe("judgeQuery", () => {
  const accept = { specialties: ["cardiologia"] };

  it("passes only when the API and the page both pass", () => {
    const good = list([card()]);
    const bad = list([card({ specialtySlug: "pediatria" })]);
    expect(judgeQuery({ api: good, page: good }, accept, context({ acceptableCount: 1 }))).toEqual({
      top1: true,
      top5: true,
      precision: 1,
      allFit: true,
    });
    const split = judgeQuery({ api: good, page: bad }, accept, context());
    expect(split).toMatchObject({ top1: false, top5: false });
    expect(split.reason).toContain("page:");
  });

  it("wants emergency guidance on the page, whatever the listings", () => {
    const emergency = { emergency: true } as const;
    const api = list([]);
    expect(judgeQuery({ api, page: list([], true) }, emergency, context()).top1).toBe(true);
    expect(judgeQuery({ api, page: list([card()]) }, emergency, context())).toMatchObject({
      top1: false,
      top5: false,
    });
    expect(judgeQuery({ api: list([], true), page: list([]) }, emergency, context()).top5).toBe(
      false,
    );
    const crashed: Answer = { kind: "failed", status: 500, message: "boom" };
    expect(judgeQuery({ api: crashed, page: list([], true) }, emergency, context()).top5).toBe(
      false,
    );
  });
});
