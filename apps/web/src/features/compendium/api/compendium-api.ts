import type { CompendiumKind } from '../kinds.ts';

/** A failed call: the HTTP status (0 when the server could not be reached) and a sentence for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

const API_BASE = '/api/v1';

export function listUrl(kind: CompendiumKind, params: URLSearchParams): string {
  const query = params.toString();
  return `${API_BASE}/${kind}${query ? `?${query}` : ''}`;
}

export function entryUrl(kind: CompendiumKind, idOrSlug: string): string {
  return `${API_BASE}/${kind}/${encodeURIComponent(idOrSlug)}`;
}

/** The sentence an error answer carries: the compendium's `error`, else the app's `message`. */
async function errorSentence(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && response.status < 500) return body.error;
    if (typeof body.message === 'string' && response.status < 500) return body.message;
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return response.status >= 500
    ? 'The server ran into a problem. Please try again in a moment.'
    : `The server answered ${response.status}.`;
}

/** GETs JSON from the API; every failure, including an unreachable server, becomes an `ApiError`. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(
      0,
      navigator.onLine ? 'Skald’s server could not be reached.' : 'You are offline, so this could not be loaded.',
    );
  }
  if (!response.ok) throw new ApiError(response.status, await errorSentence(response));
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, 'The server’s answer could not be read.');
  }
}
