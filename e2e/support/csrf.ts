import type { APIRequestContext } from '@playwright/test';
import { CSRF_HEADER } from '@skald/contract/account-limits';

/** The CSRF header a write from `request`'s cookies needs, read from the session answer as the web app does. */
export async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const session = await request.get('/api/auth/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return { [CSRF_HEADER]: csrfToken };
}
