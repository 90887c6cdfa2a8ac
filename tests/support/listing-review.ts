import { expect, request } from "@playwright/test";

type Account = { email: string; password: string };

/**
 * A doctor's own listing and a patient's published review of it, written through the API so
 * that a spec starts at the screen it tests.
 */
export async function reviewOfOwnListing(
  base: string,
  accounts: { doctor: Account; patient: Account },
  review: { rating: number; comment: string },
): Promise<{ id: number; profilePath: string }> {
  const doctor = await request.newContext({ baseURL: base });
  const patient = await request.newContext({ baseURL: base });
  try {
    expect((await doctor.post("/api/auth/login", { data: accounts.doctor })).ok()).toBe(true);
    const listing = (await (await doctor.get("/api/providers/me")).json()) as {
      id: number;
      profilePath: string;
    };
    expect((await patient.post("/api/auth/login", { data: accounts.patient })).ok()).toBe(true);
    const written = await patient.post(`/api/providers/${listing.id}/reviews`, { data: review });
    expect(written.ok()).toBe(true);
    expect(((await written.json()) as { approvalStatus: string }).approvalStatus).toBe("approved");
    return listing;
  } finally {
    await doctor.dispose();
    await patient.dispose();
  }
}
