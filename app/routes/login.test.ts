import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../server/accounts/service.ts";
import { action, loader } from "./login.tsx";

const doctor: SessionUser = {
  id: "u-doctor",
  firstName: "Ana",
  lastName: "Ramírez",
  email: "ana@example.com",
  emailVerified: true,
  isProvider: true,
  userType: "doctor",
};
const patient: SessionUser = {
  ...doctor,
  id: "u-patient",
  email: "luis@example.com",
  isProvider: false,
  userType: "patient",
};

/** A context whose accounts service signs in `account` with any password. */
function contextFor(account: SessionUser, viewer: SessionUser | null = null) {
  return {
    viewer: async () => viewer,
    publicConfig: { googleSignIn: false },
    services: {
      accounts: {
        login: async () => ({ value: account, setCookies: ["mv.session_token=abc; Path=/"] }),
      },
    },
  } as never;
}

async function landingOf(account: SessionUser, url: string): Promise<string | null> {
  const response = (await action({
    request: new Request(url, {
      method: "POST",
      body: new URLSearchParams({
        intent: "login",
        email: account.email,
        password: "contraseña-de-prueba",
      }),
    }),
    context: contextFor(account),
  } as never)) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Set-Cookie")).toContain("mv.session_token=abc");
  return response.headers.get("Location");
}

describe("/login after a successful sign-in", () => {
  it("sends a doctor to the dashboard when no returnUrl says otherwise", async () => {
    expect(await landingOf(doctor, "http://sitio.test/login")).toBe("/dashboard?login=success");
    expect(
      await landingOf(doctor, "http://sitio.test/login?returnUrl=https%3A%2F%2Fotro.example"),
    ).toBe("/dashboard?login=success");
  });

  it("honours a returnUrl for a doctor, the home page included", async () => {
    expect(await landingOf(doctor, "http://sitio.test/login?returnUrl=%2F")).toBe(
      "/?login=success",
    );
    expect(
      await landingOf(doctor, "http://sitio.test/login?returnUrl=%2Fmensajes%2F7%3Ftab%3D2"),
    ).toBe("/mensajes/7?tab=2&login=success");
  });

  it("keeps patients on the spec's landing: the returnUrl or the home page", async () => {
    expect(await landingOf(patient, "http://sitio.test/login")).toBe("/?login=success");
    expect(
      await landingOf(patient, "http://sitio.test/login?returnUrl=%2Fdashboard%2Fpaciente"),
    ).toBe("/dashboard/paciente?login=success");
  });

  it("sends a signed-in doctor who opens /login to the dashboard", async () => {
    try {
      await loader({
        request: new Request("http://sitio.test/login"),
        context: contextFor(doctor, doctor),
      } as never);
      expect.unreachable("the loader should redirect");
    } catch (thrown) {
      expect((thrown as Response).headers.get("Location")).toBe("/dashboard");
    }
  });
});
