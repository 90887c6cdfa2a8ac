import type { KeyboardEvent, ReactNode, Ref } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";

/*
 * Tabs whose state is the address (`?tab=`): the server renders the chosen tab's panel, and
 * each tab is a link, so they work before the page's scripts have loaded (seconds on a cheap
 * phone). Until then they are what they are, a navigation of links with aria-current; once
 * hydrated they become ARIA tabs (arrow keys, Home, End, one tab stop) and switch without
 * reloading the page.
 */

export interface LinkTab<K extends string> {
  key: K;
  label: ReactNode;
}

const tabId = (idPrefix: string, key: string) => `${idPrefix}-pestana-${key}`;
const panelId = (idPrefix: string, key: string) => `${idPrefix}-seccion-${key}`;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function LinkTabList<K extends string>({
  label,
  tabs,
  active,
  hrefOf,
  idPrefix,
  onSelect,
  className,
  tabClassName,
  ref,
}: {
  label: string;
  tabs: readonly LinkTab<K>[];
  active: K;
  /** The tab's address; the page's loader must not run again for it (shouldRevalidate). */
  hrefOf: (key: K) => string;
  idPrefix: string;
  /** Told as soon as a tab is chosen, before the address changes. */
  onSelect?: (key: K) => void;
  className?: string;
  /** `data-[state=active]:` styles the chosen tab, with or without script. */
  tabClassName?: string;
  ref?: Ref<HTMLElement>;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const go = { replace: true, preventScrollReset: true } as const;

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!.key;
    onSelect?.(next);
    void navigate(hrefOf(next), go);
    document.getElementById(tabId(idPrefix, next))?.focus();
  }

  return (
    <nav
      ref={ref}
      aria-label={label}
      role={hydrated ? "tablist" : undefined}
      aria-orientation={hydrated ? "horizontal" : undefined}
      className={className}
    >
      {tabs.map(({ key, label: text }, index) => {
        const selected = key === active;
        return (
          <Link
            key={key}
            id={tabId(idPrefix, key)}
            to={hrefOf(key)}
            {...go}
            data-state={selected ? "active" : "inactive"}
            className={tabClassName}
            onClick={() => onSelect?.(key)}
            {...(hydrated
              ? {
                  role: "tab",
                  "aria-selected": selected,
                  "aria-controls": panelId(idPrefix, key),
                  tabIndex: selected ? 0 : -1,
                  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => onKeyDown(event, index),
                }
              : { "aria-current": selected ? ("page" as const) : undefined })}
          >
            {text}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * One tab's panel. Every panel is in the page (the tabs point at it); only the chosen one shows,
 * and the others render their content only when `keepMounted` (a draft that must survive a look
 * at another tab).
 */
export function LinkTabPanel({
  idPrefix,
  tabKey,
  active,
  keepMounted = false,
  className,
  children,
}: {
  idPrefix: string;
  tabKey: string;
  active: string;
  keepMounted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const selected = tabKey === active;
  return (
    <div
      id={panelId(idPrefix, tabKey)}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
      className={className}
      {...(hydrated
        ? { role: "tabpanel", "aria-labelledby": tabId(idPrefix, tabKey), tabIndex: 0 }
        : {})}
    >
      {selected || keepMounted ? children : null}
    </div>
  );
}
