import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";

interface ThreadMessage {
  id: number;
}

interface ThreadPage<M extends ThreadMessage> {
  id: number;
  messages: M[];
  olderCursor: number | null;
}

/** Two lists of messages as one, by id, oldest first; `later` wins for an id in both. */
export function mergeById<M extends ThreadMessage>(earlier: M[], later: M[]): M[] {
  const byId = new Map<number, M>();
  for (const message of [...earlier, ...later]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The messages of a conversation as the person has seen them: the newest page from the
 * loader, older pages fetched with "Cargar mensajes anteriores", and every message shown
 * before a reply moved the newest page on (so nothing between pages goes missing).
 */
export function useThreadPages<M extends ThreadMessage>(latest: ThreadPage<M>) {
  const fetcher = useFetcher<ThreadPage<M>>();
  const [seen, setSeen] = useState<M[]>(latest.messages);
  // undefined until the person pages back: until then the loader's cursor is the oldest.
  const [pagedCursor, setPagedCursor] = useState<number | null | undefined>(undefined);
  const [shownLatest, setShownLatest] = useState(latest);

  if (latest !== shownLatest) {
    setShownLatest(latest);
    setSeen((messages) => mergeById(messages, latest.messages));
  }

  useEffect(() => {
    const page = fetcher.data;
    if (fetcher.state !== "idle" || !page) return;
    setSeen((messages) => mergeById(page.messages, messages));
    setPagedCursor(page.olderCursor);
  }, [fetcher.state, fetcher.data]);

  const olderCursor = pagedCursor === undefined ? latest.olderCursor : pagedCursor;
  const loadOlder = useCallback(() => {
    if (olderCursor === null || fetcher.state !== "idle") return;
    void fetcher.load(`/mensajes/${latest.id}?antes=${olderCursor}`);
  }, [fetcher, latest.id, olderCursor]);

  return {
    messages: seen,
    olderCursor,
    loadOlder,
    loadingOlder: fetcher.state !== "idle",
  };
}
