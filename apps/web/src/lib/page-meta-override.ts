import { useEffect, useSyncExternalStore } from 'react';

/** What a page knows better than its route: the name of the monster it shows, a summary of it. */
export interface PageMetaOverride {
  title: string;
  description?: string;
}

/**
 * Pages whose title depends on what they load register it here; the shell writes the document title from
 * the newest registration, else from the route. One writer means a page's title cannot be overwritten by
 * the shell's own effect, whatever order React runs them in.
 */
let registered: { token: symbol; meta: PageMetaOverride }[] = [];
const listeners = new Set<() => void>();

function announce(): void {
  for (const listener of listeners) listener();
}

export function setPageMetaOverride(token: symbol, meta: PageMetaOverride | null): void {
  const others = registered.filter((entry) => entry.token !== token);
  registered = meta ? [...others, { token, meta }] : others;
  announce();
}

export function currentPageMetaOverride(): PageMetaOverride | null {
  return registered.at(-1)?.meta ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The override in force, re-rendering when it changes. */
export function usePageMetaOverrideValue(): PageMetaOverride | null {
  return useSyncExternalStore(subscribe, currentPageMetaOverride, () => null);
}

/** Gives the current page this title and description while it is shown; null leaves the route's own. */
export function usePageMetaOverride(meta: PageMetaOverride | null): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    const token = Symbol('page meta');
    setPageMetaOverride(token, title === undefined ? null : { title, description });
    return () => setPageMetaOverride(token, null);
  }, [title, description]);
}
