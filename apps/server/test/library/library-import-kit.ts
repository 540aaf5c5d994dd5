import { LIBRARY_FILE_NOTES } from '@skald/contract/library/library-io-limits';
import { expect } from 'vitest';
import type { newUser } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

// What the library import and export tests share: a populated library, and calls to export and import it.

export type User = Awaited<ReturnType<typeof newUser>>;
export type Json = { [key: string]: unknown };
export const KINDS = ['campaigns', 'players', 'npcs', 'spells', 'reminders', 'items', 'characters'] as const;

export const emberBolt = {
  name: 'Ember Bolt',
  level: 2,
  school: 'evocation',
  components: ['V', 'M'],
  material: 'a pinch of soot',
  casting_time: '1 action',
  range: '120 feet',
  duration: 'Instantaneous',
  damage_at_slot_level: { '2': '3d8', '3': '4d8' },
};
const hex = { title: 'Hexed', trigger: 'timed', action: 'remove', notify: 'Move the hex.', color: 'grape', rounds: 10 };

export async function created(user: User, kind: string, body: Json): Promise<Json> {
  const answer = await user.post(`/api/library/${kind}`, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

/** A game master's library with a link of every sort: companion ↔ player, a campaign's party and inventory. */
export async function populate(gm: User) {
  const sword = await created(gm, 'items', { name: 'Sword of Answering', rarity: 'legendary', desc: 'It talks.' });
  await created(gm, 'spells', emberBolt);
  await created(gm, 'reminders', hex);
  const aria = await created(gm, 'players', {
    character_name: 'Aria Vance',
    avatar: 'https://pictures.example/aria.png',
    level: 5,
    ac: 15,
    skills: ['stealth'],
  });
  const wolf = await created(gm, 'npcs', { ...goblinBoss, name: 'Grey Wolf', player_id: aria.id });
  await created(gm, 'npcs', goblinBoss);
  const saved = await gm.request('PUT', `/api/library/players/${aria.id}`, {
    ...aria,
    id: undefined,
    created: undefined,
    updated: undefined,
    companions: [wolf.id],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const campaign = await created(gm, 'campaigns', {
    name: 'The Lost Mine',
    background: 'Phandelver.',
    players: { [aria.id as string]: {} },
    companions: { [wolf.id as string]: {} },
    inventory: {
      currency: 1234,
      items: [
        { name: 'Talking sword', identified: true, linked_item: { key: sword.id, custom: true } },
        { name: 'Rope', linked_item: { key: 'rope-hempen-50-feet', custom: false } },
      ],
    },
  });
  await created(gm, 'characters', {
    character_name: 'Brom',
    level: 3,
    companions: [wolf.id],
    campaign_id: campaign.id,
  });
  const notes = `campaigns/${campaign.id}/notes`;
  const first = await created(gm, notes, { text: 'Session 1: the goblin ambush.' });
  await created(gm, notes, { text: 'Session 2: Cragmaw hideout.' });
  // Rewritten a moment later, so its updated time is not its created time.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const rewritten = await gm.request('PUT', `/api/library/${notes}/${first.id}`, {
    text: 'Session 1: the goblin ambush, Sildar freed.',
  });
  expect(rewritten.statusCode, rewritten.body).toBe(200);
}

export type File = Json & { [Kind in (typeof KINDS)[number] | typeof LIBRARY_FILE_NOTES]: Json[] };

export async function exported(user: User): Promise<File> {
  const answer = await user.get('/api/library/export');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

export function importFile(user: User, file: unknown, dryRun = false) {
  return user.post(`/api/library/import${dryRun ? '?dryRun=true' : ''}`, file);
}

/** A file with every id replaced by the name of the record it names, and the server's timestamps left out. */
export function byNames(file: File) {
  const names = new Map<string, string>();
  for (const kind of KINDS) {
    for (const record of file[kind])
      names.set(record.id as string, `${kind}:${record.name ?? record.title ?? record.character_name}`);
  }
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') return names.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'id' && key !== 'timestamp')
          .map(([key, inner]) => [names.get(key) ?? key, rename(inner)]),
      );
    }
    return value;
  };
  return Object.fromEntries(KINDS.map((kind) => [kind, rename(file[kind])]));
}

export const noneAdded = {
  campaigns: 0,
  players: 0,
  npcs: 0,
  spells: 0,
  reminders: 0,
  items: 0,
  characters: 0,
  [LIBRARY_FILE_NOTES]: 0,
  encounters: 0,
  soundboard: 0,
};

/**
 * An import's report of a Skald file: nothing overwritten and no duplicates unless said; what it stored (the
 * links the page shows: `library-import-stored.test.ts`) is none on a dry run and a list of each otherwise.
 */
export function report(fields: Json, version = 2): Json {
  const stored = fields.dryRun
    ? { campaigns: [], encounters: [] }
    : { campaigns: expect.any(Array), encounters: expect.any(Array) };
  return {
    format: 'skald',
    label: `a Skald library file (version ${version})`,
    overwritten: noneAdded,
    duplicates: [],
    rejected: [],
    changed: [],
    stored,
    ...fields,
  };
}

/** A file's notes by their campaign's name, with their text and times. */
export function notesByCampaign(file: File) {
  const names = new Map(file.campaigns.map((campaign) => [campaign.id, campaign.name]));
  return file[LIBRARY_FILE_NOTES].map(({ campaign_id, ...note }) => ({ campaign: names.get(campaign_id), ...note }));
}
