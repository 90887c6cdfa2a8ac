import { describe, expect, it } from "vitest";
import { withoutTrackingParams } from "./tracking-params.ts";

describe("withoutTrackingParams", () => {
  it("drops campaign tags and click identifiers, keeping the rest as written and in order", () => {
    expect(withoutTrackingParams("/cardiologia/guadalajara?fbclid=IwAR0abc")).toBe(
      "/cardiologia/guadalajara",
    );
    expect(
      withoutTrackingParams(
        "/cardiologia/guadalajara?utm_source=facebook&page=2&utm_medium=social&orden=precio&gclid=Cj0K",
      ),
    ).toBe("/cardiologia/guadalajara?page=2&orden=precio");
    expect(withoutTrackingParams("/?UTM_Campaign=x&q=dolor%20de%20cabeza")).toBe(
      "/?q=dolor%20de%20cabeza",
    );
    expect(withoutTrackingParams("/blog?%66bclid=1&msclkid=2&_gl=3")).toBe("/blog");
  });

  it("leaves an address without them exactly as it came", () => {
    for (const url of [
      "/",
      "/cardiologia",
      "/cardiologia?",
      "/buscar?q=utm_source",
      "/buscar?q=a&&b=c",
      "/buscar?q=%E0%A4%A",
      "/buscar?utm=1&fbclids=2",
    ]) {
      expect(withoutTrackingParams(url)).toBe(url);
    }
  });
});
