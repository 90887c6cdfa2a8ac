import { expect } from "vitest";

/** The error a promise rejects with, checked to be of the given class, for closer assertions. */
export async function rejectionOf<T extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => T,
): Promise<T> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}
