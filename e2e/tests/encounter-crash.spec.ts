import type { StoredEncounter } from '@skald/contract/library/encounter-record';
import type { EncounterSync, EncounterSyncAnswer } from '@skald/contract/library/encounter-sync';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { createAccount } from '../support/accounts.ts';
import { typeInitiativeAndStart } from '../support/demo.ts';
import { combatantRow, createSavedEncounter } from '../support/encounters.ts';
import { expect, type Response, test } from '../support/fixtures.ts';
import { isSync, killDuringSync } from '../support/kill-during-sync.ts';

/**
 * combat.md's saved encounter under a crash: the GM deals 1,000 hits of 1 from the keyboard while the
 * server is killed outright (SIGKILL) around the 400th, in the middle of a sync, and started again on the
 * same data while the keys go on. Every command
 * the server acknowledged must be in the encounter and its log, and the page must come to the server's
 * fight by itself, without a reload.
 */
const GESTURES = 1000;
const KILL_AT = 400;
const DRAGON_HP = 1500;
const PARTY = [
  createEntity({ key: 'hero', name: 'Hero', entityType: 'player', maxHp: 30, ac: 16, initiative: 18 }),
  createEntity({ key: 'dragon', name: 'Dragon', entityType: 'npc', maxHp: DRAGON_HP, ac: 19, initiative: 10 }),
];

// 3,000 key presses and a restart: minutes on a loaded machine, with the other worker busy beside it.
test.setTimeout(300_000);
test.use({ ownServerEnv: { ACCOUNT_REQUESTS_PER_ADDRESS: '1000' } });

test('kill -9 the server during 1,000 commands from a browser: every acknowledged command is kept and the page converges without a reload', async ({
  browser,
  ownServer: server,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await createAccount(context.request);
    const ids = await createSavedEncounter(page, PARTY);
    const address = `/api/library/campaigns/${ids.campaignId}/encounters/${ids.encounterId}`;

    // Every command the page sends, and each one an answer acknowledged (applied now, or before).
    const sent = new Set<string>();
    const acknowledged = new Set<string>();
    let duplicates = 0;
    const answers: Promise<void>[] = [];
    page.on('request', (request) => {
      if (!isSync(request)) return;
      for (const queued of (request.postDataJSON() as EncounterSync).commands) sent.add(queued.id);
    });
    page.on('response', (response: Response) => {
      if (!isSync(response.request()) || response.status() !== 200) return;
      const read = (response.json() as Promise<EncounterSyncAnswer>).then(
        (answer) => {
          for (const { id, outcome } of answer.outcomes) if (outcome !== 'refused') acknowledged.add(id);
          duplicates += answer.outcomes.filter(({ outcome }) => outcome === 'duplicate').length;
        },
        () => {
          // The body never arrived (the process died while answering): not acknowledged.
        },
      );
      answers.push(read);
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.goto(`/run-encounter/${ids.campaignId}/${ids.encounterId}`);
    await typeInitiativeAndStart(page, [
      ['Hero', '18'],
      ['Dragon', '10'],
    ]);
    await page.getByRole('checkbox', { name: 'Target Dragon', exact: true }).check();
    // Focus leaves the checkbox, so the screen's keys answer.
    await page.getByRole('heading', { name: 'Damage and healing' }).click();

    const dragonHp = combatantRow(page, 'Dragon');
    let hit = 0;
    let killed: Promise<void> | null = null;
    const started = Date.now();
    for (hit = 1; hit <= GESTURES; hit++) {
      if (hit === KILL_AT) {
        // The kill lands while a sync is on its way, after the server committed part of it; the keys go on.
        killed = killDuringSync(page, server, () => hit >= KILL_AT + 100).then(() => server.restart());
      }
      // Enter puts the cursor in the amount, 1, and Enter deals it to the picked target.
      await page.keyboard.press('Enter');
      await page.keyboard.press('1');
      await page.keyboard.press('Enter');
      if (hit % 50 === 0) await expect(dragonHp).toContainText(`${DRAGON_HP - hit}/${DRAGON_HP} HP`);
    }
    const gesturesMs = Date.now() - started;
    await killed;
    expect(killed, 'the server was killed').not.toBeNull();
    await expect(page.getByRole('status', { name: 'Encounter Saved' })).toBeVisible({ timeout: 60_000 });
    await Promise.all(answers);

    const held = (await (await context.request.get(address)).json()) as StoredEncounter;
    // A read carries the log's newest page; earlier pages come from the log route, oldest first.
    const pages = [held.log];
    for (let earlier = held.earlierLog; earlier; ) {
      const first = pages[0]?.[0];
      const page = (await (await context.request.get(`${address}/log?before=${first?.id}`)).json()) as {
        log: StoredEncounter['log'];
        earlier: boolean;
      };
      pages.unshift(page.log);
      earlier = page.earlier;
    }
    const logged = pages.flat().map((line) => line.id);
    test.info().annotations.push({
      type: 'figures',
      description: `${GESTURES} hits in ${gesturesMs} ms; ${acknowledged.size} acknowledged of ${sent.size} sent, ${duplicates} answered as duplicates`,
    });

    // Every acknowledged command is in the log, once; so is every command the page made, and nothing else.
    expect([...acknowledged].filter((id) => !logged.includes(id))).toEqual([]);
    expect(new Set(logged).size).toBe(logged.length);
    expect(new Set(logged)).toEqual(sent);
    // One version per command; each of the 1,000 hits of 1 counted once.
    expect(held.version).toBe(logged.length);
    expect(findEntity(held.encounter, 'dragon')?.curHp).toBe(DRAGON_HP - GESTURES);

    // The page shows the server's fight, never reloaded.
    await expect(dragonHp).toContainText(`${DRAGON_HP - GESTURES}/${DRAGON_HP} HP`);
    await expect(page.getByText('Updated with changes made elsewhere')).toHaveCount(0);
    expect(loads).toBe(1);
  } finally {
    await context.close();
  }
});
