import type { Monster } from '@skald/rules/monster/monster';
import { entryUrl, getJson } from '../../../lib/compendium/compendium-api.ts';
import type { MonsterRecord } from '../../../lib/compendium/records.ts';
import type { EncounterSession } from '../session/encounter-session.ts';
import { createLocalSession } from '../session/local-encounter-session.ts';
import { DEMO_MONSTERS, demoEncounter } from './demo-encounter.ts';

/** The demo lives in this tab only, between the builder and the runner; nothing is saved. */
let current: EncounterSession | null = null;

async function statBlock(slug: string): Promise<Monster | undefined> {
  try {
    return await getJson<MonsterRecord>(entryUrl('monsters', slug));
  } catch {
    // Offline or the compendium is unreachable: the demo still runs on the spec's hit points and armor classes.
    return undefined;
  }
}

/** The demo's monsters' stat blocks from the compendium, those that could be had. */
export async function loadDemoStatBlocks(): Promise<Record<string, Monster | undefined>> {
  const slugs = [...new Set(DEMO_MONSTERS.map((monster) => monster.slug))];
  const blocks = await Promise.all(slugs.map(statBlock));
  return Object.fromEntries(slugs.map((slug, index) => [slug, blocks[index]]));
}

/** The demo being run in this tab, started from the default demo the first time. */
export async function demoSession(): Promise<EncounterSession> {
  if (current) return current;
  const session = createLocalSession(demoEncounter(await loadDemoStatBlocks()), { automate: true });
  current ??= session;
  return current;
}

/** Starts the demo over: the next `demoSession` builds the default demo again. */
export function forgetDemoSession(): void {
  current = null;
}
