import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '../use-online.ts';
import { ApiError, getJson } from './compendium-api.ts';

/** Answers already fetched in this tab: going back to a list or an entry shows it at once. */
const cache = new Map<string, unknown>();
const CACHE_SIZE = 200;

function remember(url: string, data: unknown): void {
  cache.delete(url);
  cache.set(url, data);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

export interface ApiState<T> {
  /** The answer for the current address, when it has arrived. */
  data: T | undefined;
  /** While a new address loads, the answer for the previous one, so a list does not blank out. */
  previous: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  retry(): void;
}

interface Settled<T> {
  url: string;
  data?: T;
  error?: ApiError;
}

/**
 * Loads `url` (nothing when null), with a retry for failures; a newer address cancels the older call. An
 * answer still missing when the connection comes and goes is asked for again: back online it arrives by
 * itself, and gone offline the service worker may hold a copy (apps/web/pwa-compendium-cache.ts).
 */
export function useApi<T>(url: string | null): ApiState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastData, setLastData] = useState<T | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const online = useOnline();

  useEffect(() => {
    // Read so a retry, or the connection coming back, re-runs the effect for the same address.
    void attempt;
    void online;
    if (url === null || cache.has(url)) return;
    const controller = new AbortController();
    getJson<T>(url, controller.signal).then(
      (data) => {
        remember(url, data);
        setSettled({ url, data });
        setLastData(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ url, error: error instanceof ApiError ? error : new ApiError(0, 'Something went wrong.') });
      },
    );
    return () => controller.abort();
  }, [url, attempt, online]);

  const retry = useCallback(() => {
    setSettled(null);
    setAttempt((n) => n + 1);
  }, []);

  const cached = url === null ? undefined : (cache.get(url) as T | undefined);
  const current = settled?.url === url ? settled : undefined;
  const data = cached ?? current?.data;
  const error = data === undefined ? current?.error : undefined;
  return {
    data,
    previous: data === undefined ? lastData : undefined,
    error,
    loading: url !== null && data === undefined && error === undefined,
    retry,
  };
}
