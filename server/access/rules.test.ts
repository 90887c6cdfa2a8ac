import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../accounts/service.ts";
import { AppError } from "../../common/errors.ts";
import {
  isPatient,
  requireListingOwner,
  requireOwnListing,
  requireUser,
  requireVerifiedPatient,
  requireVerifiedUser,
} from "./rules.ts";

const patient: SessionUser = {
  id: "patient-1",
  firstName: "Ana",
  lastName: "López",
  email: "ana@example.com",
  emailVerified: true,
  isProvider: false,
  userType: "patient",
};
const unverified: SessionUser = { ...patient, id: "patient-2", emailVerified: false };
const doctor: SessionUser = { ...patient, id: "doctor-1", userType: "doctor", isProvider: true };
// A patient account that came to own a listing (a claim) is a doctor for these rules.
const patientWithListing: SessionUser = { ...patient, id: "patient-3", isProvider: true };

/** The AppError a call throws, synchronously or not. */
async function appErrorOf(call: () => unknown): Promise<AppError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("no error was thrown");
}

const messages = {
  signIn: "Inicia sesión.",
  verify: "Verifica tu correo.",
  patientsOnly: "Solo pacientes.",
  noListing: "Acceso no autorizado",
  notFound: "Médico no encontrado",
  notOwner: "Solo el titular.",
};

describe("requireUser and requireVerifiedUser", () => {
  it("answers 401 with the area's words when nobody is signed in", async () => {
    const error = await appErrorOf(() => requireUser(null, messages.signIn));
    expect([error.status, error.message]).toEqual([401, messages.signIn]);
    expect((await appErrorOf(() => requireUser(null))).message).toBe(
      "Debes iniciar sesión para continuar.",
    );
  });

  it("returns the account, and asks for a verified email only where required", async () => {
    expect(requireUser(unverified)).toBe(unverified);
    expect(requireVerifiedUser(patient, messages)).toBe(patient);
    const error = await appErrorOf(() => requireVerifiedUser(unverified, messages));
    expect([error.status, error.message]).toEqual([403, messages.verify]);
    expect((await appErrorOf(() => requireVerifiedUser(null, messages))).status).toBe(401);
  });
});

describe("requireVerifiedPatient", () => {
  it("lets a verified patient through", () => {
    expect(requireVerifiedPatient(patient, messages)).toBe(patient);
    expect(isPatient(patient)).toBe(true);
    // A doctor's account is never a patient, even before it owns a listing.
    expect(isPatient({ ...doctor, isProvider: false })).toBe(false);
  });

  it("refuses doctors (and patients who own a listing) before asking for verification", async () => {
    for (const user of [doctor, patientWithListing, { ...doctor, emailVerified: false }]) {
      const error = await appErrorOf(() => requireVerifiedPatient(user, messages));
      expect([error.status, error.message]).toEqual([403, messages.patientsOnly]);
    }
  });

  it("refuses an unverified patient and a signed-out visitor", async () => {
    const error = await appErrorOf(() => requireVerifiedPatient(unverified, messages));
    expect([error.status, error.message]).toEqual([403, messages.verify]);
    expect((await appErrorOf(() => requireVerifiedPatient(null, messages))).status).toBe(401);
  });
});

describe("requireOwnListing", () => {
  const listing = { id: 7 };

  it("gives the account and its listing", async () => {
    const find = vi.fn(async (userId: string) => (userId === doctor.id ? listing : undefined));
    await expect(requireOwnListing(doctor, find, messages)).resolves.toEqual({
      user: doctor,
      listing,
    });
    expect(find).toHaveBeenCalledWith(doctor.id);
  });

  it("is 403 for an account without a listing and 401 (without a lookup) signed out", async () => {
    const find = vi.fn(async () => undefined);
    const error = await appErrorOf(() => requireOwnListing(patient, find, messages));
    expect([error.status, error.message]).toEqual([403, messages.noListing]);
    find.mockClear();
    expect((await appErrorOf(() => requireOwnListing(null, find, messages))).status).toBe(401);
    expect(find).not.toHaveBeenCalled();
  });
});

describe("requireListingOwner", () => {
  const review = { id: 3, ownerId: doctor.id };
  const ownerOf = (found: typeof review) => found.ownerId;

  it("gives the owner the resource", async () => {
    await expect(
      requireListingOwner(doctor, async () => review, ownerOf, messages),
    ).resolves.toEqual({ user: doctor, resource: review });
  });

  it("is 403 for another account, even another doctor", async () => {
    const otherDoctor = { ...doctor, id: "doctor-2" };
    for (const user of [otherDoctor, patient]) {
      const error = await appErrorOf(() =>
        requireListingOwner(user, async () => review, ownerOf, messages),
      );
      expect([error.status, error.message]).toEqual([403, messages.notOwner]);
    }
  });

  it("is 403 on an unclaimed listing (no owner), not a match of two empty ids", async () => {
    const unclaimed = { id: 4, ownerId: null as string | null };
    const error = await appErrorOf(() =>
      requireListingOwner(
        doctor,
        async () => unclaimed,
        (found) => found.ownerId,
        messages,
      ),
    );
    expect(error.status).toBe(403);
  });

  it("is 404 for a missing resource and 401 signed out, loading nothing then", async () => {
    for (const missing of [undefined, null]) {
      const error = await appErrorOf(() =>
        requireListingOwner(doctor, async () => missing, ownerOf, messages),
      );
      expect([error.status, error.message]).toEqual([404, messages.notFound]);
    }
    const load = vi.fn(async () => review);
    expect(
      (await appErrorOf(() => requireListingOwner(null, load, ownerOf, messages))).status,
    ).toBe(401);
    expect(load).not.toHaveBeenCalled();
  });
});
