import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, fetchData, serverMessageOf, shouldRetry } from "./api-request.ts";

/** The API as a queue of answers, recording each request it was sent. */
function fakeApi(...answers: Array<() => Response>) {
  const sent: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push(new Request(new URL(url, "http://localhost"), init));
      const next = answers.shift();
      if (!next) throw new Error("unexpected request");
      return next();
    }),
  );
  return { sent, calls: () => sent.length };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => Promise.reject(new Error("the call succeeded")),
    (error: unknown) => error as ApiError,
  );
const noRetryWait = { delayMs: () => 0 };

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with the session cookie and reads JSON back", async () => {
    const api = fakeApi(json({ conversationId: 4 }, 201));
    const answer = await apiRequest<{ conversationId: number }>("POST", "/api/conversations", {
      providerId: 1,
      body: "Hola",
    });
    expect(answer).toEqual({ conversationId: 4 });
    const request = api.sent[0] as Request;
    expect(request.method).toBe("POST");
    expect(request.credentials).toBe("include");
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(await request.json()).toEqual({ providerId: 1, body: "Hola" });
  });

  it("sends a FormData as multipart, without a JSON header", async () => {
    const api = fakeApi(json({ ok: true }));
    const form = new FormData();
    form.set("claimToken", "abc");
    await apiRequest("POST", "/api/providers/claim/1/evidence", form);
    expect((api.sent[0] as Request).headers.get("Content-Type")).toMatch(/^multipart\/form-data/);
  });

  it("reads an empty answer as undefined", async () => {
    fakeApi(() => new Response(null, { status: 204 }));
    await expect(apiRequest("DELETE", "/api/favourites/3")).resolves.toBeUndefined();
  });

  it('fails with "{status}: {body}" and keeps the server\'s Spanish error and field', async () => {
    fakeApi(json({ error: "El teléfono no coincide.", field: "phone" }, 400));
    const failure = await failureOf(apiRequest("POST", "/api/providers/claim", {}));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('400: {"error":"El teléfono no coincide.","field":"phone"}');
    expect(failure).toMatchObject({ status: 400, field: "phone" });
    expect(serverMessageOf(failure, "Ocurrió un error inesperado")).toBe(
      "El teléfono no coincide.",
    );
  });

  it("falls back to the status text when the body is empty", async () => {
    fakeApi(() => new Response("", { status: 502, statusText: "Bad Gateway" }));
    const failure = await failureOf(apiRequest("POST", "/api/auth/logout"));
    expect(failure.message).toBe("502: Bad Gateway");
    expect(serverMessageOf(failure, "No se pudo cerrar sesión")).toBe("No se pudo cerrar sesión");
  });

  it("never retries a write", async () => {
    const api = fakeApi(json({ error: "Caído" }, 503), json({ ok: true }));
    await expect(apiRequest("POST", "/api/providers/register", {})).rejects.toThrow("503: ");
    expect(api.calls()).toBe(1);
  });
});

describe("fetchData", () => {
  it("gives null on a 401 without asking again", async () => {
    const api = fakeApi(json({ error: "Debes iniciar sesión." }, 401), json({}));
    await expect(fetchData("/api/auth/user", noRetryWait)).resolves.toBeNull();
    expect(api.calls()).toBe(1);
  });

  it("does not retry a 404", async () => {
    const api = fakeApi(json({ error: "No encontrado" }, 404), json({}));
    await expect(fetchData("/api/providers/9", noRetryWait)).rejects.toThrow("404: ");
    expect(api.calls()).toBe(1);
  });

  it("retries other failures up to twice", async () => {
    const recovered = fakeApi(json({}, 500), json({}, 503), json({ items: [] }));
    await expect(fetchData("/api/admin/providers", noRetryWait)).resolves.toEqual({ items: [] });
    expect(recovered.calls()).toBe(3);

    const down = fakeApi(json({}, 500), json({}, 500), json({}, 500), json({ items: [] }));
    await expect(fetchData("/api/admin/providers", noRetryWait)).rejects.toThrow("500: {}");
    expect(down.calls()).toBe(3);
  });
});

describe("shouldRetry", () => {
  it("reads 401 and 404 in a plain error's message too", () => {
    expect(shouldRetry(new Error("401: Unauthorized"), 1)).toBe(false);
    expect(shouldRetry(new Error("404: Not Found"), 1)).toBe(false);
    expect(shouldRetry(new Error("500: boom"), 2)).toBe(true);
    expect(shouldRetry(new Error("500: boom"), 3)).toBe(false);
  });
});
