import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { CHANGE_TOPICS, isChangeTopic, type ChangeBus } from "./change-bus.ts";
import { CHANGE_CHANNEL, type PgChangeBroadcast } from "./pg-change-broadcast.ts";

export interface RedisChangeBroadcastOptions {
  /** REDIS_URL: a Redis or Valkey server every process of the app reaches. */
  url: string;
  changes: ChangeBus;
  onError?: (error: unknown, context: string) => void;
  channel?: string;
}

/**
 * The change bus across processes through Redis/Valkey pub/sub, when REDIS_URL is set (the
 * same contract as server/lib/pg-change-broadcast.ts): what this process publishes goes out on
 * one connection, what the others publish arrives on a subscribed one. The client reconnects by
 * itself; once the subscription is back every topic is treated as changed, since messages sent
 * while it was away are lost.
 */
export function startRedisChangeBroadcast(options: RedisChangeBroadcastOptions): PgChangeBroadcast {
  const channel = options.channel ?? CHANGE_CHANNEL;
  const origin = randomUUID();
  const report = options.onError ?? (() => {});
  // A publish while the server is away fails at once rather than piling up in memory.
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.url);
  publisher.on("error", (error) => report(error, "notify"));
  subscriber.on("error", (error) => report(error, "listen"));
  let everSubscribed = false;
  let stopped = false;

  const stopForwarding = options.changes.onPublish((topic) => {
    publisher
      .publish(channel, JSON.stringify({ origin, topic }))
      .catch((error: unknown) => report(error, "notify"));
  });

  subscriber.on("message", (from: string, payload: string) => {
    if (from !== channel) return;
    let notice: { origin?: unknown; topic?: unknown };
    try {
      notice = JSON.parse(payload) as typeof notice;
    } catch {
      return;
    }
    // Our own change was delivered locally when it was published.
    if (notice.origin === origin || !isChangeTopic(notice.topic)) return;
    options.changes.receive(notice.topic);
  });

  // ioredis subscribes again after a reconnection and emits 'ready' once it has.
  subscriber.on("ready", () => {
    if (everSubscribed && !stopped) {
      for (const topic of CHANGE_TOPICS) options.changes.receive(topic);
    }
  });
  const subscribed = subscriber.subscribe(channel).then(() => {
    everSubscribed = true;
  });

  return {
    origin,
    listening: () => subscribed,
    async stop() {
      stopped = true;
      stopForwarding();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
