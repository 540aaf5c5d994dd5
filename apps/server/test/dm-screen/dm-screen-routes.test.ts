import { DM_SCREEN_MESSAGES, MAX_DM_SCREEN_NOTE_LENGTH, MAX_DM_SCREEN_PANELS } from '@skald/contract/dm-screen';
import { describe, expect, it } from 'vitest';
import { Browser } from '../accounts/account-test-app.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';

const library = useLibraryApp();
const PATH = '/api/me/dm-screen';

const screen = () => ({
  panels: [
    { key: 'notes-1', kind: 'notes', width: 2, height: 2, note: 'The baron lies about the well.' },
    { key: 'dice-1', kind: 'dice', width: 1, height: 2 },
    { key: 'init-1', kind: 'initiative', width: 1, height: 1 },
  ],
});

describe(`the DM screen on ${testDatabaseName}`, () => {
  it('is null until saved, is saved whole and read back, and is each user’s own', async () => {
    const gm = await newUser(library.app, library.database);
    expect((await gm.get(PATH)).json()).toEqual({ screen: null });

    const saved = await gm.request('PUT', PATH, screen());
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await gm.get(PATH)).json()).toEqual({ screen: screen() });

    const moved = { panels: [...screen().panels].reverse() };
    expect((await gm.request('PUT', PATH, moved)).statusCode).toBe(200);
    expect((await gm.get(PATH)).json().screen.panels.map((panel: { key: string }) => panel.key)).toEqual([
      'init-1',
      'dice-1',
      'notes-1',
    ]);

    const other = await newUser(library.app, library.database);
    expect((await other.get(PATH)).json()).toEqual({ screen: null });
    await other.request('PUT', PATH, { panels: [] });
    expect((await gm.get(PATH)).json().screen.panels).toHaveLength(3);
  });

  it('refuses too many panels, a note too long, a wrong size or kind, and keeps what was saved', async () => {
    const gm = await newUser(library.app, library.database);
    await gm.request('PUT', PATH, screen());
    const dice = (index: number) => ({ key: `dice-${index}`, kind: 'dice', width: 1, height: 1 });
    const refusals: [unknown, string][] = [
      [
        { panels: Array.from({ length: MAX_DM_SCREEN_PANELS + 1 }, (_, index) => dice(index)) },
        DM_SCREEN_MESSAGES.tooManyPanels,
      ],
      [
        { panels: [{ ...screen().panels[0], note: 'x'.repeat(MAX_DM_SCREEN_NOTE_LENGTH + 1) }] },
        DM_SCREEN_MESSAGES.noteTooLong,
      ],
      [{ panels: [{ ...dice(1), width: 5 }] }, DM_SCREEN_MESSAGES.width],
      [{ panels: [{ ...dice(1), height: 0 }] }, DM_SCREEN_MESSAGES.height],
      [{ panels: [{ ...dice(1), kind: 'weather' }] }, DM_SCREEN_MESSAGES.unknownKind],
      [{ panels: [dice(1), dice(1)] }, DM_SCREEN_MESSAGES.sameKey],
    ];
    for (const [body, message] of refusals) {
      const refused = await gm.request('PUT', PATH, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message, message).toContain(message);
    }
    const longest = { panels: [{ ...screen().panels[0], note: 'x'.repeat(MAX_DM_SCREEN_NOTE_LENGTH) }] };
    expect((await gm.request('PUT', PATH, longest)).statusCode).toBe(200);
    expect((await gm.get(PATH)).json().screen.panels[0].note).toHaveLength(MAX_DM_SCREEN_NOTE_LENGTH);
  });

  it('asks for a sign-in', async () => {
    const anonymous = new Browser(library.app);
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await anonymous.request('PUT', PATH, screen())).statusCode).toBe(401);
  });
});
