import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEntity } from '@skald/rules/encounter/entity';
import { openSession } from '@skald/testing/http-session';
import { repoRoot } from '@skald/testing/server-process';
import pg from 'pg';
import { type ProcessRun, runProcess } from '../../src/db/backup/run-process.ts';
import { adminDatabaseUrl, createScratchPostgresDatabase } from '../test-database.ts';

/** Where a database lives for the backup tests: a DATA_DIR (embedded) or a scratch database (PostgreSQL). */
export interface DatabasePlace {
  /** The environment the server and the commands read it from. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function newDatabasePlace(): Promise<DatabasePlace> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skald-backup-place-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!adminDatabaseUrl) return { env: { DATA_DIR: dataDir }, dispose: async () => removeDir() };
  const scratch = await createScratchPostgresDatabase(adminDatabaseUrl);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    dispose: async () => {
      removeDir();
      await scratch.drop();
    },
  };
}

/** Whether a restore wrote nothing there: no data folder (embedded), or no table (PostgreSQL). */
export async function holdsNothing(place: DatabasePlace): Promise<boolean> {
  const url = place.env.DATABASE_URL;
  if (!url) return !existsSync(join(place.env.DATA_DIR ?? '', 'db'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.count) === 0;
  } finally {
    await client.end();
  }
}

/** Runs `npm run <script> -- <args>` at the repository's root, as a person does, with `env` for its settings. */
export function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ProcessRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  Object.assign(childEnv, env);
  return runProcess('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env: childEnv });
}

export const LIBRARY_KINDS = ['campaigns', 'players', 'characters', 'npcs', 'items', 'spells', 'reminders'] as const;

type Session = Awaited<ReturnType<typeof openSession>>;

async function json(session: Session, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await session.call(method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** What a GM's screens show of their library: every list (every page), the campaign's encounters, the fight. */
export async function readLibrary(session: Session, campaignId: string, encounterId: string) {
  const lists: Record<string, unknown[]> = {};
  for (const kind of LIBRARY_KINDS) {
    const rows: unknown[] = [];
    for (let page = 1; ; page++) {
      const answer = (await json(session, 'GET', `/api/library/${kind}?page=${page}`)) as {
        results: unknown[];
        count: number;
      };
      rows.push(...answer.results);
      if (rows.length >= answer.count || answer.results.length === 0) break;
    }
    lists[kind] = rows;
  }
  const encounters = `/api/library/campaigns/${campaignId}/encounters`;
  return {
    lists,
    encounters: await json(session, 'GET', encounters),
    snapshot: await json(session, 'GET', `${encounters}/${encounterId}/snapshot`),
  };
}

export type LibraryView = Awaited<ReturnType<typeof readLibrary>>;

/**
 * A GM who writes one thing at a time: an NPC, then a blow in the fight, and so on. After each write the
 * server acknowledged, the library as the GM then sees it is recorded: `views[k]` follows write k
 * (`views[0]` the library before the first). `started` counts the writes sent, `acknowledged` those answered.
 */
export async function startWriter(url: string, email: string, password: string) {
  const session = await openSession(url);
  await session.signUp(email, password);
  const campaign = (await json(session, 'POST', '/api/library/campaigns', { name: 'Backed-up campaign' })) as {
    id: string;
  };
  await json(session, 'POST', '/api/library/players', { character_name: 'Thora' });
  await json(session, 'POST', '/api/library/items', { name: 'Lantern of the deep' });
  const encounter = (await json(session, 'POST', `/api/library/campaigns/${campaign.id}/encounters`, {
    name: 'Ogre at the ford',
    entities: [
      createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 }),
      createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 500, ac: 11 }),
    ],
  })) as { id: string; version: number };
  const commands = `/api/library/campaigns/${campaign.id}/encounters/${encounter.id}/commands`;
  let version = encounter.version;
  const views: LibraryView[] = [await readLibrary(session, campaign.id, encounter.id)];
  const state = { started: 0, acknowledged: 0, views, campaignId: campaign.id, encounterId: encounter.id };
  let stopping = false;
  const write = async (n: number) => {
    if (n % 2 === 1) {
      await json(session, 'POST', '/api/library/npcs', { name: `Written NPC ${String(n).padStart(3, '0')}` });
      return;
    }
    const command = { type: 'damage', target: 'ogre', amount: 1, by: 'barbarian' };
    const action = { kind: 'command', command };
    const body = { baseVersion: version, commands: [{ id: randomUUID(), at: Date.now(), automate: true, action }] };
    const answer = (await json(session, 'POST', commands, body)) as {
      version: number;
      outcomes: { outcome: string }[];
    };
    if (answer.outcomes[0]?.outcome !== 'applied') throw new Error(`write ${n} was ${answer.outcomes[0]?.outcome}`);
    version = answer.version;
  };
  const running = (async () => {
    while (!stopping) {
      state.started += 1;
      await write(state.started);
      state.acknowledged = state.started;
      views.push(await readLibrary(session, campaign.id, encounter.id));
    }
  })();
  return {
    state,
    /** Resolves once `count` writes were acknowledged (or the writer failed). */
    until: async (count: number) => {
      while (state.acknowledged < count) await Promise.race([running, new Promise((done) => setTimeout(done, 20))]);
    },
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}
