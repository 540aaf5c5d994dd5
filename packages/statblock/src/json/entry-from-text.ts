import type { MonsterAbility } from '@skald/rules/monster/monster';
import { reachAndRange } from '../five-e-database/reach-and-range.ts';
import { readEntryActions } from '../text/entry-actions.ts';
import { readEntryUsage } from '../text/entry-usage.ts';

/**
 * An entry whose rolls are only written in its text (Improved Initiative's `Content`, Open5e's `desc`): the
 * text layouts' own readers find its recharge, limit and cost in the name and its rolls in the text.
 */
export function entryFromText(name: string, desc: string, legendary: boolean): MonsterAbility {
  const usage = readEntryUsage(name, legendary);
  return { ...usage, desc, ...reachAndRange(desc), action_list: readEntryActions(desc) };
}
