import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../server/accounts/service.ts";
import { action, loader } from "./dashboard.tsx";

const doctor: SessionUser = {
  id: "u-doctor",
  firstName: "Ana",
  lastName: "Ramírez",
  email: "ana@example.com",
  emailVerified: false,
  isProvider: true,
  userType: "doctor",
};

const listing = { id: 9, name: "Dra. Ana Ramírez" };

function contextFor(viewer: SessionUser | null, own: unknown = listing) {
  const resent: string[] = [];
  const context = {
    viewer: async () => viewer,
    services: {
      doctorSelf: { ownOrNull: async () => own },
      agenda: {
        getAgenda: async () => ({ timeZone: "America/Mexico_City" }),
        calendar: async () => ({ timeZone: "America/Mexico_City", appointments: [], blocks: [] }),
      },
      messages: {
        inbox: async () => [
          { id: 1, role: "doctor", counterpart: "Luis", lastMessageAt: "2025-01-01", unread: 2 },
          { id: 2, role: "patient", counterpart: "Dr. X", lastMessageAt: "2025-01-02", unread: 0 },
        ],
      },
      accounts: {
        resendVerification: async (email: string) => {
          resent.push(email);
          return { message: "Enviado" };
        },
      },
    },
  } as never;
  return { context, resent };
}

const request = new Request("http://sitio.test/dashboard");
type Answer = { type?: string; init?: { status?: number }; data?: unknown };

describe("/dashboard loader", () => {
  it("answers 401 signed out and 403 for an account without a listing", async () => {
    const signedOut = (await loader({
      request,
      context: contextFor(null).context,
    } as never)) as Answer;
    expect(signedOut.init?.status).toBe(401);
    expect(signedOut.data).toEqual({ access: "signed-out" });
    const noListing = (await loader({
      request,
      context: contextFor(doctor, null).context,
    } as never)) as Answer;
    expect(noListing.init?.status).toBe(403);
    expect(noListing.data).toEqual({ access: "no-listing", email: "ana@example.com" });
  });

  it("gives the owner the listing and only the threads where the account is the doctor", async () => {
    const answer = (await loader({ request, context: contextFor(doctor).context } as never)) as {
      access: string;
      provider: unknown;
      conversations: { id: number }[];
    };
    expect(answer.access).toBe("owner");
    expect(answer.provider).toEqual(listing);
    expect(answer.conversations.map((c) => c.id)).toEqual([1]);
  });

  it("reads the 'Agenda' tab's day or week from the address", async () => {
    const answer = (await loader({
      request: new Request("http://sitio.test/dashboard?tab=agenda&vista=dia&fecha=2026-03-09"),
      context: contextFor(doctor).context,
    } as never)) as { agenda: { view: { mode: string; from: string; days: number } } };
    expect(answer.agenda.view).toMatchObject({ mode: "dia", from: "2026-03-09", days: 1 });
  });
});

describe("/dashboard action", () => {
  it("refuses a signed-out request and resends the link to the signed-in account", async () => {
    const post = () => new Request("http://sitio.test/dashboard", { method: "POST" });
    const refused = await action({ request: post(), context: contextFor(null).context } as never)
      .then(() => null)
      .catch((error: unknown) => error as Answer);
    expect(refused?.init?.status).toBe(401);
    const { context, resent } = contextFor(doctor);
    expect(await action({ request: post(), context } as never)).toEqual({ message: "Enviado" });
    expect(resent).toEqual(["ana@example.com"]);
  });
});
