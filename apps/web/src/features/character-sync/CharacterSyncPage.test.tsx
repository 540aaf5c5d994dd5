// @vitest-environment jsdom
import { playerRecordSchema } from '@skald/contract/library/player-record';
import { EXAMPLE_CHARACTER, standInCharacterSyncExtension } from '@skald/testing/character-sync-extension';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postMessageAsBrowsersDo } from '../../lib/testing/browser-post-message.ts';
import { type FakeRoutes, fakeServer, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { choose, renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { CharacterSyncPage } from './CharacterSyncPage.tsx';
import { CHARACTER_NOT_FOUND } from './extension-bridge.ts';

const ARIA_URL = EXAMPLE_CHARACTER.url;
const BRAM_URL = 'https://sheets.example/characters/42';
/** Aria at level 25, which the page clamps to 20 (combat.md §5). */
const aria = { ...EXAMPLE_CHARACTER, level: 25 };
const bram = { url: BRAM_URL, name: 'Bram', level: 2 };

const PLAYER = '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c';
const OTHER = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const STAMP = '2026-11-01T00:00:00.000Z';
/** A player as the server keeps it: the copied fields of `overrides`, and some of the GM's own. */
function stored(id: string, overrides: object) {
  const record = playerRecordSchema.parse({
    character_name: 'Aria',
    passive_perception: 13,
    skills: ['stealth'],
    ...overrides,
  });
  return { ...record, id, created: STAMP, updated: STAMP };
}
function listed(...players: ReturnType<typeof stored>[]) {
  const results = players.map(({ id, character_name, avatar, storage_avatar, campaign_id, sync_character }) => ({
    id,
    character_name,
    avatar,
    storage_avatar,
    campaign_id,
    sync_character,
  }));
  return { body: { results, count: results.length, page: 1, pageSize: 15 } };
}

const screens = { '/tools/character-sync': <CharacterSyncPage /> };
let uninstall = () => {};

beforeEach(() => postMessageAsBrowsersDo());
afterEach(() => {
  uninstall();
  uninstall = () => {};
  vi.restoreAllMocks();
});

function signedOut(routes: FakeRoutes = {}) {
  return fakeServer({ 'GET /api/auth/session': sessionAnswer(null), ...routes });
}

describe('character sync without the extension', SCREEN_TEST, () => {
  it('says it was not found, how to install one, and finds it once installed and asked again', async () => {
    signedOut();
    const user = renderScreen('/tools/character-sync', screens);
    const missing = await screen.findByRole('alert');
    expect(missing).toHaveTextContent('No character sync extension found');
    expect(missing).toHaveTextContent(CHARACTER_NOT_FOUND);
    expect(missing).toHaveTextContent('It did not answer within 100 ms');
    expect(screen.getByRole('region', { name: 'How to install an extension' })).toHaveTextContent(
      'Skald has no extension of its own yet.',
    );

    uninstall = standInCharacterSyncExtension({ version: '1.4.2', characters: [aria] });
    await user.click(within(missing).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('The character sync extension, version 1.4.2, is installed.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Aria Stormwind' })).toBeInTheDocument();
  });
});

describe('character sync for a visitor', SCREEN_TEST, () => {
  it('shows the characters as clamped, counts the unreadable, and asks to sign in to import', async () => {
    const server = signedOut();
    uninstall = standInCharacterSyncExtension({ version: '1.4.2', characters: [aria, { name: 'No sheet' }] });
    renderScreen('/tools/character-sync', screens);
    const card = await screen.findByRole('article', { name: 'Aria Stormwind' });
    // Level 25 is clamped to 20 (combat.md §5).
    expect(within(card).getByText('Level').nextSibling).toHaveTextContent('20');
    expect(within(card).getByText('Init.').nextSibling).toHaveTextContent('+3');
    expect(within(card).getByRole('link', { name: /Sheet on Example Sheets/ })).toHaveAttribute('href', ARIA_URL);
    expect(within(card).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Ftools%2Fcharacter-sync',
    );
    expect(within(card).queryByRole('button', { name: /Import/ })).toBeNull();
    expect(screen.getByText(/One character from the extension could not be read/)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.url.startsWith('/api/library'))).toEqual([]);
  });
});

describe('a character whose name starts with an emoji', SCREEN_TEST, () => {
  it('shows the whole emoji as its picture, not half of it', async () => {
    signedOut();
    uninstall = standInCharacterSyncExtension({
      version: '1.4.2',
      characters: [{ url: BRAM_URL, name: '🐉 Smaug' }],
    });
    renderScreen('/tools/character-sync', screens);
    const card = await screen.findByRole('article', { name: '🐉 Smaug' });
    expect(within(card).getByText('🐉', { exact: true })).toBeInTheDocument();
  });
});

describe('character sync for a signed-in GM', SCREEN_TEST, () => {
  it('imports a character as a new player with the clamped fields and its url', async () => {
    const server = fakeServer({
      'GET /api/library/players': listed(),
      'POST /api/library/players': ({ body }) => ({ status: 201, body: stored(PLAYER, body as object) }),
    });
    uninstall = standInCharacterSyncExtension({ version: '1.4.2', characters: [aria] });
    const user = renderScreen('/tools/character-sync', screens);
    const card = await screen.findByRole('article', { name: 'Aria Stormwind' });
    server.answer('GET /api/library/players', listed(stored(PLAYER, { sync_character: ARIA_URL })));
    server.answer(`GET /api/library/players/${PLAYER}`, {
      body: stored(PLAYER, { character_name: 'Aria Stormwind', level: 20, sync_character: ARIA_URL }),
    });
    await user.click(within(card).getByRole('button', { name: 'Import as new player: Aria Stormwind' }));

    expect(await screen.findByText('Aria Stormwind was imported as a new player.')).toBeInTheDocument();
    expect(server.sent('POST /api/library/players')).toEqual([
      {
        character_name: 'Aria Stormwind',
        avatar: EXAMPLE_CHARACTER.avatar,
        level: 20,
        experience: 6500,
        ac: 16,
        maxHp: 38,
        speed: 30,
        initiative: 3,
        strength: 10,
        dexterity: 16,
        constitution: 14,
        intelligence: 12,
        wisdom: 13,
        charisma: 8,
        sync_character: ARIA_URL,
      },
    ]);
  });

  it('shows a linked player out of sync with what differs, and Sync copies the sheet and keeps the rest', async () => {
    const behind = stored(PLAYER, {
      ...{ character_name: 'Aria Stormwind', level: 4, maxHp: 30 },
      sync_character: ARIA_URL,
    });
    const server = fakeServer({
      'GET /api/library/players': listed(behind),
      [`GET /api/library/players/${PLAYER}`]: { body: behind },
      [`PUT /api/library/players/${PLAYER}`]: ({ body }) => ({ body: { ...behind, ...(body as object) } }),
    });
    uninstall = standInCharacterSyncExtension({ version: '1.4.2', characters: [{ ...aria, level: 5 }] });
    const user = renderScreen('/tools/character-sync', screens);
    const card = await screen.findByRole('article', { name: 'Aria Stormwind' });
    const linked = await within(card).findByRole('group', { name: 'Players linked to Aria Stormwind' });
    expect(within(linked).getByText('Out of sync')).toBeInTheDocument();
    expect(linked).toHaveTextContent('Differs in Avatar, Level, Experience, Armor class, Max HP');
    await user.click(within(linked).getByRole('button', { name: 'Sync Aria Stormwind' }));

    expect(await screen.findByText('Aria Stormwind was synced with the extension.')).toBeInTheDocument();
    const [sent] = server.sent(`PUT /api/library/players/${PLAYER}`);
    expect(sent).toMatchObject({ level: 5, maxHp: 38, ac: 16, passive_perception: 13, skills: ['stealth'] });
    expect(sent).not.toHaveProperty('id');
    expect(playerRecordSchema.safeParse(sent).success).toBe(true);
  });

  it('links a character to an existing player, and names a linked player the extension does not have', async () => {
    const bramsPlayer = stored(OTHER, { character_name: 'Bram of old', sync_character: 'https://sheets.example/gone' });
    const plain = stored(PLAYER, { character_name: 'Aria (unlinked)' });
    const server = fakeServer({
      'GET /api/library/players': listed(plain, bramsPlayer),
      [`GET /api/library/players/${PLAYER}`]: { body: plain },
      [`GET /api/library/players/${OTHER}`]: { body: bramsPlayer },
      [`PUT /api/library/players/${PLAYER}`]: ({ body }) => ({ body: { ...plain, ...(body as object) } }),
    });
    uninstall = standInCharacterSyncExtension({ version: '1.4.2', characters: [aria, bram] });
    const user = renderScreen('/tools/character-sync', screens);
    const lost = await screen.findByRole('region', { name: 'Linked players the extension does not have' });
    expect(lost).toHaveTextContent(`Bram of old: ${CHARACTER_NOT_FOUND}`);

    const card = screen.getByRole('article', { name: 'Aria Stormwind' });
    await choose(user, 'Link to an existing player for Aria Stormwind', 'Aria (unlinked)');
    await user.click(within(card).getByRole('button', { name: 'Link Aria Stormwind to the chosen player' }));
    expect(await screen.findByText('Aria Stormwind was synced with the extension.')).toBeInTheDocument();
    expect(server.sent(`PUT /api/library/players/${PLAYER}`)).toEqual([
      expect.objectContaining({ character_name: 'Aria Stormwind', level: 20, sync_character: ARIA_URL }),
    ]);
  });
});
