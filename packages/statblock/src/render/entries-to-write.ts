import type { MonsterAbility } from '@skald/rules/monster/monster';
import { describeActions, type Wording } from './describe-actions.ts';
import { abilityHeading } from './stat-block-words.ts';

/** One entry as a layout writes it: its heading (name with recharge, limit or cost) and its text. */
export interface EntryToWrite {
  heading: string;
  text: string;
}

const VARIANT = /^(.+?) \(([^()]+)\)$/;

/**
 * The entries of one section as a stat block prints them. The SRD mapping splits an entry with a choice of
 * damage into one per choice ("Longsword (Two handed)") and adds one per option ("Breath Weapons: Fire
 * Breath") whose paragraph is already in its parent's text; a printed stat block has the entry once. In 2014
 * wording an entry keeps its own text, and one without text is described from its rolls; the 2024 layout
 * words every entry with rolls anew, so its variants and options stay separate.
 */
export function entriesToWrite(abilities: readonly MonsterAbility[] | undefined, wording: Wording): EntryToWrite[] {
  const entries: EntryToWrite[] = [];
  const written = new Map<string, string>();
  const parents = new Set((abilities ?? []).map((ability) => ability.name));
  for (const ability of abilities ?? []) {
    const option = optionOf(ability.name, parents);
    if (wording === '2024') {
      entries.push({
        heading: abilityHeading(option ? { ...ability, name: option.option } : ability),
        text: ability.action_list.length > 0 ? describeActions(ability, wording) : ownText(ability, parents),
      });
      continue;
    }
    if (option && ability.desc.trim() !== '') continue;
    const variant = VARIANT.exec(ability.name)?.[1];
    if (variant !== undefined && written.get(variant) === ability.desc) continue;
    const text = ability.desc.trim() === '' ? describeActions(ability, wording) : ability.desc.trim();
    const name = variant !== undefined && ability.desc.trim() !== '' ? variant : ability.name;
    written.set(name, ability.desc);
    entries.push({ heading: abilityHeading({ ...ability, name }), text });
  }
  return entries;
}

/** "Breath Weapons: Fire Breath" is an option of "Breath Weapons" when that entry is in the same section. */
function optionOf(name: string, parents: ReadonlySet<string>): { parent: string; option: string } | undefined {
  const colon = name.indexOf(': ');
  if (colon < 0) return undefined;
  const parent = name.slice(0, colon);
  return parents.has(parent) ? { parent, option: name.slice(colon + 2) } : undefined;
}

/** A parent whose options follow as their own entries keeps only its first paragraph. */
function ownText(ability: MonsterAbility, parents: ReadonlySet<string>): string {
  const hasOptions = [...parents].some((name) => name.startsWith(`${ability.name}: `));
  const text = ability.desc.trim();
  return hasOptions ? (text.split('\n')[0] ?? '') : text;
}
