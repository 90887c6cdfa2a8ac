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

  it("does nothing on a GET (a link, a prefetch): it only goes home", () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
