import { useEffect, useState } from 'react';
import { refusalText } from './refusal-text.ts';

export interface Read<T> {
  data: T | null;
  /** The server's sentence when the read failed. */
  error: string | null;
  /** Replaces what was read (after a change this page made). */
  setData(data: T): void;
}

/** Reads once per `key` (aborted when the key changes or the page goes); failures become the server's sentence. */
export function useRead<T>(key: string, read: (signal: AbortSignal) => Promise<T>): Read<T> {
  const [state, setState] = useState<{ key: string; data: T | null; error: string | null }>({
    key,
    data: null,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is a new function each render; `key` names what it reads.
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, data: null, error: null });
    read(controller.signal).then(
      (data) => setState({ key, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, data: null, error: refusalText(error, 'This could not be loaded.') });
      },
    );
    return () => controller.abort();
  }, [key]);
  const current = state.key === key ? state : { data: null, error: null };
  return { data: current.data, error: current.error, setData: (data) => setState({ key, data, error: null }) };
}
