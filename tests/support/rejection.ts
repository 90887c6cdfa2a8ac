import { expect } from "vitest";
import { AppError } from "../../common/errors.ts";

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

/** The status, Spanish message and details of the AppError a call rejects with. */
export async function refusal(call: () => Promise<unknown>) {
  const error = await rejectionOf(call(), AppError);
  return { status: error.status, message: error.message, details: error.details };
}
