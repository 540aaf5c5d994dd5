import { randomUUID } from 'node:crypto';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEntity } from '@skald/rules/encounter/entity';
import { createAccount, uniqueUsername } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { csrfHeader } from '../support/csrf.ts';
import { type Browser, expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 90_000 });

const HEROES = ['Thora Ironfist', 'Elowen Brightleaf', 'Pip Underbough', 'Brother Aldric'];
const FOES = ['Hobgoblin captain', 'Hobgoblin', 'Hobgoblin archer', 'Goblin', 'Goblin boss', 'Worg'];

/**
 * A GM live on a fight of ten, in round 2: four players (one down, making death saves; one poisoned and
 * prone) and six monsters, one of them hurt and frightened. Answers where its TV view is.
 */
async function liveFightOfTen(browser: Browser): Promise<string> {
  const request = (await browser.newContext()).request;
  await createAccount(request);
  const headers = await csrfHeader(request);
  const call = async (method: 'POST' | 'PUT', path: string, data: object) => {
    const answer = await request.fetch(path, { method, data, headers });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  await call('PUT', '/api/me/username', { username: uniqueUsername('tv') });
  const players: string[] = [];
  for (const name of HEROES) {
    players.push(
      (await call('POST', '/api/library/players', { character_name: name, level: 5, ac: 16, maxHp: 40 })).id,
    );
  }
  const campaign = await call('POST', '/api/library/campaigns', {
    name: 'The Sunless Citadel',
    private: false,
    players: Object.fromEntries(players.map((id) => [id, {}])),
  });
  const encounters = `/api/library/campaigns/${campaign.id}/encounters`;
  const encounter = await call('POST', encounters, {
    name: 'Ambush at the ford',
    entities: [
      ...HEROES.map((name, i) =>
        createEntity({
          key: `p${i}`,
          id: players[i],
          name,
          entityType: 'player',
          npc: false,
          maxHp: 40,
          ac: 16,
          initiative: 20 - i * 2,
        }),
      ),
      ...FOES.map((name, i) =>
        createEntity({ key: `m${i}`, name, entityType: 'npc', maxHp: 30, ac: 15, initiative: 19 - i * 2 }),
      ),
    ],
  });
  let version = encounter.version as number;
  const sync = async (command: EncounterCommand) => {
    const queued = { id: randomUUID(), at: Date.now(), automate: true, action: { kind: 'command', command } };
    const answer = await call('POST', `${encounters}/${encounter.id}/commands`, {
      baseVersion: version,
      commands: [queued],
    });
    version = answer.version;
  };
  await sync({ type: 'start' });
  await sync({ type: 'damage', target: 'p2', amount: 40, by: 'm0' });
  await sync({ type: 'add-condition', key: 'p1', condition: 'poisoned' });
  await sync({ type: 'add-condition', key: 'p1', condition: 'prone' });
  await sync({ type: 'damage', target: 'm1', amount: 12, by: 'p0' });
  await sync({ type: 'add-condition', key: 'm1', condition: 'frightened' });
  for (let turn = 0; turn < 11; turn += 1) await sync({ type: 'next-turn' });
  const live = await call('PUT', '/api/live/broadcast', { campaignId: campaign.id, live: true });
  await call('PUT', '/api/live/broadcast/encounter', { encounterId: encounter.id });
  return `/user/${live.userId}/${campaign.id}?tv`;
}

test('the TV view shows a fight of ten whole on a 1920×1080 screen in large type, without scrolling', async ({
  browser,
}) => {
  const address = await liveFightOfTen(browser);
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto(address);
  const cards = tv.getByRole('list', { name: 'Turn order' }).locator(':scope > li');
  await expect(cards).toHaveCount(10);
  await expect(tv.getByText('Round 2')).toBeVisible();
  const height = await tv.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the page is taller than the screen').toBeLessThanOrEqual(1080);
  for (const card of await cards.all()) await expect(card).toBeInViewport({ ratio: 1 });
  // Large type across the screen, readable from the table; that it has no controls is a component test.
  const rootFontPx = await tv.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(rootFontPx).toBeGreaterThanOrEqual(26);
  const listWidth = await tv
    .getByRole('list', { name: 'Turn order' })
    .evaluate((list) => list.getBoundingClientRect().width);
  expect(listWidth).toBeGreaterThan(1600);
  await expectNoSeriousA11yViolations(tv);
});
