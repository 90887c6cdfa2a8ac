import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppointmentLinkDto } from "../../common/booking/types.ts";
import { agendas, appointments } from "../../server/db/schema/index.ts";
import { insertBookableListing } from "../../tests/support/bookable-listing.ts";
import {
  createRouteHarness,
  outcomeOf,
  routeArgs,
  type RouteHarness,
} from "../../tests/support/route-context.ts";
import * as page from "./appointment-action.tsx";

/*
 * The one-tap pages of a reminder (/cita/{token}/confirmar, /cita/{token}/cancelar) through
 * their loader and action on the real services: opening a link changes nothing (mail
 * scanners open them all); the page's button does; a cancel outside the doctor's window
 * answers the Spanish message with its hours; a made-up token finds nothing.
 */

let h: RouteHarness;
let listingCounter = 0;

/** A visit `days` from now at 10:00 in Mexico City, booked by a new patient. */
async function bookedVisit(days: number, cancellationWindowHours: number) {
  const listing = await insertBookableListing(h.database.db, {
    name: `Dra. Un Toque ${(listingCounter += 1)}`,
    horizonDays: 30,
  });
  await h.database.db
    .update(agendas)
    .set({ cancellationWindowHours })
    .where(eq(agendas.providerId, listing.providerId));
  const patient = await h.account();
  const start = DateTime.now()
    .setZone("America/Mexico_City")
    .plus({ days })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  const { appointment } = await h.services.booking.book(patient, {
    providerId: listing.providerId,
    visitTypeId: listing.visitTypeId,
    officeId: listing.officeId,
    start: start.toUTC().toISO()!,
    reason: "Control de diabetes",
  });
  return { id: appointment.id, token: h.services.booking.actionTokenFor(appointment) };
}

const stored = async (id: number) =>
  (await h.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

const open = (token: string, step: "confirmar" | "cancelar") =>
  outcomeOf(() =>
    page.loader(routeArgs(`/cita/${token}/${step}`, h.context(), { params: { token } }) as never),
  );
const press = (token: string, step: "confirmar" | "cancelar") =>
  outcomeOf(() =>
    page.action(
      routeArgs(`/cita/${token}/${step}`, h.context(), { params: { token }, form: {} }) as never,
    ),
  );

beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("/cita/{token}/confirmar", () => {
  it("shows the visit on opening, without its reason, and confirms only when the button is pressed", async () => {
    const visit = await bookedVisit(2, 24);
    const opened = await open(visit.token, "confirmar");
    expect(opened.status).toBe(200);
    const shown = opened.data as {
      intent: string;
      appointment: AppointmentLinkDto;
      state: { open: boolean };
    };
    expect(shown.intent).toBe("confirm");
    expect(shown.state.open).toBe(true);
    expect(shown.appointment).toMatchObject({ id: visit.id, confirmed: false, status: "booked" });
    expect(JSON.stringify(shown)).not.toContain("diabetes");
    expect((await stored(visit.id)).confirmedAt).toBeNull();

    const pressed = await press(visit.token, "confirmar");
    expect(pressed.status).toBe(200);
    expect(pressed.data).toMatchObject({ ok: true, appointment: { confirmed: true } });
    expect((await stored(visit.id)).confirmedAt).toBeInstanceOf(Date);

    const again = await open(visit.token, "confirmar");
    expect(again.data).toMatchObject({
      state: { open: false, why: "Ya confirmaste tu asistencia. ¡Te esperamos!" },
    });
  });

  it("answers 404 for a token that names no appointment, and changes nothing", async () => {
    const made = "A".repeat(43);
    expect(await open(made, "confirmar")).toMatchObject({
      status: 404,
      data: { appointment: null },
    });
    expect(await press(made, "confirmar")).toMatchObject({
      status: 404,
      data: { ok: false, error: "No encontramos esa cita." },
    });
  });
});

describe("/cita/{token}/cancelar", () => {
  it("cancels within the window only when the button is pressed", async () => {
    const visit = await bookedVisit(3, 24);
    const opened = await open(visit.token, "cancelar");
    expect(opened.data).toMatchObject({ intent: "cancel", state: { open: true } });
    expect((await stored(visit.id)).status).toBe("booked");

    const pressed = await press(visit.token, "cancelar");
    expect(pressed.data).toMatchObject({ ok: true, appointment: { status: "cancelled" } });
    expect(await stored(visit.id)).toMatchObject({ status: "cancelled", cancelledBy: "patient" });
    expect((await open(visit.token, "cancelar")).data).toMatchObject({
      state: { open: false, why: "Esta cita fue cancelada." },
    });
  });

  it("outside the doctor's window: no button, and a pressed one gets the message with the hours", async () => {
    const visit = await bookedVisit(2, 168);
    expect((await open(visit.token, "cancelar")).data).toMatchObject({
      state: { open: false, why: expect.stringContaining("Llama al consultorio") },
    });
    const pressed = await press(visit.token, "cancelar");
    expect(pressed).toMatchObject({
      status: 403,
      data: {
        ok: false,
        error:
          "El médico pide cancelar o cambiar con al menos 168 h de anticipación. Llama al consultorio.",
      },
    });
    expect((await stored(visit.id)).status).toBe("booked");
  });
});
