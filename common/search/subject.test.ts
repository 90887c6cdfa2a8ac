import { describe, expect, it } from "vitest";
import { foldText } from "./normalize.ts";
import { readSubject } from "./subject.ts";

const subject = (text: string) => readSubject(foldText(text));

describe("readSubject", () => {
  it.each([
    ["mi bebé de 3 semanas tiene fiebre", { infant: true, youngInfant: true, child: true }],
    ["mi hijo de 10 días está amarillo", { infant: true, youngInfant: true, child: true }],
    ["mi recién nacido no come", { infant: true, youngInfant: true, child: true }],
    ["la niña de 9 meses tiene fiebre", { infant: true, youngInfant: false, child: true }],
    ["mi niña de 3 años vomita", { infant: false, child: true }],
    ["mi hija adolescente tiene acné", { infant: false, child: true }],
  ])("%s -> a child", (text, expected) => {
    expect(subject(text)).toMatchObject(expected);
  });

  it.each([
    "mi hijo de 30 años tiene fiebre",
    "mi hija de 25 años tiene tos",
    "mi hijo ya grande, de 40, tiene la presión alta",
    "mi papá bebe mucho alcohol",
    "tengo 3 semanas con tos",
  ])("%s -> not a child", (text) => {
    expect(subject(text)).toMatchObject({ infant: false, child: false });
  });

  it("reads older adults from words and ages", () => {
    expect(subject("mi abuelita se cayó").olderAdult).toBe(true);
    expect(subject("mi papá de 70 años").olderAdult).toBe(true);
    expect(subject("tengo 70 años y me duele la cadera").olderAdult).toBe(true);
    expect(subject("mi papá de 50 años").olderAdult).toBe(false);
  });

  it("reads a pregnancy and how far along it is, not as a baby's age", () => {
    expect(subject("estoy embarazada de 7 meses y mi bebé no se mueve")).toMatchObject({
      pregnant: true,
      pregnancyWeeks: 30,
      infant: false,
    });
    expect(subject("estoy esperando bebé, tengo 5 meses")).toMatchObject({
      pregnant: true,
      pregnancyWeeks: 22,
      infant: false,
    });
    expect(subject("llevo 39 semanas y me duele la cabeza")).toMatchObject({
      pregnant: true,
      pregnancyWeeks: 39,
    });
    expect(subject("tengo 30 semanas de embarazo").pregnancyWeeks).toBe(30);
  });

  it("takes a denied pregnancy as none, and a recent birth as postpartum", () => {
    expect(subject("manché entre reglas, no estoy embarazada").pregnant).toBe(false);
    expect(subject("di a luz hace una semana y sangro mucho")).toMatchObject({
      pregnant: false,
      postpartum: true,
    });
  });
});
