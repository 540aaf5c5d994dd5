import type { FollowerView } from '@skald/contract/live/follower-view';
import type { LiveServerMessage } from '@skald/contract/live/live-messages';
import { applyMergePatch } from '@skald/contract/live/merge-patch';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';
import { goLiveAsGm, LIVE_FIGHT } from '../support/live-gm.ts';

test.describe.configure({ timeout: 90_000 });

/** Every text frame the page's sockets receive, kept in order. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') frames.push(frame.payload);
    });
  });
  return frames;
}

/** The views the frames made, as the page builds them: each snapshot, and each patch on the one before. */
function viewsFrom(frames: string[]): FollowerView[] {
  const views: FollowerView[] = [];
  let view: FollowerView | undefined;
  for (const frame of frames) {
    const message = JSON.parse(frame) as LiveServerMessage;
    if (message.type === 'snapshot') view = message.view;
    else if (message.type === 'patch' && view) view = applyMergePatch(view, message.patch);
    else continue;
    views.push(view);
  }
  return views;
}

const turnOrder = (page: Page) => page.getByRole('list', { name: 'Turn order' });
const currentCard = (page: Page) => turnOrder(page).locator('li[aria-current="true"]');
const card = (page: Page, name: string) => turnOrder(page).getByRole('listitem').filter({ hasText: name });

// What the page shows of each view, the TV view's missing controls, rewards and the party between fights are
// component tests (apps/web/src/follow/FollowApp.test.tsx); the projection (hidden combatants, rewards by
// public name) is the server suite's. Here: a GM broadcasting and a phone following over a real socket.
test('a follower watches round, turn and damage change live, and never receives the hidden goblin boss', async ({
  browser,
  page,
}) => {
  const gm = await goLiveAsGm(browser);
  const frames = recordFrames(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/${gm.userId}/${gm.campaignId}`);

  await expect(page).toHaveTitle(`${LIVE_FIGHT.campaign}: live initiative | Skald`);
  await expect(page.getByRole('heading', { level: 1, name: LIVE_FIGHT.campaign })).toBeVisible();
  await expect(page.getByText(`Game master: ${gm.username}`)).toBeVisible();
  await expect(page.getByText('GM online')).toBeVisible();
  await expect(page.getByRole('heading', { name: LIVE_FIGHT.encounter })).toBeVisible();
  await expect(page.getByText('Round 1', { exact: true })).toBeVisible();
  await expect(currentCard(page)).toContainText(LIVE_FIGHT.hero);
  await expect(turnOrder(page).getByRole('listitem')).toHaveCount(3);
  await expect(card(page, LIVE_FIGHT.hero)).toContainText('30 of 30 hit points');
  await expect(card(page, LIVE_FIGHT.hero)).toContainText('AC 16');
  await expect(card(page, LIVE_FIGHT.orc).getByRole('img', { name: 'Unhurt, 4 of 4 hearts' })).toBeVisible();
  await expect(card(page, LIVE_FIGHT.orc)).toContainText('Enemy');
  await expect(card(page, LIVE_FIGHT.orc)).not.toContainText('AC');
  await expect(card(page, LIVE_FIGHT.ally)).toContainText('Ally');
  await expect(page.getByRole('link', { name: 'Sign in to follow' })).toHaveAttribute(
    'href',
    `/sign-in?redirect=${encodeURIComponent(`/user/${gm.userId}/${gm.campaignId}`)}`,
  );
  await expectNoSeriousA11yViolations(page);

  await gm.sync({ type: 'damage', target: 'orc', amount: 10, by: 'hero' });
  await expect(card(page, LIVE_FIGHT.orc).getByRole('img', { name: 'Lightly hurt, 3 of 4 hearts' })).toBeVisible();

  // The hidden boss acts next: followers keep seeing the hero's turn, not a gap that gives it away.
  await gm.sync({ type: 'next-turn' });
  await gm.sync({ type: 'damage', target: 'hero', amount: 7, by: 'boss' });
  await expect(card(page, LIVE_FIGHT.hero)).toContainText('23 of 30 hit points');
  await expect(currentCard(page)).toContainText(LIVE_FIGHT.hero);

  await gm.sync({ type: 'next-turn' });
  await expect(currentCard(page)).toContainText(LIVE_FIGHT.orc);
  await expect(page.getByText(`${LIVE_FIGHT.orc}’s turn.`, { exact: true })).toBeVisible();
  await gm.sync({ type: 'add-condition', key: 'orc', condition: 'poisoned' });
  await expect(card(page, LIVE_FIGHT.orc).getByRole('list', { name: `Conditions of ${LIVE_FIGHT.orc}` })).toHaveText(
    'Poisoned',
  );
  // A roll the GM shares reaches the page (how long it shows is the component test's).
  await gm.call('POST', '/api/live/rolls', {
    title: 'Greataxe',
    expression: '1d12+3',
    total: 11,
    throws: [8],
    advantage: null,
    entityName: LIVE_FIGHT.orc,
  });
  const toast = page.getByRole('status').filter({ hasText: 'Shared roll' });
  await expect(toast).toContainText(`${LIVE_FIGHT.orc}: Greataxe 1d12+3 = 11 (8)`);

  await gm.sync({ type: 'next-turn' });
  await gm.sync({ type: 'next-turn' });
  await expect(page.getByText('Round 2', { exact: true })).toBeVisible();
  await expect(currentCard(page)).toContainText(LIVE_FIGHT.hero);

  const liveBadge = page.getByRole('main').getByText(/^(Live|Paused)$/);
  await expect(liveBadge).toHaveText('Live');
  await gm.page.close();
  await expect(page.getByText(/^GM offline since \d\d:\d\d$/)).toBeVisible();
  // Within the grace the broadcast is still on, but the badge no longer says Live: the view stands still.
  await expect(liveBadge).toHaveText('Paused');

  // The light theme, when the visitor chose it in the app, reads as well.
  await page.evaluate(() => localStorage.setItem('skald-color-scheme', 'light'));
  await page.reload();
  await expect(currentCard(page)).toContainText(LIVE_FIGHT.hero);
  // The follow page's own stylesheet in the light theme: its one scan in that theme.
  await expectNoSeriousA11yViolations(page);

  // Nothing of the hidden boss reached the page: not its name, not in any frame, and no enemy's exact HP.
  await expect(page.getByText(LIVE_FIGHT.hidden)).toHaveCount(0);
  expect(await page.content()).not.toContain(LIVE_FIGHT.hidden);
  expect(frames.length).toBeGreaterThan(3);
  for (const frame of frames) {
    expect(frame).not.toContain(LIVE_FIGHT.hidden);
    expect(frame).not.toContain('"boss"');
  }
  const views = viewsFrom(frames);
  expect(views.length).toBeGreaterThan(3);
  for (const view of views) {
    const entities = Object.values(view.encounter?.entities ?? {});
    expect(entities.map((entity) => entity.name).sort()).toEqual(
      [LIVE_FIGHT.hero, LIVE_FIGHT.orc, LIVE_FIGHT.ally].sort(),
    );
    for (const entity of entities.filter((one) => one.side !== 'players')) {
      expect(entity.health?.kind, entity.name).toBe('hearts');
    }
  }
});

test('after the server drops the socket the page reconnects and resumes from the version it holds', async ({
  browser,
  page,
}) => {
  const gm = await goLiveAsGm(browser);
  // The table's screen follows too: the campaign's channel, with its recent patches, outlives the phone's blip.
  const tv = await (await browser.newContext()).newPage();
  await tv.goto(`/user/${gm.userId}/${gm.campaignId}?tv`);
  await expect(card(tv, LIVE_FIGHT.hero)).toContainText('30 of 30 hit points');
  const connections: { sent: string[]; received: string[]; drop: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/api\/live$/, (socket) => {
    const server = socket.connectToServer();
    const connection = { sent: [] as string[], received: [] as string[], drop: () => server.close() };
    connections.push(connection);
    socket.onMessage((message) => {
      connection.sent.push(String(message));
      server.send(message);
    });
    server.onMessage((message) => {
      connection.received.push(String(message));
      socket.send(message);
    });
  });
  await page.goto(`/user/${gm.userId}/${gm.campaignId}`);
  await expect(card(page, LIVE_FIGHT.hero)).toContainText('30 of 30 hit points');
  const first = connections[0];
  if (!first) throw new Error('the page opened no socket');
  const held = JSON.parse(first.received.at(-1) ?? '{}') as { version?: string };

  await first.drop();
  await gm.sync({ type: 'damage', target: 'hero', amount: 4, by: 'orc' });
  await expect(card(page, LIVE_FIGHT.hero)).toContainText('26 of 30 hit points');
  expect(connections.length).toBe(2);
  const second = connections[1];
  expect(JSON.parse(second?.sent[0] ?? '{}')).toEqual({
    type: 'follow',
    userId: gm.userId,
    campaignId: gm.campaignId,
    since: held.version,
  });
  // Resumed: the change came as a patch from the version held, not as a whole new snapshot.
  expect(second?.received.map((frame) => (JSON.parse(frame) as LiveServerMessage).type)).not.toContain('snapshot');
  await expect(page.getByText('Connection lost: reconnecting…')).toHaveCount(0);
});
