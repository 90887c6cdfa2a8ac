import { randomUUID } from "node:crypto";
import pg from "pg";
import { CHANGE_TOPICS, isChangeTopic, type ChangeBus } from "./change-bus.ts";

/** The PostgreSQL channel every process of the app listens on. */
export const CHANGE_CHANNEL = "cambios_app";

interface Notice {
  origin: string;
  topic: string;
}

export interface PgChangeBroadcastOptions {
  /** The primary's URL: replicas do not deliver NOTIFY. */
  url: string;
  changes: ChangeBus;
  /**
   * Sends one notice (`select pg_notify(channel, payload)`); through the app's pool, so a
   * change is announced even while this process's listening connection is being replaced.
   */
  notify: (channel: string, payload: string) => Promise<unknown>;
  onError?: (error: unknown, context: string) => void;
  /** First delay before reconnecting; it doubles up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  channel?: string;
}

export interface PgChangeBroadcast {
  /** This process's id in notices: its own echo is recognised and skipped. */
  readonly origin: string;
  /** Resolves once the listening connection is up (again); for tests and readiness. */
  listening(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Several processes on one PostgreSQL (LISTEN/NOTIFY): what this process publishes on its
 * change bus is announced to the others, and what they announce reaches this process's
 * subscribers. One dedicated connection listens; when it drops it is opened again with a
 * growing delay, and once back every topic is treated as changed, since notices sent while it
 * was away are lost.
 */
export function startPgChangeBroadcast(options: PgChangeBroadcastOptions): PgChangeBroadcast {
  const channel = options.channel ?? CHANGE_CHANNEL;
  const origin = randomUUID();
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const report = options.onError ?? (() => {});
  let client: pg.Client | null = null;
  let stopped = false;
  let everConnected = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let waiters: (() => void)[] = [];

  const stopForwarding = options.changes.onPublish((topic) => {
    const payload = JSON.stringify({ origin, topic } satisfies Notice);
    options.notify(channel, payload).catch((error: unknown) => report(error, "notify"));
  });

  function onNotification(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    let notice: Partial<Notice>;
    try {
      notice = JSON.parse(message.payload) as Partial<Notice>;
    } catch {
      return;
    }
    // Our own change was delivered locally when it was published.
    if (notice.origin === origin || !isChangeTopic(notice.topic)) return;
    options.changes.receive(notice.topic);
  }

  function scheduleReconnect() {
    if (stopped || retry) return;
    const delay = Math.min(maxBackoff, minBackoff * 2 ** failures);
    failures++;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  }

  async function connect() {
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    // A dropped connection emits 'error' and then 'end'; either means: listen again.
    const lost = (error?: unknown) => {
      if (error) report(error, "listen");
      if (client === next) client = null;
      next.removeAllListeners();
      next.on("error", () => {});
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", onNotification);
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch (error) {
      lost(error);
      await next.end().catch(() => {});
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (everConnected) {
      for (const topic of CHANGE_TOPICS) options.changes.receive(topic);
    }
    everConnected = true;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  }

  void connect();

  return {
    origin,
    listening: () =>
      client ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
    async stop() {
      stopped = true;
      stopForwarding();
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
