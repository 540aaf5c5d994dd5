import { CSRF_HEADER } from '@skald/contract/account-limits';

/**
 * A failed call: the HTTP status (0 when the server could not be reached), a sentence for people, and the
 * refusal's JSON when it says more (a library import's unreadable records).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly answer: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

/** The token the session answer hands out; every state-changing call must carry it back. */
let csrfToken = '';

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/**
 * The token, read from the session first when the page has none yet: a page opened offline (a saved
 * encounter kept running) sends its waiting gestures when the network returns, maybe before the session
 * is read again, and without a token every one would be refused.
 */
async function currentCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  const answer = await getJson<{ csrfToken?: unknown }>('/api/auth/session');
  if (typeof answer.csrfToken === 'string') csrfToken = answer.csrfToken;
  return csrfToken;
}

/**
 * The sentence an error answer carries: the app's `{ statusCode, error, message }` says it in `message`,
 * the compendium's refusals in `error`. A 5xx never shows the server's words.
 */
async function refusal(response: Response): Promise<ApiError> {
  if (response.status < 500) {
    try {
      const body = (await response.json()) as { error?: unknown; message?: unknown };
      if (typeof body.message === 'string' && body.message) return new ApiError(response.status, body.message, body);
      if (typeof body.error === 'string' && body.error) return new ApiError(response.status, body.error, body);
    } catch {
      // Not JSON: fall through to the generic sentence.
    }
  }
  return new ApiError(
    response.status,
    response.status >= 500
      ? 'The server ran into a problem. Please try again in a moment.'
      : `The server answered ${response.status}.`,
  );
}

async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(
      0,
      navigator.onLine ? 'Skald’s server could not be reached.' : 'You are offline, so this could not be loaded.',
    );
  }
  if (!response.ok) throw await refusal(response);
  return response;
}

async function readJson<T>(response: Response, signal?: AbortSignal | null): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(response.status, 'The server’s answer could not be read.');
  }
}

/** GETs JSON from the API; every failure, including an unreachable server, becomes an `ApiError`. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(await call(url, { signal, headers: { accept: 'application/json' } }), signal);
}

/**
 * Sends a state-changing call with the CSRF token and an optional JSON body. Answers with the JSON the
 * server sent, or undefined for an empty answer (204).
 */
export function sendJson<T = undefined>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  return sendJsonText<T>(method, url, body === undefined ? undefined : JSON.stringify(body));
}

/**
 * `sendJson` for a body already written as JSON, as text or a file of it: a 20 MB file for an import goes
 * as it is on disk (the browser streams it), not parsed and written out again on the page's thread.
 */
export async function sendJsonText<T = undefined>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  text?: string | Blob,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: await currentCsrfToken() };
  if (text !== undefined) headers['content-type'] = 'application/json';
  const response = await call(url, { method, headers, body: text });
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T;
  return readJson<T>(response);
}

/** Sends a picture's bytes as a call's body, typed as the file says, with the CSRF token; answers the JSON sent back. */
export async function sendPicture<T>(method: 'POST' | 'PUT', url: string, picture: Blob): Promise<T> {
  const response = await call(url, {
    method,
    headers: {
      accept: 'application/json',
      [CSRF_HEADER]: await currentCsrfToken(),
      'content-type': picture.type || 'application/octet-stream',
    },
    body: picture,
  });
  return readJson<T>(response);
}
