import type { MonsterAbility } from '@skald/rules/monster/monster';
import { reachAndRange } from '../five-e-database/reach-and-range.ts';
import { readEntryActions } from '../text/entry-actions.ts';
import { readEntryUsage } from '../text/entry-usage.ts';

/**
 * An entry whose rolls are only written in its text (Improved Initiative's `Content`, Open5e's `desc`): the
 * text layouts' own readers find its recharge, limit and cost in the name and its rolls in the text; a choice
 * of damage adds one entry per choice ("Spear (Two handed)"), as the text layouts and the compendium do.
 */
export function entriesFromText(name: string, desc: string, legendary: boolean): MonsterAbility[] {
  const usage = readEntryUsage(name, legendary);
  const { actions, variants } = readEntryActions(desc);
  const entry = { ...usage, desc, ...reachAndRange(desc) };
  return [
    { ...entry, action_list: actions },
    ...variants.map((variant) => ({
      ...entry,
      name: `${usage.name} (${variant.label})`,
      action_list: variant.actions,
    })),
  ];
}

const LEGENDARY_COUNT = /can take (\d{1,2}) legendary actions/i;

/** "The dragon can take 3 legendary actions, …" → 3, in the text formats write the count in. */
export function legendaryCountIn(text: string): number | undefined {
  const count = LEGENDARY_COUNT.exec(text)?.[1];
  return count === undefined ? undefined : Number(count);
}
