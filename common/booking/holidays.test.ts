import { describe, expect, it } from "vitest";
import { mexicanHolidays, mexicanHolidaysBetween } from "./holidays.ts";

describe("Mexico's official rest days", () => {
  it("lists the rest days of art. 74 for 2026, with their Monday moves, in Spanish", () => {
    expect(mexicanHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "Año Nuevo" },
      { date: "2026-02-02", name: "Día de la Constitución" },
      { date: "2026-03-16", name: "Natalicio de Benito Juárez" },
      { date: "2026-05-01", name: "Día del Trabajador" },
      { date: "2026-09-16", name: "Día de la Independencia" },
      { date: "2026-11-16", name: "Día de la Revolución" },
      { date: "2026-12-25", name: "Navidad" },
    ]);
  });

  it("leaves out bank and religious days that are not rest days by law", () => {
    const dates = mexicanHolidays(2026).map((holiday) => holiday.date);
    for (const notByLaw of ["2026-04-02", "2026-04-03", "2026-05-10", "2026-11-02", "2026-12-12"])
      expect(dates).not.toContain(notByLaw);
  });

  it("puts the transmission of the federal executive on 1 October from 2024 on", () => {
    const transmission = (year: number) =>
      mexicanHolidays(year).filter((h) => h.name === "Transmisión del Poder Ejecutivo Federal");
    expect(transmission(2024)).toEqual([
      { date: "2024-10-01", name: "Transmisión del Poder Ejecutivo Federal" },
    ]);
    expect(transmission(2030)).toEqual([
      { date: "2030-10-01", name: "Transmisión del Poder Ejecutivo Federal" },
    ]);
    expect(transmission(2018)).toEqual([
      { date: "2018-12-01", name: "Transmisión del Poder Ejecutivo Federal" },
    ]);
    expect(transmission(2026)).toEqual([]);
  });

  it("gives the rest days between two dates across a new year, inclusive", () => {
    expect(mexicanHolidaysBetween("2026-11-16", "2027-02-01")).toEqual([
      { date: "2026-11-16", name: "Día de la Revolución" },
      { date: "2026-12-25", name: "Navidad" },
      { date: "2027-01-01", name: "Año Nuevo" },
      { date: "2027-02-01", name: "Día de la Constitución" },
    ]);
    expect(mexicanHolidaysBetween("2026-11-17", "2026-12-24")).toEqual([]);
  });
});
