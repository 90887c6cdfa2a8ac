import { describe, expect, it } from "vitest";
import { createChangeBus, isChangeTopic, type ChangeTopic } from "./change-bus.ts";

describe("change bus", () => {
  it("delivers a published topic to its subscribers only", () => {
    const bus = createChangeBus();
    const seen: string[] = [];
    bus.subscribe("listings", (topic) => seen.push(`a:${topic}`));
    bus.subscribe("blog", (topic) => seen.push(`b:${topic}`));
    bus.publish("listings");
    expect(seen).toEqual(["a:listings"]);
  });

  it("subscribes one function to several topics and tells it which one changed", () => {
    const bus = createChangeBus();
    const seen: ChangeTopic[] = [];
    bus.subscribe(["listings", "reviews"], (topic) => seen.push(topic));
    bus.publish("reviews");
    bus.publish("settings");
    bus.publish("listings");
    expect(seen).toEqual(["reviews", "listings"]);
  });

  it("stops delivering after unsubscribe, on every topic of the subscription", () => {
    const bus = createChangeBus();
    let calls = 0;
    const unsubscribe = bus.subscribe(["listings", "blog"], () => calls++);
    bus.publish("blog");
    unsubscribe();
    bus.publish("blog");
    bus.publish("listings");
    expect(calls).toBe(1);
  });

  it("counts the same function subscribed twice as two subscriptions", () => {
    const bus = createChangeBus();
    let calls = 0;
    const fn = () => calls++;
    const first = bus.subscribe("listings", fn);
    bus.subscribe("listings", fn);
    first();
    bus.publish("listings");
    expect(calls).toBe(1);
  });

  it("keeps delivering to the others when a listener throws, and reports the error", () => {
    const errors: unknown[] = [];
    const bus = createChangeBus({ onListenerError: (error) => errors.push(error) });
    let reached = false;
    bus.subscribe("reviews", () => {
      throw new Error("boom");
    });
    bus.subscribe("reviews", () => {
      reached = true;
    });
    bus.publish("reviews");
    expect(reached).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it("lets a listener unsubscribe itself while a change is delivered", () => {
    const bus = createChangeBus();
    const seen: string[] = [];
    const off = bus.subscribe("blog", () => {
      seen.push("once");
      off();
    });
    bus.subscribe("blog", () => seen.push("always"));
    bus.publish("blog");
    bus.publish("blog");
    expect(seen).toEqual(["once", "always", "always"]);
  });

  it("forwards what this process publishes to publish hooks, not what it receives", () => {
    const bus = createChangeBus();
    const forwarded: ChangeTopic[] = [];
    const delivered: ChangeTopic[] = [];
    bus.onPublish((topic) => forwarded.push(topic));
    bus.subscribe(["listings", "settings"], (topic) => delivered.push(topic));
    bus.publish("listings");
    bus.receive("settings");
    expect(delivered).toEqual(["listings", "settings"]);
    expect(forwarded).toEqual(["listings"]);
  });

  it("recognises topic names and nothing else", () => {
    expect(isChangeTopic("listings")).toBe(true);
    expect(isChangeTopic("Listings")).toBe(false);
    expect(isChangeTopic(undefined)).toBe(false);
  });
});
