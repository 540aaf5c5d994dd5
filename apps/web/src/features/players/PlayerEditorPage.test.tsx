// @vitest-environment jsdom
import { PLAYER_CONTROL_MESSAGES } from '@skald/contract/library/player-control';
import { playerRecordSchema } from '@skald/contract/library/player-record';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRoutes, fakeServer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { PlayerEditorPage } from './PlayerEditorPage.tsx';
import { EMPTY_PLAYER } from './player-form.ts';

const ARIA = '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c';
const STAMP = '2026-11-01T00:00:00.000Z';
const storedAria = {
  ...EMPTY_PLAYER,
  id: ARIA,
  character_name: 'Aria',
  level: 5,
  ac: 16,
  dexterity: 18,
  created: STAMP,
  updated: STAMP,
};

const screens = { '/content/players/add-player': <PlayerEditorPage />, '/content/players/:id': <PlayerEditorPage /> };

/** Aria's page: the record, no campaigns to choose from, and control given to `controller` (none when null). */
function ariasServer(controller: string | null, more: FakeRoutes = {}) {
  return fakeServer({
    [`GET /api/library/players/${ARIA}`]: { body: storedAria },
    'GET /api/library/campaigns': { body: { results: [], count: 0 } },
    [`GET /api/library/players/${ARIA}/control`]: { body: { controller } },
    ...more,
  });
}

describe('the player editor', SCREEN_TEST, () => {
  it('says the name is missing and the level out of range, and sends nothing', async () => {
    const server = fakeServer({ 'GET /api/library/campaigns': { body: { results: [], count: 0 } } });
    const user = renderScreen('/content/players/add-player', screens);
    await user.click(await screen.findByRole('textbox', { name: 'Level' }));
    await user.paste('25');
    await user.click(screen.getByRole('button', { name: 'Save player' }));
    expect(screen.getByText('Character name is required')).toBeInTheDocument();
    expect(screen.getByText('Level must be 20 or less')).toBeInTheDocument();
    expect(server.sent('POST /api/library/players')).toEqual([]);
  });

  it('sends an emptied number as none, keeps the others, and goes back to the list', async () => {
    const server = ariasServer(null, {
      [`PUT /api/library/players/${ARIA}`]: ({ body }) => ({ body: { ...storedAria, ...(body as object) } }),
    });
    const user = renderScreen(`/content/players/${ARIA}`, screens);
    expect(await screen.findByRole('heading', { name: 'Edit Aria' })).toBeInTheDocument();
    const armorClass = screen.getByRole('textbox', { name: 'Armor class' });
    expect(armorClass).toHaveValue('16');
    expect(screen.getByRole('textbox', { name: 'Strength' })).toHaveValue('');
    await user.clear(armorClass);
    await user.click(screen.getByRole('button', { name: 'Save player' }));

    expect(await screen.findByText('Now at /content/players')).toBeInTheDocument();
    // An emptied field goes as '', which the contract's schema (the server's) reads as not set.
    const [sent] = server.sent(`PUT /api/library/players/${ARIA}`);
    expect(sent).toMatchObject({ character_name: 'Aria', ac: '' });
    expect(playerRecordSchema.parse(sent)).toMatchObject({ level: 5, ac: null, dexterity: 18, strength: null });
  });
});

describe("a player's avatar", SCREEN_TEST, () => {
  it('keeps an uploaded avatar as the stored picture, the address one emptied, and shows it', async () => {
    const uploaded = `/api/avatars/${ARIA}.webp`;
    const server = ariasServer(null, {
      'POST /api/avatars': { status: 201, body: { id: ARIA, url: uploaded } },
      [`PUT /api/library/players/${ARIA}`]: ({ body }) => ({ body: { ...storedAria, ...(body as object) } }),
    });
    const user = renderScreen(`/content/players/${ARIA}`, screens);
    await screen.findByRole('heading', { name: 'Edit Aria' });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file picker');
    await user.upload(picker, new File(['png bytes'], 'aria.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Avatar preview' })).toHaveAttribute('src', uploaded);
    expect(screen.getByRole('button', { name: 'Replace avatar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save player' }));

    expect(await screen.findByText('Now at /content/players')).toBeInTheDocument();
    expect(server.sent(`PUT /api/library/players/${ARIA}`)).toEqual([
      expect.objectContaining({ avatar: '', storage_avatar: uploaded }),
    ]);
  });
});

describe('giving control of a player', SCREEN_TEST, () => {
  it('asks for a user, sends the name as typed, and shows who was given control', async () => {
    const server = ariasServer(null, {
      [`PUT /api/library/players/${ARIA}/control`]: ({ body }) => ({
        body: { controller: (body as { user: string }).user },
      }),
    });
    const user = renderScreen(`/content/players/${ARIA}`, screens);
    const control = await screen.findByRole('region', { name: 'Control' });
    await user.click(within(control).getByRole('button', { name: 'Give control' }));
    expect(within(control).getByText('Username or e-mail is required')).toBeInTheDocument();

    await user.click(within(control).getByRole('textbox', { name: 'Username or e-mail' }));
    await user.paste('nobody@example.test');
    // The answer is the same whether or not an account has the name; the page then reads who controls Aria.
    server.answer(`GET /api/library/players/${ARIA}/control`, { body: { controller: 'nobody@example.test' } });
    await user.click(within(control).getByRole('button', { name: 'Give control' }));
    expect(await within(control).findByText(/was given control/)).toHaveTextContent(
      'nobody@example.test was given control',
    );
    expect(server.sent(`PUT /api/library/players/${ARIA}/control`)).toEqual([{ user: 'nobody@example.test' }]);
  });

  it('shows the server’s refusal of yourself in red', async () => {
    ariasServer('nobody@example.test', {
      [`PUT /api/library/players/${ARIA}/control`]: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: PLAYER_CONTROL_MESSAGES.notYourself },
      },
    });
    const user = renderScreen(`/content/players/${ARIA}`, screens);
    const control = await screen.findByRole('region', { name: 'Control' });
    await user.click(within(control).getByRole('textbox', { name: 'Username or e-mail' }));
    await user.paste('gm@example.test');
    await user.click(within(control).getByRole('button', { name: 'Give to someone else' }));
    expect(await within(control).findByRole('alert')).toHaveTextContent(PLAYER_CONTROL_MESSAGES.notYourself);
  });
});
