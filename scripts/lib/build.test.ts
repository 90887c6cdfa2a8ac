import { describe, expect, it } from "vitest";
import { productionBuildEnvironment } from "./build.ts";

describe("the production build's environment", () => {
  it("is production even when asked for from a test run, and keeps the rest", () => {
    // Vitest runs this file with NODE_ENV=test, as it runs the integration files that build.
    expect(process.env.NODE_ENV).toBe("test");
    const env = productionBuildEnvironment();
    expect(env.NODE_ENV).toBe("production");
    expect(env.PATH).toBe(process.env.PATH);
  });
});
