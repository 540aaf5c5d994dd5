import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER } from '@skald/contract/account-limits';

/**
 * Sends a library write through the API with the signed-in page's session, as the web app would: for a
 * test's setup when the form itself is not what it checks. Answers the created or saved record.
 */
export async function libraryCall(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: object,
): Promise<{ id: string }> {
  const session = await page.request.get('/api/auth/session');
  const { csrfToken } = await session.json();
  const answer = await page.request.fetch(path, { method, data, headers: { [CSRF_HEADER]: csrfToken } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.status() === 204 ? { id: '' } : answer.json();
}
