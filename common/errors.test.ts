import { describe, expect, it } from "vitest";
import { AppError, notFound } from "./errors.ts";

describe("AppError", () => {
  it("is recognised across copies of the module (the SSR build bundles its own)", () => {
    const fromOtherCopy = Object.assign(new Error("Credenciales inválidas"), {
      [Symbol.for("directorio.AppError")]: true,
    });
    expect(fromOtherCopy instanceof AppError).toBe(true);
    expect(notFound() instanceof AppError).toBe(true);
    expect(new Error("x") instanceof AppError).toBe(false);
    expect((null as unknown as object) instanceof AppError).toBe(false);
  });
});
