import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { createServer, type Socket } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/embedded-postgres.ts";
import { eventually, expectDeliveredToOthersOnce } from "../../tests/support/change-broadcast.ts";
import { createChangeBus, type ChangeTopic } from "./change-bus.ts";
import type { PgChangeBroadcast } from "./pg-change-broadcast.ts";
import { startRedisChangeBroadcast } from "./redis-change-broadcast.ts";

/** Debian's redis-server (`apt-get install redis-server`); the test is skipped without it. */
const REDIS_SERVER = "/usr/bin/redis-server";

describe.skipIf(!existsSync(REDIS_SERVER))("change broadcast over Redis pub/sub", () => {
  let port: number;
  let server: ChildProcess | null = null;
  let url: string;
  const started: PgChangeBroadcast[] = [];

  /** A throwaway server on `port`: no persistence, gone with the test. */
  async function startRedis() {
    server = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", ""], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Ready once it answers a PING (each try a fresh connection that gives up at once).
    for (let i = 0; i < 200; i++) {
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
      probe.on("error", () => {});
      const answered = await probe.ping().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("redis-server did not start");
  }

  async function stopRedis() {
    if (!server || server.exitCode !== null) return;
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
  }

  beforeAll(async () => {
    port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    await startRedis();
  });
  afterAll(async () => {
    await Promise.all(started.map((b) => b.stop()));
    await stopRedis();
  });

  function appProcess() {
    const changes = createChangeBus();
    const seen: ChangeTopic[] = [];
    changes.subscribe(["listings", "reviews", "blog", "settings"], (topic) => seen.push(topic));
    const broadcast = startRedisChangeBroadcast({ url, changes });
    started.push(broadcast);
    return { changes, seen, broadcast };
  }

  it("delivers a change to the other processes, and to the publisher exactly once", () =>
    expectDeliveredToOthersOnce(appProcess));

  it("ignores messages that are not change topics", async () => {
    const a = appProcess();
    await a.broadcast.listening();
    const raw = new Redis(url);
    await raw.publish("cambios_app", JSON.stringify({ origin: "otro", topic: "drop table" }));
    await raw.publish("cambios_app", "no es json");
    await raw.publish("cambios_app", JSON.stringify({ origin: "otro", topic: "settings" }));
    raw.disconnect();
    await eventually(() => a.seen.length > 0, "the valid message");
    expect(a.seen).toEqual(["settings"]);
  });

  it("subscribes again after the server restarts, and treats every topic as changed", async () => {
    const listener = appProcess();
    const publisher = appProcess();
    await Promise.all([listener.broadcast.listening(), publisher.broadcast.listening()]);
    await stopRedis();
    await startRedis();
    await eventually(() => listener.seen.length === 4, "every topic after reconnecting");
    expect([...listener.seen].sort()).toEqual(["blog", "listings", "reviews", "settings"]);
    // And it hears new changes on the new server.
    await eventually(() => {
      publisher.changes.publish("listings");
      return listener.seen.length > 4;
    }, "a change after the restart");
    expect(listener.seen.at(-1)).toBe("listings");
  });

  it("stops cleanly while a subscription is still unanswered", async () => {
    // A server that passes the client's hand-shake and ready check and never answers SUBSCRIBE:
    // stopping then rejects the pending subscription, which must reach onError, not the process.
    const sockets: Socket[] = [];
    let received: string[] = [];
    const silent = createServer((socket) => {
      sockets.push(socket);
      socket.on("data", (chunk) => {
        const names = [...chunk.toString().matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)];
        for (const [, name] of names) {
          const command = name!.toLowerCase();
          received = [...received, command];
          if (command === "hello") socket.write("-ERR unknown command 'hello'\r\n");
          else if (command === "client") socket.write("+OK\r\n");
          else if (command === "info") socket.write("$11\r\nloading:0\r\n\r\n");
        }
      });
    });
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const address = silent.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const reported: string[] = [];
      const broadcast = startRedisChangeBroadcast({
        url: `redis://127.0.0.1:${address.port}`,
        changes: createChangeBus(),
        onError: (_error, context) => reported.push(context),
      });
      await eventually(() => received.includes("subscribe"), "the SUBSCRIBE sent");
      await broadcast.stop();
      await eventually(() => reported.includes("listen"), "the refused subscription reported");
      // An unhandled rejection surfaces on a later turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
