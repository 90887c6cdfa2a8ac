import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { requireUser } from "./session.server.ts";

const anonymous = { viewer: async () => null } as unknown as AppLoadContext;

async function loginRedirectFor(url: string): Promise<string | null> {
  try {
    await requireUser(new Request(url), anonymous);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
  return null;
}

describe("requireUser", () => {
  it.each([
    // A document request and the client navigation's data request name the same page.
    ["http://sitio.test/dashboard/paciente", "/dashboard/paciente"],
    [
      "http://sitio.test/dashboard/paciente.data?_routes=routes%2Fpatient-dashboard",
      "/dashboard/paciente",
    ],
    ["http://sitio.test/bienvenido.data", "/bienvenido"],
    [
      "http://sitio.test/mensajes/7.data?_routes=routes%2Fconversation&desde=3",
      "/mensajes/7?desde=3",
    ],
  ])("sends an anonymous visitor of %s to login with returnUrl %s", async (url, page) => {
    const location = await loginRedirectFor(url);
    expect(location).toBe(`/login?returnUrl=${encodeURIComponent(page)}`);
  });

  it("returns the signed-in account", async () => {
    const user = { id: "u1", email: "a@b.mx" };
    const context = { viewer: async () => user } as unknown as AppLoadContext;
    await expect(requireUser(new Request("http://sitio.test/x.data"), context)).resolves.toBe(user);
  });
});
