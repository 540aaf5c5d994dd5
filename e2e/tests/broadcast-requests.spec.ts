import { findEntity } from '@skald/rules/encounter/roster-list';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { serverSnapshot } from '../support/encounters.ts';
import { expect, type Page, test } from '../support/fixtures.ts';
import { goLiveAsGm, LIVE_FIGHT, type LiveGm } from '../support/live-gm.ts';

test.describe.configure({ timeout: 120_000 });

interface Ask {
  kind: 'damage' | 'healing';
  amount: number;
  damageType?: string;
  /** Combatants by the name followers see. */
  targets: string[];
}

/**
 * A follower who controls the GM's player asks through the real route, as the follow page does: the
 * targets' public ids come from the follower socket's snapshot.
 */
async function askTheGm(page: Page, gm: LiveGm, ask: Ask): Promise<void> {
  const answer = await page.evaluate(
    async ({ userId, campaignId, playerId, ask }) => {
      const ids = await new Promise<Record<string, string>>((resolve, reject) => {
        const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'follow', userId, campaignId }));
        socket.onerror = () => reject(new Error('The follower socket failed.'));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data));
          if (message.type !== 'snapshot') return;
          socket.close();
          const entities = Object.values(message.view.encounter?.entities ?? {}) as { id: string; name: string }[];
          resolve(Object.fromEntries(entities.map((entity) => [entity.name, entity.id])));
        };
      });
      const session = await (await fetch('/api/auth/session')).json();
      const sent = await fetch(`/api/live/campaigns/${campaignId}/requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify({
          playerId,
          kind: ask.kind,
          amount: ask.amount,
          damageType: ask.damageType,
          targets: ask.targets.map((name) => ids[name]),
        }),
      });
      return { status: sent.status, body: await sent.text() };
    },
    { userId: gm.userId, campaignId: gm.campaignId, playerId: gm.heroPlayerId, ask },
  );
  expect(answer.status, answer.body).toBe(201);
}

/** Undoes the newest log entry and waits until the server holds the result. */
async function undoLatest(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Undo: / })
    .first()
    .click();
  await expect(page.getByRole('status', { name: /^Encounter / })).toHaveAccessibleName('Encounter Saved');
}

async function waitingCount(gm: LiveGm): Promise<number> {
  const answer = (await gm.call(
    'GET',
    `/api/library/campaigns/${gm.campaignId}/encounters/${gm.encounterId}/requests`,
  )) as { requests: unknown[] };
  return answer.requests.length;
}

test('the Requests tab applies a request, adjusted per target, as one log line and one undo, and deletes another', async ({
  browser,
}) => {
  const email = uniqueEmail('player');
  const player = await browser.newContext();
  await createAccount(player.request, email);
  const gm = await goLiveAsGm(browser, email);
  const page = gm.page;
  const ids = { campaignId: gm.campaignId, encounterId: gm.encounterId };
  const playerPage = await player.newPage();
  await playerPage.goto(`/user/${gm.userId}/${gm.campaignId}`);
  await askTheGm(playerPage, gm, {
    kind: 'damage',
    amount: 7,
    damageType: 'fire',
    targets: [LIVE_FIGHT.orc, LIVE_FIGHT.ally],
  });

  await page.goto(`/run-encounter/${gm.campaignId}/${gm.encounterId}`);
  const status = page.getByRole('status', { name: /^Encounter / });
  await expect(status).toHaveAccessibleName('Encounter Saved');
  await expect(page.getByRole('status', { name: 'Live: followers see this encounter' })).toBeVisible();
  // The tab counts what waits before it is opened.
  await page.getByRole('tab', { name: 'Requests (1)' }).click();
  const requests = page.getByRole('list', { name: 'Waiting requests' });
  const fire = requests.getByRole('listitem').filter({ hasText: '7 fire damage' });
  await expect(fire).toContainText(`${LIVE_FIGHT.hero} asks for 7 fire damage`);
  await expect(fire.getByRole('textbox', { name: `Amount for ${LIVE_FIGHT.orc}` })).toHaveValue('7');

  // A request sent while the tab is open arrives by the host socket's ping, without a reload.
  await askTheGm(playerPage, gm, { kind: 'healing', amount: 5, targets: [LIVE_FIGHT.hero] });
  const healing = requests.getByRole('listitem').filter({ hasText: '5 healing' });
  await expect(healing).toContainText(`${LIVE_FIGHT.hero} asks for 5 healing`);
  await expect(page.getByRole('tab', { name: 'Requests (2)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const logBefore = (await serverSnapshot(page, ids)).log.length;
  await fire.getByRole('textbox', { name: `Amount for ${LIVE_FIGHT.orc}` }).fill('10');
  await fire.getByRole('textbox', { name: `Amount for ${LIVE_FIGHT.ally}` }).fill('3');
  await fire.getByRole('button', { name: `Apply ${LIVE_FIGHT.hero}'s request` }).click();
  await expect(fire).toHaveCount(0);
  await expect(status).toHaveAccessibleName('Encounter Saved');
  let held = await serverSnapshot(page, ids);
  expect(held.log).toHaveLength(logBefore + 1);
  expect(findEntity(held.encounter, 'orc')?.curHp).toBe(11);
  expect(findEntity(held.encounter, 'guard')?.curHp).toBe(8);
  expect(await waitingCount(gm)).toBe(1);

  // One undo takes the whole request back.
  await page.getByRole('tab', { name: 'Log' }).click();
  await undoLatest(page);
  held = await serverSnapshot(page, ids);
  expect(findEntity(held.encounter, 'orc')?.curHp).toBe(21);
  expect(findEntity(held.encounter, 'guard')?.curHp).toBe(11);

  await page.getByRole('tab', { name: 'Requests' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await healing.scrollIntoViewIfNeeded();
  await healing.getByRole('button', { name: `Delete ${LIVE_FIGHT.hero}'s request` }).click();
  await expect(page.getByText('No requests waiting.')).toBeVisible();
  expect(await waitingCount(gm)).toBe(0);
  expect(findEntity((await serverSnapshot(page, ids)).encounter, 'hero')?.curHp).toBe(30);
  await player.close();
  await page.context().close();
});

test('a combatant’s visibility for followers is one command, undone at once', async ({ browser }) => {
  const gm = await goLiveAsGm(browser);
  const page = gm.page;
  const ids = { campaignId: gm.campaignId, encounterId: gm.encounterId };
  await page.goto(`/run-encounter/${gm.campaignId}/${gm.encounterId}`);
  const status = page.getByRole('status', { name: /^Encounter / });
  await expect(status).toHaveAccessibleName('Encounter Saved');
  const logBefore = (await serverSnapshot(page, ids)).log.length;

  await page.getByRole('button', { name: 'Visibility for followers' }).click();
  const dialog = page.getByRole('dialog', { name: `Visibility for followers: ${LIVE_FIGHT.hero}` });
  await dialog.getByLabel('Health').selectOption('hidden');
  await dialog.getByLabel('Name').selectOption('hidden');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveAccessibleName('Encounter Saved');
  let held = await serverSnapshot(page, ids);
  expect(held.log).toHaveLength(logBefore + 1);
  expect(findEntity(held.encounter, 'hero')?.followerVisibility).toEqual({ name: false, health: 'hidden' });

  // Back to the campaign's setting, then the log's undo brings the own choice back.
  await page.getByRole('button', { name: 'Visibility for followers' }).click();
  await dialog.getByRole('button', { name: "Use the campaign's setting" }).click();
  await expect(status).toHaveAccessibleName('Encounter Saved');
  expect(findEntity((await serverSnapshot(page, ids)).encounter, 'hero')?.followerVisibility).toBeUndefined();
  await undoLatest(page);
  held = await serverSnapshot(page, ids);
  expect(findEntity(held.encounter, 'hero')?.followerVisibility).toEqual({ name: false, health: 'hidden' });
});
