import { CHANGE_TOPICS, type ChangeBus, type ChangeTopic } from "./change-bus.ts";

/**
 * With a read replica, a change is announced when the primary commits it, and a cache that
 * forgets at once may refill from a replica that has not replayed it yet: that stale answer
 * would then stay for the cache's whole lifetime. Each change is therefore delivered to this
 * process's subscribers a second time, `delayMs` after the last change of its topic, once the
 * replica has caught up (streaming replicas trail by milliseconds when healthy).
 */
export function repeatChangesAfter(changes: ChangeBus, delayMs: number): () => void {
  const timers = new Map<ChangeTopic, NodeJS.Timeout>();
  let repeating = false;
  const unsubscribe = changes.subscribe(CHANGE_TOPICS, (topic) => {
    // The repetition itself reaches this listener too: it must not schedule another.
    if (repeating) return;
    clearTimeout(timers.get(topic));
    const timer = setTimeout(() => {
      timers.delete(topic);
      repeating = true;
      try {
        changes.receive(topic);
      } finally {
        repeating = false;
      }
    }, delayMs);
    timer.unref();
    timers.set(topic, timer);
  });
  return () => {
    unsubscribe();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
