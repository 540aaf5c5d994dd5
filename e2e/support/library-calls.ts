import { expect, type Page } from '@playwright/test';
import { csrfHeader } from './csrf.ts';

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
  const headers = await csrfHeader(page.request);
  const answer = await page.request.fetch(path, { method, data, headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.status() === 204 ? { id: '' } : answer.json();
}
