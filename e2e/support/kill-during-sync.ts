import { setTimeout as delay } from 'node:timers/promises';
import type { Page, Request } from '@playwright/test';
import type { EncounterSync } from '@skald/contract/library/encounter-sync';
import type { OwnServer } from './own-server.ts';

/** The runner's sync of queued commands to a saved encounter. */
export const isSync = (request: Request) => request.method() === 'POST' && request.url().endsWith('/commands');

/** The fewest commands of a sync worth killing in the middle of. */
const FEW = 4;

/**
 * Kills the server (SIGKILL) halfway through one of the page's syncs of several commands: the server
 * applies them one transaction after another and answers after the last, so the first half is committed
 * and unanswered. Halfway is timed by the syncs answered before (their time to the answer per command).
 * Once `giveUp()` says so, it kills as the next sync starts, whatever its size.
 */
export async function killDuringSync(page: Page, server: OwnServer, giveUp: () => boolean): Promise<void> {
  let perCommandMs = 10;
  for (;;) {
    const request = await page.waitForRequest(isSync);
    const count = (request.postDataJSON() as EncounterSync).commands.length;
    const answer = request.response();
    if (count >= FEW || giveUp()) {
      const halfway = giveUp() ? 0 : (count * perCommandMs) / 2;
      const first = await Promise.race([answer.then(() => 'answered'), delay(halfway).then(() => 'halfway')]);
      if (first === 'halfway') return server.kill();
    }
    if (await answer) perCommandMs = Math.max(1, request.timing().responseStart / count);
  }
}
