import { describe, expect, it } from "vitest";
import { defaultTitle, organizationJsonLd, serializeJsonLd } from "./json-ld.ts";

describe("JSON-LD", () => {
  it("cannot be broken out of by a value that closes the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("describes the organisation as the spec asks", () => {
    const data = organizationJsonLd({
      brandName: "Marca",
      url: "https://example.com/",
      contactEmail: "a@example.com",
    });
    expect(data.contactPoint).toMatchObject({
      contactType: "customer service",
      availableLanguage: "Spanish",
      areaServed: "MX",
    });
    expect(data.foundingDate).toBe("2024");
    expect(data.logo).toBe("https://example.com/favicon.svg");
  });

  it("builds the default page title from the brand", () => {
    expect(defaultTitle("Marca")).toBe("Marca - Encuentra y Reserva Citas Médicas en México");
  });
});
