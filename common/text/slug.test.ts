import { describe, expect, it } from "vitest";
import { providerSlugFromName, slugify, stripAccents } from "./slug.ts";

describe("slugs", () => {
  it("strips accents and the ñ tilde", () => {
    expect(stripAccents("Querétaro, Peña, Ángel")).toBe("Queretaro, Pena, Angel");
  });

  it("turns city names into the spec's URL slugs", () => {
    expect(slugify("Ciudad de México")).toBe("ciudad-de-mexico");
    expect(slugify("  San Luis Potosí ")).toBe("san-luis-potosi");
    expect(slugify("León")).toBe("leon");
  });

  it("drops the Dr./Dra. prefix from provider names", () => {
    expect(providerSlugFromName("Dra. María José Núñez Ávila")).toBe("maria-jose-nunez-avila");
    expect(providerSlugFromName("Dr Juan Pérez")).toBe("juan-perez");
    expect(providerSlugFromName("Drácula Pérez")).toBe("dracula-perez");
  });
});
