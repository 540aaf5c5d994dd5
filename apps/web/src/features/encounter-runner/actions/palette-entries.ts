import type { CombatAction, RunnerContext } from './combat-action.ts';
import { keyNames } from './key-binding.ts';

/** One row of the command palette. */
export interface PaletteEntry {
  action: CombatAction;
  label: string;
  /** The first key that runs it, as a person reads it; empty when it has none. */
  keys: string[];
  enabled: boolean;
  availableWhen?: string;
}

/**
 * The palette's rows for what the GM typed: every word must appear in the label, in any order and case.
 * Those that can run now come first, so Enter on the first row does something.
 */
export function paletteEntries(
  actions: readonly CombatAction[],
  context: RunnerContext,
  query: string,
): PaletteEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const entries: PaletteEntry[] = [];
  for (const action of actions) {
    const label = action.paletteLabel ? action.paletteLabel(context) : action.label;
    if (label === null) continue;
    const lower = label.toLowerCase();
    if (!words.every((word) => lower.includes(word))) continue;
    const binding = action.keys[0];
    entries.push({
      action,
      label,
      keys: binding ? keyNames(binding) : [],
      enabled: action.enabled(context),
      ...(action.availableWhen ? { availableWhen: action.availableWhen } : {}),
    });
  }
  return [...entries.filter((entry) => entry.enabled), ...entries.filter((entry) => !entry.enabled)];
}
