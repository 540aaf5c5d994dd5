import type { CombatAction } from './combat-action.ts';

/** Ctrl+K (Cmd+K on a Mac) opens the searchable list of every action; the palette does not list itself. */
export const openPalette: CombatAction = {
  name: 'command-palette',
  label: 'Search the combat actions',
  keys: [{ key: 'k', ctrl: true }],
  paletteLabel: () => null,
  enabled: () => true,
  perform: ({ ui }) => ui.openPalette(),
};

/** A monster or player joins the fight, by default at the next round once it has started. */
export const addCombatant: CombatAction = {
  name: 'add-combatant',
  label: 'Add combatant',
  keys: [{ key: 'a' }],
  availableWhen: 'Until the fight is finished',
  enabled: ({ snapshot }) => !snapshot.encounter.finished,
  perform: ({ ui }) => ui.openAddCombatant(),
};

export const SCREEN_ACTIONS: readonly CombatAction[] = [openPalette, addCombatant];
