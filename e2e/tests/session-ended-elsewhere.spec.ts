import { PASSWORD, signUpViaApi } from '../support/accounts.ts';
import { csrfHeader } from '../support/csrf.ts';
import { expect, test } from '../support/fixtures.ts';

test('a GM whose password is changed on another device is signed out on this one, without a reload', async ({
  browser,
  page,
}) => {
  const heardBroadcast = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"type":"broadcast"')) resolve();
      });
    });
  });
  const email = await signUpViaApi(page);
  await page.goto('/content');
  const accountMenu = page.getByRole('button', { name: /^Account menu/ });
  await expect(accountMenu).toBeVisible();
  await heardBroadcast;
  await page.evaluate(() => {
    (window as unknown as { kept?: boolean }).kept = true;
  });

  const elsewhere = await browser.newContext();
  const headers = await csrfHeader(elsewhere.request);
  const signedIn = await elsewhere.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD }, headers });
  expect(signedIn.status()).toBe(200);
  const changed = await elsewhere.request.post('/api/me/password', {
    data: { currentPassword: PASSWORD, newPassword: 'another horse battery staple' },
    headers: await csrfHeader(elsewhere.request),
  });
  expect(changed.status(), await changed.text()).toBeLessThan(300);

  await expect(accountMenu).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  await elsewhere.close();
});
