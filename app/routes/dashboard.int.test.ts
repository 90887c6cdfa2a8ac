import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../server/accounts/service.ts";
import { SELF_ERRORS } from "../../server/doctors/self-service.ts";
import {
  createRouteHarness,
  outcomeOf,
  routeArgs,
  type RouteHarness,
} from "../../tests/support/route-context.ts";
import * as page from "./dashboard.tsx";

/*
 * The dashboard's profile-editing forms ('Perfil', 'Servicios', 'Ubicaciones', 'Redes') sent
 * without the page's scripts: they post to the dashboard's action with an intent, which goes
 * through what `PUT /api/providers/{id}/self` does (the per-user save limit, the owner check,
 * the same schema and Spanish messages). A refusal keeps what was typed.
 */

let h: RouteHarness;

beforeAll(async () => {
  h = await createRouteHarness();
});
afterAll(async () => {
  await h?.close();
});

const send = (viewer: SessionUser | null, form: Record<string, string>, tab = "perfil") =>
  outcomeOf(() =>
    page.action(routeArgs(`/dashboard?tab=${tab}`, h.context(viewer), { form }) as never),
  );

/** The whole 'Perfil' form as the page renders it for a listing, with some fields changed. */
async function profileForm(providerId: number, doctor: SessionUser, changes = {}) {
  const own = await h.services.doctorSelf.own(doctor);
  return {
    intent: "profile-save",
    providerId: String(providerId),
    licenseNumberShown: own.licenseNumber ?? "",
    name: own.name,
    specialty: own.specialty,
    licenseNumber: own.licenseNumber ?? "",
    bio: own.bio,
    phone: own.phone,
    whatsapp: "",
    email: own.email,
    location: own.location,
    schedule: own.schedule,
    experience: String(own.experience),
    price: String(own.price),
    telemedicine: "on",
    ...changes,
  };
}

const profileOf = (answer: { data: unknown }) => (answer.data as { profile: unknown }).profile;

describe("the dashboard's profile forms without script", () => {
  it("saves 'Perfil' for the listing's owner, whole numbers read as the scripts read them", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    const answer = await send(
      doctor,
      await profileForm(listing.id, doctor, {
        bio: "Atiendo a adultos mayores con paciencia y tiempo.",
        price: "$1,200",
        experience: "",
      }),
    );
    expect(answer.status).toBe(200);
    expect(profileOf(answer)).toEqual({ intent: "profile-save", done: "Perfil actualizado" });
    expect(await h.services.doctorSelf.own(doctor)).toMatchObject({
      bio: "Atiendo a adultos mayores con paciencia y tiempo.",
      price: 1200,
      experience: 0,
      telemedicine: true,
      availableToday: false,
    });
  });

  it("saves 'Servicios', 'Ubicaciones' and 'Redes' from their named inputs", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    const id = String(listing.id);
    const services = await send(
      doctor,
      {
        intent: "services-save",
        providerId: id,
        "servicesWithPricing.0.name": "Consulta de seguimiento",
        "servicesWithPricing.0.price": "700",
        "servicesWithPricing.0.description": "",
        "servicesWithPricing.1.name": "Ultrasonido",
        "servicesWithPricing.1.price": "1,500",
        "servicesWithPricing.1.description": "Con informe el mismo día",
      },
      "servicios",
    );
    expect(services.status).toBe(200);
    const offices = await send(
      doctor,
      {
        intent: "offices-save",
        providerId: id,
        "locations.0.name": "Consultorio Roma",
        "locations.0.address": "Colima 120, Roma Norte, CDMX",
        "locations.0.phone": "",
        "locations.0.hours": "Lun - Vie: 9:00 AM - 2:00 PM",
      },
      "ubicaciones",
    );
    expect(offices.status).toBe(200);
    const social = await send(
      doctor,
      {
        intent: "social-save",
        providerId: id,
        website: "",
        facebook: "",
        instagram: "https://www.instagram.com/dra.prueba",
        twitter: "",
        linkedin: "",
      },
      "redes",
    );
    expect(social.status).toBe(200);
    const own = await h.services.doctorSelf.own(doctor);
    expect(own.servicesWithPricing).toEqual([
      { name: "Consulta de seguimiento", price: 700 },
      { name: "Ultrasonido", price: 1500, description: "Con informe el mismo día" },
    ]);
    expect(own.locations).toEqual([
      {
        name: "Consultorio Roma",
        address: "Colima 120, Roma Norte, CDMX",
        hours: "Lun - Vie: 9:00 AM - 2:00 PM",
      },
    ]);
    expect(own.socialLinks).toEqual({ instagram: "https://www.instagram.com/dra.prueba" });
  });

  it("adds and removes a list's rows without saving, as the scripts' buttons do", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    const rows = {
      intent: "services-save",
      providerId: String(listing.id),
      "servicesWithPricing.0.name": "Consulta",
      "servicesWithPricing.0.price": "900",
      "servicesWithPricing.0.description": "",
      "servicesWithPricing.1.name": "Certificado médico",
      "servicesWithPricing.1.price": "300",
      "servicesWithPricing.1.description": "",
    };
    const added = await send(doctor, { ...rows, edit: "add" }, "servicios");
    expect(profileOf(added)).toEqual({
      intent: "services-save",
      rows: [
        { name: "Consulta", price: "900", description: "" },
        { name: "Certificado médico", price: "300", description: "" },
        { name: "", price: "", description: "" },
      ],
    });
    const removed = await send(doctor, { ...rows, edit: "remove-0" }, "servicios");
    expect(profileOf(removed)).toEqual({
      intent: "services-save",
      rows: [{ name: "Certificado médico", price: "300", description: "" }],
    });
    expect((await h.services.doctorSelf.own(doctor)).servicesWithPricing).toEqual([
      { name: "Consulta de primera vez", price: 900 },
    ]);
  });

  it("refuses a bad field with its Spanish message and field, keeping what was typed", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    const before = await h.services.doctorSelf.own(doctor);
    const answer = await send(
      doctor,
      await profileForm(listing.id, doctor, {
        bio: "Un cambio que no se guarda",
        email: "no-es-un-correo",
      }),
    );
    expect(answer.status).toBe(400);
    const outcome = profileOf(answer) as { field: string; error: string; values: object };
    expect(outcome).toMatchObject({ intent: "profile-save", field: "email" });
    expect(outcome.error).toMatch(/email|correo/i);
    expect(outcome.values).toMatchObject({
      email: ["no-es-un-correo"],
      bio: ["Un cambio que no se guarda"],
      telemedicine: ["on"],
    });
    expect(outcome.values).not.toHaveProperty("intent");
    expect((await h.services.doctorSelf.own(doctor)).bio).toBe(before.bio);

    const row = await send(
      doctor,
      {
        intent: "services-save",
        providerId: String(listing.id),
        "servicesWithPricing.0.name": "",
        "servicesWithPricing.0.price": "500",
        "servicesWithPricing.0.description": "Sin nombre",
      },
      "servicios",
    );
    expect(row.status).toBe(400);
    expect(profileOf(row)).toMatchObject({
      field: "servicesWithPricing.0.name",
      rows: [{ name: "", price: "500", description: "Sin nombre" }],
    });
  });

  it("refuses anyone but the owner: signed out, a patient and another doctor", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    const form = await profileForm(listing.id, doctor, { bio: "Escrito por otra persona" });
    const signedOut = await send(null, form);
    expect(signedOut).toMatchObject({ status: 401, thrown: true });

    const patient = await h.account();
    const byPatient = await send(patient, form);
    expect(byPatient.status).toBe(403);
    expect(profileOf(byPatient)).toMatchObject({ error: SELF_ERRORS.notOwner });

    const { doctor: other } = await h.doctorWithListing({ name: "Dr. Otro Titular" });
    const byOther = await send(other, form);
    expect(byOther.status).toBe(403);
    expect(profileOf(byOther)).toMatchObject({
      error: SELF_ERRORS.notOwner,
      values: { bio: ["Escrito por otra persona"] },
    });
    expect((await h.services.doctorSelf.own(doctor)).bio).not.toBe("Escrito por otra persona");
  });

  it("counts against the same per-user save limit as the API", async () => {
    const { doctor, listing } = await h.doctorWithListing();
    for (let i = 0; i < 60; i++)
      await h.services.rateLimits.limiter.consume("profileSave", doctor.id);
    const answer = await send(
      doctor,
      await profileForm(listing.id, doctor, { bio: "Demasiados cambios seguidos" }),
    );
    expect(answer.status).toBe(429);
    expect(profileOf(answer)).toMatchObject({
      error: "Demasiados cambios en poco tiempo. Espera unos minutos e inténtalo de nuevo.",
    });
    expect((await h.services.doctorSelf.own(doctor)).bio).not.toBe("Demasiados cambios seguidos");
  });
});

describe("the dashboard's agenda forms without script", () => {
  it("spend the same per-user limits as the agenda's and the appointments' API routes", async () => {
    const { doctor } = await h.doctorWithListing();
    for (let i = 0; i < 120; i++) await h.services.rateLimits.limiter.consume("agenda", doctor.id);
    const publish = await send(doctor, { intent: "agenda-publish" }, "agenda");
    expect(publish.status).toBe(429);
    expect((publish.data as { agenda: unknown }).agenda).toMatchObject({
      intent: "agenda-publish",
      error: "Demasiados cambios en tu agenda en poco tiempo. Espera unos minutos.",
    });

    for (let i = 0; i < 30; i++) await h.services.rateLimits.limiter.consume("booking", doctor.id);
    const cancel = await send(
      doctor,
      { intent: "agenda-cancel", target: "1", message: "Me surgió una urgencia" },
      "agenda",
    );
    expect(cancel.status).toBe(429);
    expect((cancel.data as { agenda: unknown }).agenda).toMatchObject({
      error:
        "Demasiados cambios de citas en poco tiempo. Espera unos minutos e inténtalo de nuevo.",
    });
  });
});
