/**
 * Change topics inside one process: a write publishes what it changed and every cache that
 * holds answers about it subscribes and forgets them. Writers do not know the caches, caches
 * do not know the writers.
 *
 * Across processes a broadcaster (server/lib/pg-change-broadcast.ts) forwards what this process
 * publishes and calls `receive()` with what the others published: `receive` reaches the local
 * subscribers only, so a change is never sent back out.
 */
export const CHANGE_TOPICS = ["listings", "reviews", "blog", "settings"] as const;
/**
 * - listings: a listing was created, edited, approved, hidden, claimed or imported.
 * - reviews: a review was published, hidden, restored or answered (ratings on cards change).
 * - blog: an article was published, edited or withdrawn.
 * - settings: site settings changed.
 */
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export type ChangeListener = (topic: ChangeTopic) => void;

export interface ChangeBus {
  /** This process changed `topic`: local subscribers now, then other processes. */
  publish(topic: ChangeTopic): void;
  /** `fn` runs on every change of the topic(s), from this process or another; returns the unsubscribe. */
  subscribe(topics: ChangeTopic | readonly ChangeTopic[], fn: ChangeListener): () => void;
  /** A change another process published: local subscribers only. */
  receive(topic: ChangeTopic): void;
  /** For a broadcaster: `fn` sees every topic this process publishes (not what it receives). */
  onPublish(fn: ChangeListener): () => void;
}

export function isChangeTopic(value: unknown): value is ChangeTopic {
  return typeof value === "string" && (CHANGE_TOPICS as readonly string[]).includes(value);
}

export function createChangeBus(
  options: {
    /** A listener that throws must not keep the others from forgetting stale answers. */
    onListenerError?: (error: unknown, topic: ChangeTopic) => void;
  } = {},
): ChangeBus {
  const listeners = new Map<ChangeTopic, Set<ChangeListener>>();
  const publishHooks = new Set<ChangeListener>();

  function runAll(fns: Iterable<ChangeListener>, topic: ChangeTopic) {
    // A copy: a listener may unsubscribe itself (or another) while the change is delivered.
    for (const fn of [...fns]) {
      try {
        fn(topic);
      } catch (error) {
        options.onListenerError?.(error, topic);
      }
    }
  }

  function receive(topic: ChangeTopic) {
    runAll(listeners.get(topic) ?? [], topic);
  }

  return {
    publish(topic) {
      receive(topic);
      runAll(publishHooks, topic);
    },
    subscribe(topics, fn) {
      const list: readonly ChangeTopic[] = typeof topics === "string" ? [topics] : topics;
      // A wrapper per subscription: the same function subscribed twice is two subscriptions.
      const entry: ChangeListener = (topic) => fn(topic);
      for (const topic of list) {
        let set = listeners.get(topic);
        if (!set) listeners.set(topic, (set = new Set()));
        set.add(entry);
      }
      return () => {
        for (const topic of list) listeners.get(topic)?.delete(entry);
      };
    },
    receive,
    onPublish(fn) {
      const entry: ChangeListener = (topic) => fn(topic);
      publishHooks.add(entry);
      return () => publishHooks.delete(entry);
    },
  };
}
