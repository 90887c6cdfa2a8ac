import { describe, expect, it } from "vitest";
import { isConnectionFailure } from "./offline-page.tsx";

describe("isConnectionFailure", () => {
  it("recognises each browser's failed fetch", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
    ]) {
      expect(isConnectionFailure(new TypeError(message))).toBe(true);
    }
  });

  it("leaves a bug in the page and server answers to the other pages", () => {
    expect(isConnectionFailure(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isConnectionFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isConnectionFailure({ status: 500, statusText: "Internal Server Error" })).toBe(false);
  });
});
