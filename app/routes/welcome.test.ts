import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../server/accounts/service.ts";
import { loader } from "./welcome.tsx";

const patient: SessionUser = {
  id: "u-patient",
  firstName: "Luis",
  lastName: "Pérez",
  email: "luis@example.com",
  emailVerified: true,
  isProvider: false,
  userType: "patient",
};

const run = (viewer: SessionUser | null) =>
  loader({
    request: new Request("http://sitio.test/bienvenido"),
    context: { viewer: async () => viewer } as never,
  } as never).catch((thrown: unknown) => thrown);

describe("/bienvenido", () => {
  it("welcomes a patient and sends a doctor to the dashboard's checklist", async () => {
    expect(await run(patient)).toEqual({ firstName: "Luis" });
    const redirected = (await run({
      ...patient,
      isProvider: true,
      userType: "doctor",
    })) as Response;
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("/dashboard");
  });

  it("sends a visitor to log in and come back", async () => {
    const redirected = (await run(null)) as Response;
    expect(redirected.headers.get("Location")).toBe("/login?returnUrl=%2Fbienvenido");
  });
});
