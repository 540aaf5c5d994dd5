// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { CharacterEditorPage } from './CharacterEditorPage.tsx';
import { NEW_CHARACTER, NEW_CHARACTER_ID } from './character-form.ts';

const LIA = '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e';
const STAMP = '2026-11-01T00:00:00.000Z';

const screens = { '/content/characters/:id': <CharacterEditorPage /> };
const NEW = `/content/characters/${NEW_CHARACTER_ID}`;

describe("a player's character editor", SCREEN_TEST, () => {
  it('starts a new character as Unnamed Character at level 1', async () => {
    fakeServer();
    renderScreen(NEW, screens);
    expect(await screen.findByRole('textbox', { name: 'Character name' })).toHaveValue('Unnamed Character');
    expect(screen.getByRole('textbox', { name: 'Level' })).toHaveValue('1');
  });

  it('says which numbers are out of range, and sends nothing', async () => {
    const server = fakeServer();
    const user = renderScreen(NEW, screens);
    const level = await screen.findByRole('textbox', { name: 'Level' });
    await user.clear(level);
    await user.paste('21');
    await user.click(screen.getByRole('textbox', { name: 'Max HP' }));
    await user.paste('0');
    await user.click(screen.getByRole('button', { name: 'Save character' }));
    expect(screen.getByText('Level must be 20 or less')).toBeInTheDocument();
    expect(screen.getByText("Max HP can't be under 1")).toBeInTheDocument();
    expect(server.sent('POST /api/library/characters')).toEqual([]);
  });

  it('sends the numbers, a saving throw and jack of all trades as chosen, and goes back to the list', async () => {
    const server = fakeServer({
      'POST /api/library/characters': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: LIA, created: STAMP, updated: STAMP },
      }),
    });
    const user = renderScreen(NEW, screens);
    const level = await screen.findByRole('textbox', { name: 'Level' });
    await user.clear(level);
    await user.paste('3');
    await user.click(screen.getByRole('textbox', { name: 'Max HP' }));
    await user.paste('24');
    await user.click(screen.getByRole('textbox', { name: 'Wisdom' }));
    await user.paste('16');
    await user.click(screen.getByRole('checkbox', { name: 'Wisdom save' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jack of all trades' }));
    await user.click(screen.getByRole('button', { name: 'Save character' }));

    expect(await screen.findByText('Now at /content/characters')).toBeInTheDocument();
    expect(server.sent('POST /api/library/characters')).toEqual([
      {
        ...NEW_CHARACTER,
        level: 3,
        maxHp: 24,
        wisdom: 16,
        saving_throws: { ...NEW_CHARACTER.saving_throws, wisdom: true },
        jack_of_all_trades: true,
      },
    ]);
  });
});
