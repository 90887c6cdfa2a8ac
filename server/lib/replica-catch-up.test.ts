import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChangeBus, type ChangeTopic } from "./change-bus.ts";
import { repeatChangesAfter } from "./replica-catch-up.ts";

describe("second delivery of changes for a read replica", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("delivers each change again after the delay, once, to local subscribers only", () => {
    const bus = createChangeBus();
    const seen: ChangeTopic[] = [];
    const forwarded: ChangeTopic[] = [];
    bus.subscribe(["listings", "reviews"], (topic) => seen.push(topic));
    bus.onPublish((topic) => forwarded.push(topic));
    repeatChangesAfter(bus, 2_000);

    bus.publish("listings");
    expect(seen).toEqual(["listings"]);
    vi.advanceTimersByTime(1_999);
    expect(seen).toEqual(["listings"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["listings", "listings"]);
    // Nothing more: the repetition does not schedule another one.
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual(["listings", "listings"]);
    // Other processes heard the change once, from the publish.
    expect(forwarded).toEqual(["listings"]);
  });

  it("repeats what another process announced, and counts the delay from a topic's last change", () => {
    const bus = createChangeBus();
    const seen: ChangeTopic[] = [];
    bus.subscribe(["listings", "reviews"], (topic) => seen.push(topic));
    repeatChangesAfter(bus, 2_000);

    bus.receive("reviews");
    vi.advanceTimersByTime(1_500);
    bus.receive("reviews");
    bus.receive("listings");
    vi.advanceTimersByTime(1_500);
    expect(seen).toEqual(["reviews", "reviews", "listings"]);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(["reviews", "reviews", "listings", "reviews", "listings"]);
  });

  it("stops repeating once stopped, pending repetitions included", () => {
    const bus = createChangeBus();
    let calls = 0;
    bus.subscribe("blog", () => calls++);
    const stop = repeatChangesAfter(bus, 2_000);
    bus.publish("blog");
    stop();
    vi.advanceTimersByTime(10_000);
    bus.publish("blog");
    vi.advanceTimersByTime(10_000);
    expect(calls).toBe(2);
  });
});
