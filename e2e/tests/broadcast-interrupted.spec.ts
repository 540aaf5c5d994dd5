import { BROADCAST_MESSAGES } from '@skald/contract/live/live-messages';
import { createAccount } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { csrfHeader } from '../support/csrf.ts';
import { type APIRequestContext, expect, type Page, test, type WebSocketRoute } from '../support/fixtures.ts';

/** The grace this server gives a GM's dropped connection before it interrupts the broadcast. */
const GRACE_MS = 1500;

test.describe.configure({ timeout: 240_000 });

async function broadcastOf(request: APIRequestContext) {
  const answer = await request.get('/api/live/broadcast');
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { broadcast: { live: boolean; interrupted: boolean } }).broadcast;
}

/**
 * The GM's host socket through a switch: while cut, the open sockets close and every reconnect is
 * refused, as a lost network does; once restored, reconnects reach the server again.
 */
async function cuttableLiveSocket(page: Page) {
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/api\/live$/, (socket) => {
    if (cut) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.add(socket);
  });
  return {
    async cut() {
      cut = true;
      for (const socket of open) await socket.close();
      open.clear();
    },
    restore() {
      cut = false;
    },
  };
}

/** Drops the GM's connection for longer than the grace, then lets it come back; the question appears. */
async function dropPastTheGrace(
  page: Page,
  request: APIRequestContext,
  link: { cut(): Promise<void>; restore(): void },
) {
  await link.cut();
  await expect.poll(async () => (await broadcastOf(request)).interrupted, { timeout: GRACE_MS + 15_000 }).toBe(true);
  link.restore();
  const question = page.getByRole('dialog', { name: BROADCAST_MESSAGES.interrupted });
  await expect(page.getByRole('alert').filter({ hasText: BROADCAST_MESSAGES.interrupted })).toBeVisible({
    timeout: 30_000,
  });
  await expect(question).toContainText(BROADCAST_MESSAGES.continueQuestion);
  return question;
}

test.use({ ownServerEnv: { SKALD_BROADCAST_GRACE_MS: String(GRACE_MS) } });

test('a connection lost past the grace asks whether to continue: Yes goes live again, No stops', async ({
  browser,
  ownServer: server,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    await createAccount(context.request);
    const headers = await csrfHeader(context.request);
    const created = await context.request.post('/api/library/campaigns', { data: { name: 'Storm King' }, headers });
    expect(created.ok(), await created.text()).toBe(true);
    const campaign = (await created.json()) as { id: string };
    const page = await context.newPage();
    const link = await cuttableLiveSocket(page);
    await page.goto(`/content/campaigns/${campaign.id}`);
    await page.getByRole('tab', { name: 'Share' }).click();
    const live = page.getByRole('switch', { name: 'Broadcast live' });
    await live.click();
    await expect(live).toBeChecked();

    const question = await dropPastTheGrace(page, context.request, link);
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(question).toHaveCount(0);
    expect(await broadcastOf(context.request)).toMatchObject({ live: true, interrupted: false });
    await expect(live).toBeChecked();

    await page.setViewportSize({ width: 390, height: 844 });
    const again = await dropPastTheGrace(page, context.request, link);
    await again.getByRole('button', { name: 'No' }).click();
    await expect(again).toHaveCount(0);
    expect(await broadcastOf(context.request)).toMatchObject({ live: false, interrupted: false });
    await expect(live).not.toBeChecked();
  } finally {
    await context.close();
  }
});
