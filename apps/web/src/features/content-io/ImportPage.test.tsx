// @vitest-environment jsdom
import {
  IMPORTED_ENCOUNTERS_CAMPAIGN,
  LIBRARY_IMPORT_KINDS,
  LIBRARY_IMPORT_MAX_BYTES,
  LIBRARY_IO_MESSAGES,
} from '@skald/contract/library/library-io-limits';
import type { ImportReport } from '@skald/contract/library/library-io-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, type SentCall } from '../../lib/testing/fake-server.ts';
import { choose, renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { ImportPage } from './ImportPage.tsx';
import { MoveInPage } from './MoveInPage.tsx';

const screens = { '/content/import': <ImportPage />, '/content/import/hk_import': <MoveInPage /> };

const none = Object.fromEntries(LIBRARY_IMPORT_KINDS.map((kind) => [kind, 0])) as ImportReport['added'];

/** A dry run's answer: nothing but what the test names. */
function report(fields: Partial<ImportReport>): ImportReport {
  return {
    dryRun: true,
    format: 'skald',
    label: 'a Skald library file (version 2)',
    added: none,
    overwritten: none,
    duplicates: [],
    rejected: [],
    changed: [],
    stored: { campaigns: [], encounters: [] },
    ...fields,
  };
}

/** A Shieldmaiden export of one NPC named like one of the GM's. */
const shieldmaiden = {
  meta: { export_version: '2.0' },
  campaigns: { c1: { name: 'Sunless Citadel' } },
  encounters: { c1: { e1: { name: 'Goblin ambush', entities: {} } } },
  npcs: { n1: { name: 'Goblin Boss', hit_points: 45 } },
  spells: {},
};
const shieldmaidenPreview = (duplicates: 'keep' | 'overwrite') =>
  report({
    format: 'shieldmaiden',
    label: 'a Shieldmaiden export (version 2)',
    added: { ...none, campaigns: 1, encounters: 1, npcs: duplicates === 'keep' ? 1 : 0 },
    overwritten: { ...none, npcs: duplicates === 'overwrite' ? 1 : 0 },
    duplicates: [{ kind: 'npcs', name: 'goblin boss' }],
  });

/** The campaign and encounter the import of that file stored, by their new ids. */
const STORED_CAMPAIGN = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const STORED_ENCOUNTER = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const SHIELDMAIDEN_STORED = {
  campaigns: [{ id: STORED_CAMPAIGN, name: 'Sunless Citadel' }],
  encounters: [{ id: STORED_ENCOUNTER, name: 'Goblin ambush', campaign_id: STORED_CAMPAIGN }],
};

/** Improved Initiative's store: a saved encounter names no campaign. */
const improvedInitiative = {
  'Creatures.abc': { Name: 'Bandit' },
  'SavedEncounters.def': { Name: 'Road ambush', Combatants: [] },
};

const CAMPAIGN_ID = '4f0c7a52-8a7e-4c55-9a55-1b2c3d4e5f60';
const campaignList = {
  body: { results: [{ id: CAMPAIGN_ID, name: 'Curse of the Crypt' }], count: 1, page: 1, pageSize: 15 },
};

function picker(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file picker');
  return input;
}

const jsonFile = (value: unknown, name = 'export.json') =>
  new File([JSON.stringify(value)], name, { type: 'application/json' });

const importCalls = (calls: SentCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.startsWith('/api/library/import'));

/** The query of each import sent, as the server reads it. */
const queries = (calls: SentCall[]) =>
  importCalls(calls).map((call) => Object.fromEntries(new URL(call.url, 'http://skald.test').searchParams));

/** The body of each import sent, read as JSON: a chosen file goes as the file itself, pasted text as text. */
const bodies = (calls: SentCall[]) =>
  Promise.all(
    importCalls(calls).map(async (call) =>
      call.body instanceof Blob ? JSON.parse(await call.body.text()) : call.body,
    ),
  );

async function openPage(at = '/content/import') {
  const user = renderScreen(at, screens);
  await screen.findByRole('heading', { level: 1 });
  return user;
}

describe('exporting', SCREEN_TEST, () => {
  it("downloads the library with each fight's log, or without when the GM unticks it", async () => {
    fakeServer();
    const user = await openPage();
    const download = () => screen.getByRole('link', { name: 'Export my content' });
    expect(download()).toHaveAttribute('href', '/api/library/export');
    await user.click(screen.getByRole('checkbox', { name: "With each fight's log" }));
    expect(download()).toHaveAttribute('href', '/api/library/export?fightLogs=false');
  });
});

describe('importing a file', SCREEN_TEST, () => {
  it('says a file is not JSON and sends nothing', async () => {
    const server = fakeServer();
    const user = await openPage();
    await user.upload(picker(), new File(['not json'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByText(LIBRARY_IO_MESSAGES.notJson)).toBeInTheDocument();
    expect(server.sent('POST /api/library/import')).toEqual([]);
  });

  it('refuses a file over 20 MB before reading or sending it', async () => {
    const server = fakeServer();
    const user = await openPage();
    const big = new File([new Uint8Array(LIBRARY_IMPORT_MAX_BYTES + 1)], 'huge.json', { type: 'application/json' });
    await user.upload(picker(), big);
    expect(await screen.findByText(LIBRARY_IO_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(server.sent('POST /api/library/import')).toEqual([]);
  });

  it('previews a file: what it is, the counts against the free slots, each record left out or changed', async () => {
    const file = { format: 'skald-library', version: 2, items: [{ name: 'rope of climbing' }] };
    const server = fakeServer({
      'GET /api/me/overview': {
        body: {
          counts: {
            campaigns: 1,
            players: 0,
            npcs: 18,
            spells: 0,
            reminders: 0,
            items: 3,
            characters: 0,
            encounters: 0,
          },
          tier: {
            id: 'free',
            name: 'Free',
            order: 0,
            benefits: {
              campaigns: 2,
              players: 10,
              npcs: 20,
              spells: 10,
              reminders: 10,
              items: null,
              characters: 5,
              encounters: 15,
              ai_credits: 0,
            },
          },
          over: [],
          overencumbered: false,
          ai_credits: 0,
        },
      },
      'POST /api/library/import': {
        body: report({
          added: { ...none, items: 1, npcs: 3 },
          rejected: [
            { kind: 'items', name: 'cloak of <b>elvenkind</b>', reason: 'rarity: Choose a rarity from the list.' },
          ],
          changed: [
            { kind: 'npcs', name: 'wolf', reason: 'Its avatar is a picture uploaded elsewhere, so it was dropped.' },
          ],
        }),
      },
    });
    const user = await openPage();
    await user.upload(picker(), jsonFile(file));

    expect(await screen.findByText('This is a Skald library file (version 2). Nothing is saved until you import it.'));
    expect(screen.getByText('4 records would be imported.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'NPCs 3 2 of 20 free' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Items 1 no limit' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Spells/ })).not.toBeInTheDocument();
    const left = within(screen.getByRole('heading', { name: 'Will not be imported (1)' }).parentElement as HTMLElement);
    // A name from the file is text, never markup.
    expect(left.getByText(/^Cloak of <b>elvenkind<\/b>$/i)).toBeInTheDocument();
    expect(left.getByText('rarity: Choose a rarity from the list.')).toBeInTheDocument();
    expect(screen.getByText('Its avatar is a picture uploaded elsewhere, so it was dropped.')).toBeInTheDocument();
    expect(queries(server.calls)).toEqual([{ dryRun: 'true', duplicates: 'keep' }]);
    expect(await bodies(server.calls)).toEqual([file]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('4 records would be imported.')).not.toBeInTheDocument();
  });

  it('draws a long list of records left out a hundred at a time', async () => {
    const rejected = Array.from({ length: 150 }, (_, index) => ({
      kind: 'npcs' as const,
      name: `wolf ${index + 1}`,
      reason: 'Not enough slots',
    }));
    fakeServer({ 'POST /api/library/import': { body: report({ rejected }) } });
    const user = await openPage();
    await user.upload(picker(), jsonFile({ npcs: [] }));
    const heading = await screen.findByRole('heading', { name: 'Will not be imported (150)' });
    const list = within(heading.parentElement as HTMLElement);
    expect(list.getAllByRole('listitem')).toHaveLength(100);
    await user.click(list.getByRole('button', { name: 'Show 50 more of 50' }));
    expect(list.getAllByRole('listitem')).toHaveLength(150);
    expect(list.getByText('Wolf 150')).toBeInTheDocument();
  });

  it('takes pasted JSON as it takes a file', async () => {
    const server = fakeServer({ 'POST /api/library/import': { body: shieldmaidenPreview('keep') } });
    const user = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Pasted JSON' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Paste the JSON of a file first.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('JSON to import'));
    await user.paste(JSON.stringify(shieldmaiden));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/This is a Shieldmaiden export \(version 2\)\./)).toBeInTheDocument();
    expect(queries(server.calls)).toEqual([{ dryRun: 'true', duplicates: 'keep' }]);
    expect(await bodies(server.calls)).toEqual([shieldmaiden]);
  });

  it('says what a list of monsters holds in words that read', async () => {
    fakeServer({
      'POST /api/library/import': {
        body: report({ format: '5e-database', label: '3 5e-database monsters', added: { ...none, npcs: 3 } }),
      },
    });
    const user = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Pasted JSON' }));
    await user.click(screen.getByLabelText('JSON to import'));
    await user.paste(JSON.stringify([{ name: 'Crag Ram' }, { name: 'Dune Strider' }, { name: 'Ice Bristleback' }]));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/^The file holds 3 5e-database monsters\. Nothing is saved/)).toBeInTheDocument();
  });

  it('takes a file dropped on its area', async () => {
    const server = fakeServer({ 'POST /api/library/import': { body: shieldmaidenPreview('keep') } });
    await openPage();
    fireEvent.drop(screen.getByTestId('import-drop-area'), { dataTransfer: { files: [jsonFile(shieldmaiden)] } });
    expect(await screen.findByText(/This is a Shieldmaiden export \(version 2\)\./)).toBeInTheDocument();
    expect(await bodies(server.calls)).toEqual([shieldmaiden]);
  });

  it('asks what to do with a duplicate: each choice asks for a new preview, and the import keeps it', async () => {
    const server = fakeServer({
      'POST /api/library/import': (call) => {
        const query = new URL(call.url, 'http://skald.test').searchParams;
        const preview = shieldmaidenPreview(query.get('duplicates') === 'overwrite' ? 'overwrite' : 'keep');
        if (query.get('dryRun') === 'true') return { body: preview };
        return { body: { ...preview, dryRun: false, stored: SHIELDMAIDEN_STORED } };
      },
    });
    const user = await openPage('/content/import/hk_import');
    await user.upload(picker(), jsonFile(shieldmaiden));
    expect(await screen.findByText('One record of the file has the name of one of yours:')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Keep both/ })).toBeChecked();
    expect(screen.getByTestId('import-npcs')).toHaveTextContent('1');
    // A Shieldmaiden file's encounters have their campaign: nothing to ask.
    expect(screen.queryByRole('combobox', { name: "Campaign for the file's encounters" })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Overwrite/ }));
    expect(await screen.findByTestId('overwrite-npcs')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('3 records were imported.')).toBeInTheDocument();
    // The Import button is gone: the outcome takes the focus.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Open Sunless Citadel' })).toHaveAttribute(
      'href',
      `/content/campaigns/${STORED_CAMPAIGN}`,
    );
    expect(screen.getByRole('link', { name: 'Run Goblin ambush' })).toHaveAttribute(
      'href',
      `/run-encounter/${STORED_CAMPAIGN}/${STORED_ENCOUNTER}`,
    );
    expect(queries(server.calls)).toEqual([
      { dryRun: 'true', duplicates: 'keep' },
      { dryRun: 'true', duplicates: 'overwrite' },
      { dryRun: 'false', duplicates: 'overwrite' },
    ]);
  });

  it('asks for a campaign only when the file has encounters without one, and previews with the one chosen', async () => {
    const server = fakeServer({
      'GET /api/library/campaigns': campaignList,
      'POST /api/library/import': {
        body: report({
          format: 'improved-initiative',
          label: 'an Improved Initiative store',
          added: { ...none, npcs: 1, encounters: 1 },
        }),
      },
    });
    const user = await openPage();
    await user.upload(picker(), jsonFile(improvedInitiative));
    const campaign = await screen.findByRole('combobox', { name: "Campaign for the file's encounters" });
    expect(campaign).toHaveValue(`A new campaign: ${IMPORTED_ENCOUNTERS_CAMPAIGN}`);
    await choose(user, "Campaign for the file's encounters", 'Curse of the Crypt');
    await waitFor(() =>
      expect(queries(server.calls)).toEqual([
        { dryRun: 'true', duplicates: 'keep' },
        { dryRun: 'true', duplicates: 'keep', campaign: CAMPAIGN_ID },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('lists a refused file’s reasons, record by record', async () => {
    fakeServer({
      'POST /api/library/import': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: LIBRARY_IO_MESSAGES.unreadable(2),
          rejected: [
            { kind: 'npcs', name: 'ogre', reason: 'hit_points: Hit points are at most 9999.' },
            { kind: 'spells', name: 'fireball', reason: 'level: A spell level is 0 to 9.' },
          ],
        },
      },
    });
    const user = await openPage();
    await user.upload(picker(), jsonFile({ npcs: [] }));
    expect(await screen.findByText(LIBRARY_IO_MESSAGES.unreadable(2))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Records that cannot be read (2)' })).toBeInTheDocument();
    expect(screen.getByText('hit_points: Hit points are at most 9999.')).toBeInTheDocument();
    expect(screen.getByText('level: A spell level is 0 to 9.')).toBeInTheDocument();
  });
});
