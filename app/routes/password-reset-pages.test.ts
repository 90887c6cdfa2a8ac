import { describe, expect, it } from "vitest";
import {
  PASSWORD_RESET_MESSAGES,
  type PasswordResetInput,
  type PasswordResetRequest,
} from "../../common/accounts/password-reset.ts";
import { badRequest } from "../../common/errors.ts";
import * as forgot from "./forgot-password.tsx";
import * as reset from "./reset-password.tsx";

const LIVE = "token-vivo-de-prueba-0123456789";
const ADMIN = "token-de-administrador-0123456789";

/** The service's interface over a map of live links, recording what the pages asked. */
function fakeContext() {
  const asked: PasswordResetRequest[] = [];
  const resets: PasswordResetInput[] = [];
  const live = new Map([
    [LIVE, "account" as const],
    [ADMIN, "admin" as const],
  ]);
  const passwordReset = {
    request(input: PasswordResetRequest) {
      asked.push(input);
      return { message: PASSWORD_RESET_MESSAGES.requested };
    },
    async liveAudience(token: string) {
      return live.get(token) ?? null;
    },
    async reset(input: PasswordResetInput) {
      const audience = live.get(input.token);
      if (!audience) throw badRequest(PASSWORD_RESET_MESSAGES.tokenInvalid);
      if (audience === "admin" && input.password.length < 12)
        throw badRequest(PASSWORD_RESET_MESSAGES.adminPasswordMin);
      live.delete(input.token);
      resets.push(input);
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.done, audience };
    },
  };
  return { context: { services: { passwordReset } } as never, asked, resets };
}

const post = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: "POST", body: new URLSearchParams(fields) });

/** What a loader or action answered: its data and status, whether plain or wrapped by data(). */
function unwrap(result: unknown): { status: number; body: Record<string, unknown> } {
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown> };
  return { status: 200, body: result as Record<string, unknown> };
}

describe("/recuperar-contrasena", () => {
  it("asks for a patient's or doctor's link, and for an administrator's with ?cuenta=admin", async () => {
    const { context, asked } = fakeContext();
    const answer = unwrap(
      await forgot.action({
        request: post("http://sitio.test/recuperar-contrasena", { email: " Ana@Example.com " }),
        context,
      } as never),
    );
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, message: PASSWORD_RESET_MESSAGES.requested },
    });
    await forgot.action({
      request: post("http://sitio.test/recuperar-contrasena?cuenta=admin", {
        email: "admin@example.com",
        audience: "account",
      }),
      context,
    } as never);
    expect(asked).toEqual([
      { email: "ana@example.com", audience: "account" },
      { email: "admin@example.com", audience: "admin" },
    ]);
    expect(
      forgot.loader({
        request: new Request("http://sitio.test/recuperar-contrasena?cuenta=admin"),
      } as never),
    ).toEqual({ audience: "admin" });
  });

  it("refuses a mistyped email in Spanish without asking the service", async () => {
    const { context, asked } = fakeContext();
    const answer = unwrap(
      await forgot.action({
        request: post("http://sitio.test/recuperar-contrasena", { email: "ana.example.com" }),
        context,
      } as never),
    );
    expect(answer).toEqual({
      status: 400,
      body: { ok: false, errors: { email: "Email inválido" } },
    });
    expect(asked).toHaveLength(0);
  });
});

describe("/restablecer-contrasena", () => {
  const page = (token?: string) =>
    new Request(
      `http://sitio.test/restablecer-contrasena${token === undefined ? "" : `?token=${token}`}`,
    );

  it("shows the form only for a live link, naming whose password it is", async () => {
    const { context } = fakeContext();
    expect(await reset.loader({ request: page(LIVE), context } as never)).toEqual({
      state: "ready",
      token: LIVE,
      audience: "account",
    });
    expect(await reset.loader({ request: page(ADMIN), context } as never)).toMatchObject({
      state: "ready",
      audience: "admin",
    });
    expect(await reset.loader({ request: page("x".repeat(43)), context } as never)).toMatchObject({
      state: "invalid",
    });
    expect(await reset.loader({ request: page("corto"), context } as never)).toMatchObject({
      state: "invalid",
    });
    expect(await reset.loader({ request: page(), context } as never)).toMatchObject({
      state: "missing",
    });
  });

  it("saves a valid new password once; the spent link then shows as expired", async () => {
    const { context, resets } = fakeContext();
    const fields = { token: LIVE, password: "nueva-clave-1", confirmPassword: "nueva-clave-1" };
    const first = unwrap(
      await reset.action({
        request: post("http://sitio.test/restablecer-contrasena", fields),
        context,
      } as never),
    );
    expect(first).toEqual({
      status: 200,
      body: { ok: true, message: PASSWORD_RESET_MESSAGES.done, audience: "account" },
    });
    const second = unwrap(
      await reset.action({
        request: post("http://sitio.test/restablecer-contrasena", fields),
        context,
      } as never),
    );
    expect(second).toEqual({ status: 400, body: { ok: false, expired: true, errors: {} } });
    expect(resets).toHaveLength(1);
  });

  it("words field problems in Spanish, including the administrators' longer minimum", async () => {
    const { context, resets } = fakeContext();
    const attempt = async (fields: Record<string, string>) =>
      unwrap(
        await reset.action({
          request: post("http://sitio.test/restablecer-contrasena", fields),
          context,
        } as never),
      );
    expect(await attempt({ token: LIVE, password: "corta", confirmPassword: "corta" })).toEqual({
      status: 400,
      body: { ok: false, errors: { password: "La contraseña debe tener al menos 8 caracteres" } },
    });
    expect(
      await attempt({ token: LIVE, password: "nueva-clave-1", confirmPassword: "otra-clave-1" }),
    ).toEqual({
      status: 400,
      body: { ok: false, errors: { confirmPassword: "Las contraseñas no coinciden" } },
    });
    expect(
      await attempt({ token: ADMIN, password: "ocho-car", confirmPassword: "ocho-car" }),
    ).toEqual({
      status: 400,
      body: { ok: false, errors: { password: PASSWORD_RESET_MESSAGES.adminPasswordMin } },
    });
    expect(
      await attempt({ token: "", password: "nueva-clave-1", confirmPassword: "nueva-clave-1" }),
    ).toEqual({ status: 400, body: { ok: false, expired: true, errors: {} } });
    expect(resets).toHaveLength(0);
  });
});
