// @vitest-environment jsdom
import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { readStatBlock } from '@skald/statblock/read-stat-block';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../lib/testing/downloads.ts';
import { fakeServer, sessionAnswer } from '../../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../../lib/testing/render-screen.tsx';
import { MonsterCreatorPage } from './MonsterCreatorPage.tsx';

const CREATOR = '/tools/monster-creator';
const screens = { [CREATOR]: <MonsterCreatorPage /> };
const STALKER = '7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b';
const MARSH_HAG = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const THORA = '5b0f2c4e-8a1d-4e3b-9c7f-2d6a1b3c4e5f';
const STAMP = '2026-11-01T00:00:00.000Z';

/** An invented compendium entry as the API answers it: a stat block with the compendium's own fields. */
const BOG_LURKER = {
  ...npcRecordSchema.parse({
    name: 'Bog Lurker',
    size: 'large',
    type: 'monstrosity',
    armor_class: 13,
    hit_points: 52,
    hit_dice: '7d10+14',
    challenge_rating: 3,
    actions: [{ name: 'Bite', desc: 'Melee Weapon Attack: +5 to hit.', action_list: [] }],
  }),
  name: 'Bog Lurker',
  _id: 7,
  url: 'bog-lurker',
  source: 'srd',
  forms: [],
  // A caster: its spells go with it into the form, and not on to the next monster copied.
  spellcasting: [
    { trait: 'Spellcasting', innate: true, ability: 'wisdom', components_required: [], slots: {}, spells: [] },
  ],
  environments: ['swamp'],
};

/** One of the GM's own NPCs, a companion of their player Thora, as the library answers it. */
const MARSH_HAG_RECORD = {
  ...npcRecordSchema.parse({ name: 'marsh hag', armor_class: 17, hit_points: 82, player_id: THORA, shared: true }),
  id: MARSH_HAG,
  created: STAMP,
  updated: STAMP,
};

const basics = () => screen.getByRole('group', { name: 'Basics' });
const nameBox = () => within(basics()).getByRole('textbox', { name: 'Name' });

/** Opens the creator once the session is read; `signedIn` false for a visitor. */
async function openCreator(routes: Parameters<typeof fakeServer>[0] = {}, signedIn = true) {
  const server = fakeServer(signedIn ? routes : { 'GET /api/auth/session': sessionAnswer(null), ...routes });
  renderScreen(CREATOR, screens);
  await screen.findByRole('heading', { name: 'Monster creator', level: 1 });
  return server;
}

afterEach(() => vi.restoreAllMocks());

describe('the monster creator, kept and saved', SCREEN_TEST, () => {
  it('lets a visitor download the monster as a JSON file named after it, with no Save and no account fields', async () => {
    const downloads = catchDownloads();
    await openCreator({}, false);
    expect(screen.queryByRole('button', { name: 'Save to my NPCs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Companion of' })).not.toBeInTheDocument();
    expect(screen.getByText(/Sign in from the account menu to save it to your NPCs/)).toBeInTheDocument();

    // A nameless monster is not handed over: the form says what is missing.
    fireEvent.click(screen.getByRole('button', { name: 'Download as JSON' }));
    expect(within(basics()).getByText('Name is required')).toBeInTheDocument();
    expect(downloads).toEqual([]);

    fireEvent.change(nameBox(), { target: { value: 'Cinder Stalker' } });
    fireEvent.change(within(basics()).getByRole('textbox', { name: 'Armor class' }), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download as JSON' }));

    expect(downloads.map((file) => file.fileName)).toEqual(['cinder-stalker.json']);
    const record = JSON.parse((await downloads[0]?.text()) ?? 'null');
    expect(record).toMatchObject({ name: 'Cinder Stalker', armor_class: 14, player_id: null });
    expect(npcRecordSchema.safeParse(record).success).toBe(true);
  });

  it('copies the monster as text in the layout chosen, which the stat-block reader reads back the same', async () => {
    await openCreator({}, false);
    fireEvent.change(nameBox(), { target: { value: 'Cinder Stalker' } });
    fireEvent.change(within(basics()).getByRole('textbox', { name: 'Armor class' }), { target: { value: '14' } });
    fireEvent.change(within(basics()).getByRole('textbox', { name: 'Hit points' }), { target: { value: '45' } });
    const copied: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => {
      copied.push(text);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy as text' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'As homebrew markdown' }));

    expect(await screen.findByText('Cinder Stalker was copied as homebrew markdown.')).toBeInTheDocument();
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatch(/^> ## Cinder Stalker$/m);
    const reading = readStatBlock(copied[0] ?? '');
    expect(reading.ok && reading.layout).toBe('markdown');
    expect(reading.ok && reading.monster).toMatchObject({ name: 'cinder stalker', armor_class: 14, hit_points: 45 });
  });

  it('copies nothing from a form with a missing name: the form says what is missing', async () => {
    await openCreator({}, false);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    fireEvent.click(screen.getByRole('button', { name: 'Copy as text' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'As the SRD prints it' }));
    expect(within(basics()).getByText('Name is required')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says so when the browser refuses the clipboard', async () => {
    await openCreator({}, false);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    fireEvent.change(nameBox(), { target: { value: 'Cinder Stalker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy as text' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'In the 2024 layout' }));
    expect(await screen.findByText(/The browser did not let Skald copy/)).toBeInTheDocument();
  });

  it('saves a signed-in GM’s monster with the NPC route’s body, then links to it in the editor', async () => {
    const server = await openCreator({
      'POST /api/library/npcs': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: STALKER, created: STAMP, updated: STAMP },
      }),
    });
    fireEvent.change(nameBox(), { target: { value: 'Cinder Stalker' } });
    fireEvent.change(within(basics()).getByRole('textbox', { name: 'Hit points' }), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save to my NPCs' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Cinder Stalker was saved to your NPCs.');
    expect(within(saved).getByRole('link', { name: 'Open Cinder Stalker in the editor' })).toHaveAttribute(
      'href',
      `/content/npcs/${STALKER}`,
    );
    const [sent] = server.sent('POST /api/library/npcs');
    expect(sent).toMatchObject({ name: 'Cinder Stalker', hit_points: 45, armor_class: 10, player_id: null });
    expect(npcRecordSchema.safeParse(sent).success).toBe(true);
  });

  it('shows the server’s refusal when the tier has no free NPC slot, and keeps the form', async () => {
    await openCreator({
      'POST /api/library/npcs': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Not enough slots' },
      },
    });
    fireEvent.change(nameBox(), { target: { value: 'Cinder Stalker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save to my NPCs' }));

    expect(await screen.findByText('Not enough slots')).toBeInTheDocument();
    expect(nameBox()).toHaveValue('Cinder Stalker');
  });

  it('copies a compendium monster, or the GM’s own NPC as a new monster of nobody’s, into the form', async () => {
    const server = await openCreator({
      'GET /api/v1/monsters': { body: { count: 1, results: [{ _id: 7, url: 'bog-lurker', name: 'Bog Lurker' }] } },
      'GET /api/v1/monsters/bog-lurker': { body: BOG_LURKER },
      'GET /api/library/npcs': { body: { results: [MARSH_HAG_RECORD], count: 1, page: 1, pageSize: 15 } },
      [`GET /api/library/npcs/${MARSH_HAG}`]: { body: MARSH_HAG_RECORD },
      'POST /api/library/npcs': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: STALKER, created: STAMP, updated: STAMP },
      }),
    });
    const search = screen.getByRole('textbox', { name: 'Search your NPCs and the compendium' });
    fireEvent.change(search, { target: { value: 'bog' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Bog Lurker' }));

    await vi.waitFor(() => expect(nameBox()).toHaveValue('Bog Lurker'));
    expect(within(basics()).getByRole('textbox', { name: 'Hit points' })).toHaveValue('52');
    expect(within(basics()).getByRole('textbox', { name: 'Hit dice' })).toHaveValue('7d10+14');
    expect(within(basics()).getByRole('combobox', { name: 'Size' })).toHaveValue('Large');
    expect(within(screen.getByRole('group', { name: 'Action 1' })).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Bite',
    );

    // Copied untouched, another copy replaces it without asking.
    fireEvent.change(search, { target: { value: 'marsh' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Marsh Hag' }));
    await vi.waitFor(() => expect(nameBox()).toHaveValue('Marsh Hag'));
    expect(within(basics()).getByRole('combobox', { name: 'Companion of' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Save to my NPCs' }));
    await screen.findByRole('status');
    const [sent] = server.sent('POST /api/library/npcs');
    expect(sent).toMatchObject({ name: 'Marsh Hag', armor_class: 17, hit_points: 82, player_id: null, shared: false });
    expect(sent).not.toHaveProperty('spellcasting');
  });
});
