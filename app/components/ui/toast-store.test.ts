import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSnapshot, showCarriedToast, toastOnNextPage } from "./toast-store.ts";

/** The tab's sessionStorage, as the browser keeps it across a full page load. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("a toast carried to the next page", () => {
  beforeEach(() => vi.stubGlobal("window", { sessionStorage: fakeSessionStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it("is shown by the next page, once", () => {
    toastOnNextPage({ title: "Sesión cerrada", description: "Has cerrado sesión exitosamente" });
    showCarriedToast();
    const shown = getSnapshot();
    expect(shown).toMatchObject({
      title: "Sesión cerrada",
      description: "Has cerrado sesión exitosamente",
      variant: "default",
      open: true,
    });
    showCarriedToast();
    expect(getSnapshot()).toBe(shown);
  });

  it("ignores what is not a toast, and storage that refuses", () => {
    const before = getSnapshot();
    window.sessionStorage.setItem("aviso-pendiente", "{no es json");
    showCarriedToast();
    window.sessionStorage.setItem("aviso-pendiente", JSON.stringify({ title: 3 }));
    showCarriedToast();
    expect(getSnapshot()).toBe(before);
    vi.stubGlobal("window", {
      sessionStorage: {
        setItem: () => {
          throw new Error("QuotaExceededError");
        },
        getItem: () => {
          throw new Error("SecurityError");
        },
      },
    });
    expect(() => toastOnNextPage({ title: "x" })).not.toThrow();
    expect(() => showCarriedToast()).not.toThrow();
  });
});
