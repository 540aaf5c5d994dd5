import {
  DM_SCREEN_COLUMNS,
  DM_SCREEN_MAX_ROWS,
  type DmScreen,
  type DmScreenPanel,
  type DmScreenPanelKind,
  MAX_DM_SCREEN_PANELS,
} from '@skald/contract/dm-screen';

/**
 * The DM screen's layout as plain data: every change (move, resize, add, remove, a note) is a function
 * from one screen to the next, so the menus, the keys and the mouse all make the same changes.
 */

export const PANEL_NAMES: Record<DmScreenPanelKind, string> = {
  initiative: 'Initiative',
  dice: 'Dice roller',
  conditions: 'Conditions',
  rules: 'Rules',
  notes: 'Notes',
  compendium: 'Compendium search',
};

/** What a new GM sees: the fight and the dice first, notes and the references below them. */
export const DEFAULT_DM_SCREEN: DmScreen = {
  panels: [
    { key: 'initiative', kind: 'initiative', width: 2, height: 2 },
    { key: 'dice', kind: 'dice', width: 2, height: 2 },
    { key: 'notes', kind: 'notes', width: 2, height: 2, note: '' },
    { key: 'conditions', kind: 'conditions', width: 1, height: 2 },
    { key: 'rules', kind: 'rules', width: 1, height: 2 },
    { key: 'compendium', kind: 'compendium', width: 2, height: 2 },
  ],
};

/** Each panel's title: its kind's name, numbered from the second of a kind on ("Notes 2"). */
export function panelTitles(screen: DmScreen): Map<string, string> {
  const seen = new Map<DmScreenPanelKind, number>();
  const titles = new Map<string, string>();
  for (const panel of screen.panels) {
    const count = (seen.get(panel.kind) ?? 0) + 1;
    seen.set(panel.kind, count);
    titles.set(panel.key, count === 1 ? PANEL_NAMES[panel.kind] : `${PANEL_NAMES[panel.kind]} ${count}`);
  }
  return titles;
}

function replacePanel(screen: DmScreen, key: string, change: (panel: DmScreenPanel) => DmScreenPanel): DmScreen {
  return { panels: screen.panels.map((panel) => (panel.key === key ? change(panel) : panel)) };
}

/** Puts a panel at `index` of the reading order (clamped to the ends); the others keep their order. */
export function movePanelTo(screen: DmScreen, key: string, index: number): DmScreen {
  const from = screen.panels.findIndex((panel) => panel.key === key);
  if (from === -1) return screen;
  const to = Math.min(Math.max(index, 0), screen.panels.length - 1);
  if (to === from) return screen;
  const panels = [...screen.panels];
  const [moved] = panels.splice(from, 1);
  if (moved) panels.splice(to, 0, moved);
  return { panels };
}

/** Moves a panel `by` places earlier (negative) or later (positive). */
export function movePanel(screen: DmScreen, key: string, by: number): DmScreen {
  const from = screen.panels.findIndex((panel) => panel.key === key);
  return from === -1 ? screen : movePanelTo(screen, key, from + by);
}

const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 1), max);

/** Sets a panel's span, each kept within 1 and the grid's most columns or rows. */
export function resizePanel(screen: DmScreen, key: string, size: { width?: number; height?: number }): DmScreen {
  const panel = screen.panels.find((one) => one.key === key);
  if (!panel) return screen;
  const width = clamp(size.width ?? panel.width, DM_SCREEN_COLUMNS);
  const height = clamp(size.height ?? panel.height, DM_SCREEN_MAX_ROWS);
  // The same screen when nothing changes: a resize drag reports every pointer move.
  if (width === panel.width && height === panel.height) return screen;
  return replacePanel(screen, key, (one) => ({ ...one, width, height }));
}

/** Whether a panel can grow or shrink one step that way. */
export function canResize(panel: DmScreenPanel, side: 'width' | 'height', by: 1 | -1): boolean {
  const max = side === 'width' ? DM_SCREEN_COLUMNS : DM_SCREEN_MAX_ROWS;
  const next = panel[side] + by;
  return next >= 1 && next <= max;
}

export const canAddPanel = (screen: DmScreen) => screen.panels.length < MAX_DM_SCREEN_PANELS;

/** Adds a panel of `kind` at the end, one column wide and two rows tall; a full screen stays as it is. */
export function addPanel(screen: DmScreen, kind: DmScreenPanelKind, key: string): DmScreen {
  if (!canAddPanel(screen)) return screen;
  const panel: DmScreenPanel = { key, kind, width: 1, height: 2, ...(kind === 'notes' ? { note: '' } : {}) };
  return { panels: [...screen.panels, panel] };
}

export function removePanel(screen: DmScreen, key: string): DmScreen {
  return { panels: screen.panels.filter((panel) => panel.key !== key) };
}

export function writeNote(screen: DmScreen, key: string, note: string): DmScreen {
  return replacePanel(screen, key, (panel) => ({ ...panel, note }));
}

/** A key no panel of `screen` has, readable in the stored document. */
export function newPanelKey(screen: DmScreen, kind: DmScreenPanelKind): string {
  const taken = new Set(screen.panels.map((panel) => panel.key));
  for (let n = 2; ; n++) {
    const key = `${kind}-${n}`;
    if (!taken.has(key)) return key;
  }
}

/**
 * The default panels again, with every note kept: the first written note goes in the default notes panel,
 * any further ones follow as notes panels of their own, so resetting never loses text.
 */
export function resetLayout(screen: DmScreen): DmScreen {
  const written = screen.panels.filter((panel) => panel.kind === 'notes' && panel.note?.trim());
  const [first, ...others] = written;
  let reset: DmScreen = {
    panels: DEFAULT_DM_SCREEN.panels.map((panel) =>
      panel.kind === 'notes' && first ? { ...panel, note: first.note } : panel,
    ),
  };
  for (const note of others) {
    if (!canAddPanel(reset)) break;
    reset = { panels: [...reset.panels, { ...note, key: newPanelKey(reset, 'notes'), width: 2, height: 2 }] };
  }
  return reset;
}
