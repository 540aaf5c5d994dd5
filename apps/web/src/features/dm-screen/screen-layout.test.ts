import { MAX_DM_SCREEN_PANELS } from '@skald/contract/dm-screen';
import { describe, expect, it } from 'vitest';
import {
  addPanel,
  DEFAULT_DM_SCREEN,
  movePanel,
  movePanelTo,
  newPanelKey,
  panelTitles,
  resetLayout,
  resizePanel,
  writeNote,
} from './screen-layout.ts';

const keys = (screen: typeof DEFAULT_DM_SCREEN) => screen.panels.map((panel) => panel.key);

describe('the DM screen layout', () => {
  it('moves a panel earlier or later, stopping at either end', () => {
    expect(keys(movePanel(DEFAULT_DM_SCREEN, 'dice', -1)).slice(0, 2)).toEqual(['dice', 'initiative']);
    expect(keys(movePanel(DEFAULT_DM_SCREEN, 'compendium', 1))).toEqual(keys(DEFAULT_DM_SCREEN));
    expect(movePanel(DEFAULT_DM_SCREEN, 'initiative', -1)).toBe(DEFAULT_DM_SCREEN);
    expect(keys(movePanelTo(DEFAULT_DM_SCREEN, 'initiative', 99)).at(-1)).toBe('initiative');
  });

  it('keeps a size within 1 to 4 columns and 1 to 4 rows, and gives back the same screen when nothing changed', () => {
    const wide = resizePanel(DEFAULT_DM_SCREEN, 'rules', { width: 9, height: 0 });
    expect(wide.panels.find((panel) => panel.key === 'rules')).toMatchObject({ width: 4, height: 1 });
    expect(resizePanel(DEFAULT_DM_SCREEN, 'rules', { width: 1 })).toBe(DEFAULT_DM_SCREEN);
  });

  it('numbers a second panel of a kind, and adds no panel past the limit', () => {
    const twice = addPanel(DEFAULT_DM_SCREEN, 'notes', newPanelKey(DEFAULT_DM_SCREEN, 'notes'));
    expect([...panelTitles(twice).values()].at(-1)).toBe('Notes 2');
    expect(twice.panels.at(-1)).toMatchObject({ key: 'notes-2', kind: 'notes', note: '' });
    let full = DEFAULT_DM_SCREEN;
    for (let n = 0; n < MAX_DM_SCREEN_PANELS + 3; n++) full = addPanel(full, 'dice', newPanelKey(full, 'dice'));
    expect(full.panels).toHaveLength(MAX_DM_SCREEN_PANELS);
  });

  it('resets to the default panels and keeps every written note', () => {
    let screen = addPanel(DEFAULT_DM_SCREEN, 'notes', 'notes-2');
    screen = writeNote(screen, 'notes-2', 'The well is poisoned.');
    screen = writeNote(screen, 'notes', 'Baron Vell owes 40 gp.');
    screen = resizePanel(movePanel(screen, 'notes', -2), 'notes', { width: 1 });
    const reset = resetLayout(screen);
    expect(reset.panels.slice(0, DEFAULT_DM_SCREEN.panels.length)).toEqual(
      DEFAULT_DM_SCREEN.panels.map((panel) =>
        panel.kind === 'notes' ? { ...panel, note: 'Baron Vell owes 40 gp.' } : panel,
      ),
    );
    expect(reset.panels.at(-1)).toMatchObject({ kind: 'notes', note: 'The well is poisoned.' });
    expect(new Set(keys(reset)).size).toBe(reset.panels.length);
  });
});
