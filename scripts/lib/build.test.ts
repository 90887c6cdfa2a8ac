import { describe, expect, it } from "vitest";
import { productionBuildEnvironment } from "./build.ts";

describe("the production build's environment", () => {
  it("is production even when asked for from a test run, and keeps the rest", () => {
    expect(productionBuildEnvironment({ NODE_ENV: "test", PATH: "/bin" })).toEqual({
      NODE_ENV: "production",
      PATH: "/bin",
    });
    expect(productionBuildEnvironment({}).NODE_ENV).toBe("production");
  });
});
