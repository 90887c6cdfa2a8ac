import type { SessionUser } from "../../server/accounts/service.ts";

let counter = 0;

/** A signed-in, verified patient account; tests override what they assert on. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  counter += 1;
  return {
    id: `usuario-${counter}`,
    firstName: "Ana",
    lastName: "López",
    email: `ana${counter}@example.com`,
    emailVerified: true,
    isProvider: false,
    userType: "patient",
    ...overrides,
  };
}

/** A doctor's account (it owns a listing). */
export const doctorUser = (overrides: Partial<SessionUser> = {}) =>
  sessionUser({ firstName: "Dra. Eva", userType: "doctor", isProvider: true, ...overrides });
