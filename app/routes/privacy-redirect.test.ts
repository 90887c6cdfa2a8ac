import { describe, expect, it } from "vitest";
import { loader } from "./privacy-redirect.ts";

describe("/privacidad", () => {
  it("moves permanently to the privacy notice", () => {
    const response = loader();
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/aviso-de-privacidad");
  });
});
