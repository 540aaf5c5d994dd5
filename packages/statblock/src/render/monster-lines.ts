import { DEFAULT_LEGENDARY_COUNT, type Monster } from '@skald/rules/monster/monster';
import { capitalised, titleCase } from './stat-block-words.ts';

/** A lowercase stored name ("adult red dragon") shown as a stat block prints it. */
export function displayName(monster: Monster): string {
  return monster.name === monster.name.toLowerCase() ? titleCase(monster.name) : monster.name;
}

/** "Huge dragon, chaotic evil", "Medium swarm of Tiny beasts, unaligned"; 2024 capitalises the words. */
export function sizeTypeLine(monster: Monster, capitals = false): string {
  const word = (text: string) => (capitals ? capitalised(text) : text);
  const type =
    monster.type === 'swarm' && monster.subtype
      ? `${word('swarm')} of ${monster.subtype}`
      : `${word(monster.type)}${monster.subtype ? ` (${monster.subtype})` : ''}`;
  const alignment = monster.alignment ? `, ${alignmentText(monster.alignment, capitals)}` : '';
  return `${capitalised(monster.size)} ${type}${alignment}`;
}

function alignmentText(alignment: string, capitals: boolean): string {
  if (!/^[a-z_]+$/.test(alignment)) return alignment;
  return capitals ? titleCase(alignment) : alignment.replace(/_/g, ' ');
}

/** The name a stat block's sentences use: "the dragon" for "Adult Red Dragon". */
export function sentenceName(monster: Monster): string {
  return monster.type === 'swarm' ? 'swarm' : (displayName(monster).split(' ').pop() ?? '').toLowerCase();
}

/** The 2014 layouts' sentence before the legendary actions, with the monster's count (3 unless it says). */
export function legendaryIntro(monster: Monster): string {
  const count = monster.legendary_count ?? DEFAULT_LEGENDARY_COUNT;
  const name = sentenceName(monster);
  return `The ${name} can take ${count} legendary actions, choosing from the options below, each at the end of another creature's turn. The ${name} regains spent legendary actions at the start of its turn.`;
}
