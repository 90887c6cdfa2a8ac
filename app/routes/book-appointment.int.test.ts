import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "../../common/booking/messages.ts";
import type { SessionUser } from "../../server/accounts/service.ts";
import { agendas, appointments, providers } from "../../server/db/schema/index.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { insertBookableListing } from "../../tests/support/bookable-listing.ts";
import {
  createRouteHarness,
  outcomeOf,
  routeArgs,
  type RouteHarness,
} from "../../tests/support/route-context.ts";
import { slotValue } from "../features/booking/slot-value.ts";
import * as page from "./book-appointment.tsx";
import * as patientDashboard from "./patient-dashboard.tsx";

/*
 * /agendar/{slug} through its loader and action on the real services: the picker and the
 * confirm step of a published agenda, the server's idempotency key, a refused form keeping
 * what was typed, a time taken meanwhile answering the next free ones, moving a visit, and
 * cancelling it from 'Mis citas'.
 */

let h: RouteHarness;
let listing: Awaited<ReturnType<typeof insertBookableListing>> & { slug: string };
let counter = 0;

type Slot = { start: string; end: string; visitTypeId: number; officeId: number };
type Picker = {
  kind: string;
  availability: { days: { slots: Slot[] }[] };
  chosen: { start: string } | null;
  viewer: { state: string };
  idempotencyKey: string | null;
};

const open = (url: string, viewer: SessionUser | null = null) =>
  outcomeOf(() =>
    page.loader(routeArgs(url, h.context(viewer), { params: { slug: listing.slug } })),
  );
const submit = (viewer: SessionUser, form: Record<string, string>) =>
  outcomeOf(() =>
    page.action(
      routeArgs(`/agendar/${listing.slug}`, h.context(viewer), {
        params: { slug: listing.slug },
        form,
      }),
    ),
  );

async function freeSlots(): Promise<Slot[]> {
  const { data } = await open(`/agendar/${listing.slug}`);
  return (data as Picker).availability.days.flatMap((day) => day.slots);
}

const bookForm = (slot: Slot, fields: Record<string, string> = {}) => ({
  intent: "book",
  providerId: String(listing.providerId),
  visitTypeId: String(slot.visitTypeId),
  slot: slotValue(slot),
  reason: "Dolor de rodilla al subir escaleras",
  ...fields,
});

beforeAll(async () => {
  h = await createRouteHarness();
  const ids = await insertBookableListing(h.database.db, {
    name: "Dra. Página de Citas",
    minNoticeMinutes: 0,
    opens: 0,
    closes: 24 * 60,
  });
  const [row] = await h.database.db
    .select({ slug: providers.slug })
    .from(providers)
    .where(eq(providers.id, ids.providerId));
  listing = { ...ids, slug: row!.slug };
  // Visits within the next hours may still be moved and cancelled online.
  await h.database.db
    .update(agendas)
    .set({ cancellationWindowHours: 0 })
    .where(eq(agendas.providerId, ids.providerId));
});
afterAll(async () => {
  await h?.close();
});

describe("/agendar/{slug}", () => {
  it("says how to reach a doctor without a published agenda, with a 404", async () => {
    const other = await insertProvider(h.database.db, { name: "Dr. Sin Agenda" });
    const outcome = await outcomeOf(() =>
      page.loader(
        routeArgs(`/agendar/${other.slug}`, h.context(), { params: { slug: other.slug } }),
      ),
    );
    expect(outcome.status).toBe(404);
    expect(outcome.data).toMatchObject({ kind: "no-agenda" });
  });

  it("leads from a time to its confirm step, with a key made by the server for patients only", async () => {
    const [first] = await freeSlots();
    expect(first).toBeDefined();
    const url = `/agendar/${listing.slug}?tipo=${first!.visitTypeId}&horario=${encodeURIComponent(first!.start)}`;
    const anonymous = (await open(url)).data as Picker;
    expect(anonymous.chosen?.start).toBe(first!.start);
    expect(anonymous.viewer).toMatchObject({ state: "anonymous" });
    expect(anonymous.idempotencyKey).toBeNull();

    const patient = await h.account();
    const signedIn = (await open(url, patient)).data as Picker;
    expect(signedIn.viewer).toEqual({ state: "ready" });
    expect(signedIn.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    const unverified = (await open(url, await h.account({ verified: false }))).data as Picker;
    expect(unverified.viewer).toEqual({
      state: "unverified",
      message: BOOKING_MESSAGES.emailNotVerified,
    });
  });

  it("books once however often the same confirm step is sent", async () => {
    const [slot] = await freeSlots();
    const patient = await h.account();
    const form = bookForm(slot!, { idempotencyKey: `clave-${(counter += 1)}-repetida` });
    const first = await submit(patient, form);
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/dashboard\/paciente\?agendada=\d+#mis-citas$/);
    const again = await submit(patient, form);
    expect(again.location).toBe(first.location);
    const rows = await h.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.patientId, patient.id));
    expect(rows).toHaveLength(1);
  });

  it("keeps what was typed beside a refused field", async () => {
    const [slot] = await freeSlots();
    const refused = await submit(await h.account(), bookForm(slot!, { reason: "no", phone: "55" }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      field: "reason",
      error: BOOKING_MESSAGES.reason,
      reason: "no",
      phone: "55",
    });
  });

  it("answers a time taken meanwhile with the next free ones, the reason kept", async () => {
    const [slot] = await freeSlots();
    expect((await submit(await h.account(), bookForm(slot!))).status).toBe(302);
    const late = await submit(await h.account(), bookForm(slot!));
    expect(late.status).toBe(409);
    const refusal = late.data as { error: string; nextSlots: Slot[]; reason: string };
    expect(refusal.error).toBe(BOOKING_MESSAGES.slotTaken);
    expect(refusal.reason).toBe("Dolor de rodilla al subir escaleras");
    expect(refusal.nextSlots.length).toBeGreaterThan(0);
    expect(refusal.nextSlots.map((s) => s.start)).not.toContain(slot!.start);
  });

  it("moves a patient's own visit, and cancels it from 'Mis citas'", async () => {
    const patient = await h.account();
    const [slot, later] = (await freeSlots()).slice(0, 2);
    const booked = await submit(patient, bookForm(slot!));
    const id = Number(/agendada=(\d+)/.exec(booked.location!)![1]);

    const stranger = await open(`/agendar/${listing.slug}?reprogramar=${id}`, await h.account());
    expect(stranger.status).toBe(404);
    const picker = (await open(`/agendar/${listing.slug}?reprogramar=${id}`, patient)).data as {
      moving: { id: number } | null;
    };
    expect(picker.moving?.id).toBe(id);

    const moved = await submit(patient, {
      intent: "reschedule",
      appointmentId: String(id),
      slot: slotValue(later!),
    });
    expect(moved.location).toBe(`/dashboard/paciente?reprogramada=${id}#mis-citas`);
    const [row] = await h.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.startsAt.toISOString()).toBe(later!.start);

    const cancel = (viewer: SessionUser) =>
      outcomeOf(() =>
        patientDashboard.action(
          routeArgs("/dashboard/paciente", h.context(viewer), {
            form: { intent: "cancel", appointmentId: String(id) },
          }),
        ),
      );
    const refused = await cancel(await h.account());
    expect(refused.status).toBe(404);
    expect(refused.data).toEqual({
      cancelError: { appointmentId: id, error: BOOKING_MESSAGES.notFound },
    });
    const cancelled = await cancel(patient);
    expect(cancelled.location).toBe(`/dashboard/paciente?cancelada=${id}#mis-citas`);
  });
});
