// @vitest-environment jsdom
import { DM_SCREEN_MESSAGES, type DmScreen } from '@skald/contract/dm-screen';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { DM_SCREEN_STORAGE_KEY } from './browser-screen.ts';
import { DmScreenPage, type PanelContents } from './DmScreenPage.tsx';
import { DEFAULT_DM_SCREEN } from './screen-layout.ts';

const CONTENT: PanelContents = {
  initiative: <p>The fight</p>,
  dice: <p>The dice</p>,
  conditions: <p>The conditions</p>,
  rules: <p>The rules</p>,
  compendium: <p>The search</p>,
};

const show = () => renderScreen('/tools/dm-screen', { '/tools/dm-screen': <DmScreenPage content={CONTENT} /> });

/** The panels' titles in reading order. */
const order = () =>
  within(screen.getByRole('list', { name: 'Panels' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

const panel = (title: string) => screen.getByRole('listitem', { name: title });
const kept = (): DmScreen => JSON.parse(localStorage.getItem(DM_SCREEN_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the DM screen', SCREEN_TEST, () => {
  it('is arranged by keyboard, its handles keeping the focus, and a visitor’s stays in this browser', async () => {
    fakeServer({ 'GET /api/auth/session': sessionAnswer(null) });
    const user = show();
    expect(await screen.findByText('Kept in this browser')).toBeTruthy();
    expect(order()).toEqual(['Initiative', 'Dice roller', 'Notes', 'Conditions', 'Rules', 'Compendium search']);

    const move = screen.getByRole('button', { name: 'Move Dice roller' });
    move.focus();
    await user.keyboard('{ArrowLeft}');
    expect(order().slice(0, 2)).toEqual(['Dice roller', 'Initiative']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Dice roller' }));
    expect(screen.getByText('Dice roller is at place 1 of 6.')).toBeTruthy();

    screen.getByRole('button', { name: 'Resize Rules' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(panel('Rules').dataset.width).toBe('3');
    expect(panel('Rules').style.gridRow).toBe('span 3');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(panel('Rules').style.gridRow).toBe('span 1');

    await user.click(screen.getByRole('button', { name: 'Arrange Compendium search' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move earlier', hidden: true }));
    expect(order().slice(-2)).toEqual(['Compendium search', 'Rules']);

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Baron Vell owes 40 gp.');
    expect(kept().panels.map((one) => one.key)).toEqual([
      'dice',
      'initiative',
      'notes',
      'conditions',
      'compendium',
      'rules',
    ]);
    expect(kept().panels.find((one) => one.key === 'rules')).toMatchObject({ width: 3, height: 1 });
    expect(kept().panels.find((one) => one.key === 'notes')?.note).toBe('Baron Vell owes 40 gp.');
  });

  it('gives the focus back to Add panel when its menu closes without a pick', async () => {
    fakeServer({ 'GET /api/auth/session': sessionAnswer(null) });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Add panel' }));
    await screen.findByRole('menuitem', { name: 'Notes', hidden: true });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add panel' })));
  });

  it('adds and removes panels, asks before a written note goes, and resets the layout keeping the notes', async () => {
    fakeServer({ 'GET /api/auth/session': sessionAnswer(null) });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Add panel' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Notes', hidden: true }));
    expect(order().at(-1)).toBe('Notes 2');
    // Still there once the menu has closed: a menu's own focus return, a few milliseconds later, must not take it.
    await new Promise((settled) => setTimeout(settled, 100));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Notes 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes 2' }), 'The well is poisoned.');

    await user.click(screen.getByRole('button', { name: 'Arrange Dice roller' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove panel', hidden: true }));
    expect(order()).not.toContain('Dice roller');

    await user.click(screen.getByRole('button', { name: 'Arrange Notes 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove panel', hidden: true }));
    expect(screen.getByText('Remove Notes 2 and its text?')).toBeTruthy();
    await user.click(within(panel('Notes 2')).getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('textbox', { name: 'Notes 2' })).toHaveProperty('value', 'The well is poisoned.');

    await user.click(screen.getByRole('button', { name: 'Reset layout' }));
    // The only written note moves into the default notes panel.
    expect(order()).toEqual(['Initiative', 'Dice roller', 'Notes', 'Conditions', 'Rules', 'Compendium search']);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'The well is poisoned.');
    expect(kept().panels).toEqual(
      DEFAULT_DM_SCREEN.panels.map((one) => (one.kind === 'notes' ? { ...one, note: 'The well is poisoned.' } : one)),
    );
  });

  it('signed in, starts from this browser’s screen when the account has none and saves it whole at the first change', async () => {
    const browserScreen: DmScreen = {
      panels: [{ key: 'notes', kind: 'notes', width: 4, height: 1, note: 'Kept here' }],
    };
    localStorage.setItem(DM_SCREEN_STORAGE_KEY, JSON.stringify(browserScreen));
    const server = fakeServer({
      'GET /api/me/dm-screen': { body: { screen: null } },
      'PUT /api/me/dm-screen': (call) => ({ body: { screen: call.body } }),
    });
    const user = show();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveProperty('value', 'Kept here');
    expect(screen.getByText('Saved to your account as you change it')).toBeTruthy();
    expect(server.sent('PUT /api/me/dm-screen')).toEqual([]);

    await user.type(notes, ', and saved');
    await waitFor(() => expect(server.sent('PUT /api/me/dm-screen')).toHaveLength(1));
    expect(server.sent('PUT /api/me/dm-screen')[0]).toEqual({
      panels: [{ key: 'notes', kind: 'notes', width: 4, height: 1, note: 'Kept here, and saved' }],
    });
    expect(await screen.findByText('Saved to your account')).toBeTruthy();
  });

  it('signed in, says when a save is refused, keeps the change on screen, and saves it on Try again', async () => {
    const saved: DmScreen = { panels: [{ key: 'n', kind: 'notes', width: 2, height: 2, note: '' }] };
    const server = fakeServer({
      'GET /api/me/dm-screen': { body: { screen: saved } },
      'PUT /api/me/dm-screen': { status: 400, body: { statusCode: 400, message: DM_SCREEN_MESSAGES.tooManyPanels } },
    });
    const user = show();
    (await screen.findByRole('button', { name: 'Resize Notes' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText(`Not saved: ${DM_SCREEN_MESSAGES.tooManyPanels}`)).toBeTruthy();
    expect(panel('Notes').dataset.width).toBe('3');

    server.answer('PUT /api/me/dm-screen', (call) => ({ body: { screen: call.body } }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved to your account')).toBeTruthy();
    expect(server.sent('PUT /api/me/dm-screen').at(-1)).toEqual({ panels: [{ ...saved.panels[0], width: 3 }] });
    await act(async () => undefined);
  });
});
