import type { Monster } from '@skald/rules/monster/monster';
import { entryUrl, getJson } from '../../../lib/compendium/compendium-api.ts';
import type { MonsterRecord } from '../../../lib/compendium/records.ts';
import { takeOfferedDemoEncounter } from '../../../lib/encounter/demo-handover.ts';
import type { EncounterSession } from '../session/encounter-session.ts';
import { createLocalSession } from '../session/local-encounter-session.ts';
import {
  type KeptEncounter,
  keepEncounter,
  keepEncounterNow,
  loadStoredEncounter,
} from '../session/stored-encounter.ts';
import { DEMO_MONSTERS, demoEncounter } from './demo-encounter.ts';

/** Where the browser keeps the demo fight, so a reload or a later visit takes it up again. */
export const DEMO_STORAGE_KEY = 'skald-demo-encounter';

/** The demo being run, shared by the builder and the runner; it never reaches the server. */
let current: { session: EncounterSession; kept: KeptEncounter } | null = null;

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

async function startDemoSession(): Promise<EncounterSession> {
  const stored = loadStoredEncounter(DEMO_STORAGE_KEY);
  if (stored) return createLocalSession(stored.encounter, { automate: true, log: stored.log });
  return createLocalSession(demoEncounter(await loadDemoStatBlocks()), { automate: true });
}

/**
 * The demo being run: a fight another page handed over (it replaces the demo, and is kept at once so a
 * reload finds it), else the one kept in this browser, else the default demo.
 */
export async function demoSession(): Promise<EncounterSession> {
  const offered = takeOfferedDemoEncounter();
  if (offered) {
    forgetDemoSession();
    const session = createLocalSession(offered, { automate: true });
    current = { session, kept: keepEncounter(session, DEMO_STORAGE_KEY) };
    keepEncounterNow(DEMO_STORAGE_KEY, session.snapshot());
  }
  if (current) return current.session;
  const session = await startDemoSession();
  current ??= { session, kept: keepEncounter(session, DEMO_STORAGE_KEY) };
  return current.session;
}

/** The spec's reset removes the kept fight; the next change keeps the fight afresh. */
export function forgetKeptDemo(): void {
  current?.kept.forget();
}

/** Starts the demo over: the kept fight goes, and the next `demoSession` builds the default demo again. */
export function forgetDemoSession(): void {
  forgetKeptDemo();
  current = null;
}
