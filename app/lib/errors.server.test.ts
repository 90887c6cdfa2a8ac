import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { badRequest, forbidden, notFound, unauthorized } from "../../common/errors.ts";
import { formError, pageError, refusalOf } from "./errors.server.ts";

const request = new Request("http://localhost/mensajes/7?antes=3");

/** What a thrown page answer carries: a `data(...)` value or a Response. */
function thrown(run: () => unknown): { status?: number; location?: string | null } {
  try {
    run();
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: { status?: number } }).init;
    return { status: init?.status };
  }
  throw new Error("nothing was thrown");
}

describe("refusalOf", () => {
  it("reads an AppError's status, Spanish message and details", () => {
    expect(refusalOf(badRequest("Correo no válido.", { needsVerification: true }))).toEqual({
      status: 400,
      message: "Correo no válido.",
      details: { needsVerification: true },
    });
  });

  it("gives a zod error the schema's Spanish message and a 400", () => {
    const parsed = z
      .object({ body: z.string().min(1, "Escribe un mensaje.") })
      .safeParse({ body: "" });
    expect(refusalOf(parsed.error)).toMatchObject({ status: 400, message: "Escribe un mensaje." });
  });

  it("rethrows faults and answers thrown on purpose", () => {
    const fault = new Error("connection lost");
    expect(() => refusalOf(fault)).toThrow(fault);
    const answer = redirect("/login");
    expect(() => refusalOf(answer)).toThrow(answer);
  });
});

describe("formError", () => {
  it("answers { error } with the refusal's status", () => {
    const answer = formError(forbidden("No puedes escribir en esta conversación."));
    expect(answer.init?.status).toBe(403);
    expect(answer.data).toEqual({ error: "No puedes escribir en esta conversación." });
  });
});

describe("pageError", () => {
  it("throws a 404 for a missing thing", () => {
    expect(thrown(() => pageError(notFound(), request))).toEqual({ status: 404 });
  });

  it("keeps a 403 unless the page hides what exists", () => {
    expect(thrown(() => pageError(forbidden(), request))).toEqual({ status: 403 });
    expect(thrown(() => pageError(forbidden(), request, { forbiddenAs: 404 }))).toEqual({
      status: 404,
    });
  });

  it("sends a 401 to the login page with the way back", () => {
    expect(thrown(() => pageError(unauthorized(), request))).toEqual({
      status: 302,
      location: `/login?returnUrl=${encodeURIComponent("/mensajes/7?antes=3")}`,
    });
  });

  it("lets a fault reach the error boundary unchanged", () => {
    const fault = new TypeError("boom");
    expect(() => pageError(fault, request)).toThrow(fault);
  });
});
