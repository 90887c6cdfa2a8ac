import { describe, expect, it } from "vitest";
import { defaultTitle, organizationJsonLd, serializeJsonLd } from "./json-ld.ts";

describe("JSON-LD", () => {
  // The HTML parser ends a script element at "</script" whatever follows (space, slash, other
  // case), and "<!--" changes how it reads the rest: no "<" at all may reach the page.
  it.each([
    "</script><script>alert(1)</script>",
    "</SCRIPT >",
    "</script/x>",
    "<!--<script>",
    "a < b & c > d",
  ])("cannot be broken out of by %j", (name) => {
    const json = serializeJsonLd({ name });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name });
  });

  it("escapes the line separators JavaScript once read as line ends", () => {
    const json = serializeJsonLd({ name: "a\u2028b\u2029c" });
    expect(json).toBe('{"name":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ name: "a\u2028b\u2029c" });
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
