import { describe, expect, it } from "vitest";
import { action, loader } from "./sign-out.ts";

describe("/cerrar-sesion", () => {
  it("signs out with the request's cookie, clears it and goes home", async () => {
    const seen: Headers[] = [];
    const cleared = "mv.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax";
    const response = await action({
      request: new Request("http://sitio.test/cerrar-sesion", {
        method: "POST",
        headers: { cookie: "mv.session_token=abc", "user-agent": "Teléfono", origin: "x" },
      }),
      context: {
        services: {
          accounts: {
            logout: async (headers: Headers) => {
              seen.push(headers);
              return {
                value: { success: true },
                setCookies: [cleared, "mv.session_data=; Max-Age=0"],
              };
            },
          },
          adminAccounts: { fromCookieHeader: async () => null },
        },
      },
    } as never);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie()).toEqual([cleared, "mv.session_data=; Max-Age=0"]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.get("cookie")).toBe("mv.session_token=abc");
    expect(seen[0]!.get("user-agent")).toBe("Teléfono");
  });

  it("ends an administrator's session too, audited, and goes to the administrators' sign-in", async () => {
    const ended: (string | undefined)[] = [];
    const recorded: unknown[] = [];
    const response = await action({
      request: new Request("http://sitio.test/cerrar-sesion", {
        method: "POST",
        headers: { cookie: "mv.admin=tok" },
      }),
      context: {
        services: {
          accounts: { logout: async () => ({ value: { success: true }, setCookies: [] }) },
          adminAccounts: {
            fromCookieHeader: async () => ({ id: 3, username: "ana" }),
            tokenFromCookieHeader: () => "tok",
            logout: async (token: string | undefined) => void ended.push(token),
            clearedCookie: () => "mv.admin=; Max-Age=0",
          },
          admin: {
            recordSession: async (admin: unknown, action: string) =>
              void recorded.push([admin, action]),
          },
        },
      },
    } as never);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/login");
    expect(response.headers.getSetCookie()).toEqual(["mv.admin=; Max-Age=0"]);
    expect(ended).toEqual(["tok"]);
    expect(recorded).toEqual([[{ id: 3, username: "ana" }, "admin.logout"]]);
  });

  it("does nothing on a GET (a link, a prefetch): it only goes home", () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
