import { describe, expect, it } from "vitest";
import { escapeHtml, escapeMarkup, escapeXml, scriptSafeJson } from "./escape.ts";

describe("escapeMarkup", () => {
  it("escapes the five characters that can start markup or end an attribute", () => {
    expect(escapeMarkup(`<img src=x onerror="alert('1')"> & más`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; más",
    );
  });

  it("escapes an ampersand once, so an entity the user typed stays visible as typed", () => {
    expect(escapeMarkup("&lt;b&gt;")).toBe("&amp;lt;b&amp;gt;");
  });

  it("leaves Spanish text and emoji alone", () => {
    const text = "Dra. Núñez — cardióloga 🩺 ¿cita mañana?";
    expect(escapeMarkup(text)).toBe(text);
  });

  it("is the same function for HTML and XML", () => {
    expect(escapeHtml).toBe(escapeMarkup);
    expect(escapeXml).toBe(escapeMarkup);
  });
});

describe("scriptSafeJson", () => {
  it("cannot close the script element, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script>", note: "a & b\u2028c" };
    const json = scriptSafeJson(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
