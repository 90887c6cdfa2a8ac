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
  // Subscribing again after a reconnection is ours, not the client's: ioredis's own
  // resubscription is a promise nobody awaits, and a connection closed while it is in flight
  // (a stop, or the server going away again) rejects it unhandled, which ends the process.
  const subscriber = new Redis(options.url, { autoResubscribe: false });
  publisher.on("error", (error) => report(error, "notify"));
  subscriber.on("error", (error) => report(error, "listen"));
  let subscriptions = 0;
  let stopped = false;
  let markListening: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => {
    markListening = resolve;
  });

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

  // 'ready' comes with every connection, the first and each reconnection. Once a subscription
  // is back after the first, every topic is treated as changed: what was sent meanwhile is lost.
  subscriber.on("ready", () => {
    if (stopped) return;
    subscriber.subscribe(channel).then(
      () => {
        if (stopped) return;
        subscriptions += 1;
        if (subscriptions === 1) markListening();
        else for (const topic of CHANGE_TOPICS) options.changes.receive(topic);
      },
      (error: unknown) => report(error, "listen"),
    );
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
