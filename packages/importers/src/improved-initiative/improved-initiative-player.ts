import { ABILITIES } from '@skald/rules/constants/abilities';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';
import { arrayOf, isObject, type JsonObject, listText, numberOf, textOf } from '@skald/statblock/json/json-values';

import { listed, nameText } from '../words.ts';

/** What a character's stat block holds that a Skald player does not, in a GM's words. */
const UNPLACED: Record<string, string> = {
  Saves: 'its saving throws',
  Traits: 'its traits',
  Actions: 'its actions',
  Reactions: 'its reactions',
  LegendaryActions: 'its legendary actions',
  DamageResistances: 'its damage resistances',
  DamageImmunities: 'its damage immunities',
};

export type PlayerConversion = { player: Record<string, unknown>; change?: string } | { refusal: string };

/** "Animal Handling" → animal_handling. */
function skillId(name: unknown): Skill | undefined {
  const id =
    typeof name === 'string'
      ? name
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : '';
  return SKILLS.find((skill) => skill === id);
}

/**
 * A character (its store keeps `{ Name, CurrentHP, StatBlock }`; a stat block alone has `Player: "player"`) as a
 * Skald player: name, armor class, maximum hit points, initiative modifier, level (what a character's stat block
 * writes as its challenge), the six scores, walking speed, passive Perception (from its senses), the skills it
 * lists, and its picture. Out-of-range numbers are passed as found, for the player schema to refuse with its sentence.
 * Its saves, defenses, actions and description have no place in a Skald player.
 */
export function convertImprovedInitiativePlayer(character: unknown): PlayerConversion {
  if (!isObject(character)) return { refusal: 'It is not a character (an object of fields).' };
  const source = isObject(character.StatBlock)
    ? { ...character.StatBlock, Name: character.Name ?? character.StatBlock.Name }
    : character;
  const name = nameText(source.Name);
  if (!name) return { refusal: 'It has no name, so it was left out.' };
  const scores = isObject(source.Abilities) ? source.Abilities : {};
  const value = (field: unknown) => (isObject(field) ? (numberOf(field.Value) ?? null) : null);
  const passive = /passive perception\s*(\d+)/i.exec(listText(source.Senses));
  const image = textOf(source.ImageURL);
  const player: Record<string, unknown> = {
    character_name: name.slice(0, 100),
    ac: value(source.AC),
    maxHp: value(source.HP),
    initiative: numberOf(source.InitiativeModifier) ?? null,
    level: numberOf(source.Challenge) ?? null,
    speed: numberOf(listText(source.Speed)) ?? null,
    passive_perception: passive?.[1] ? Number(passive[1]) : null,
    skills: arrayOf(source.Skills).flatMap((skill) =>
      isObject(skill) && skillId(skill.Name) ? [skillId(skill.Name)] : [],
    ),
    avatar: image && /^https?:\/\//.test(image) ? image : '',
    ...Object.fromEntries(
      ABILITIES.map((ability) => [
        ability,
        numberOf(scores[`${ability.charAt(0).toUpperCase()}${ability.slice(1, 3)}`]) ?? null,
      ]),
    ),
  };
  const unplaced = Object.entries(UNPLACED)
    .filter(([field]) => arrayOf((source as JsonObject)[field]).length > 0)
    .map(([, words]) => words);
  return unplaced.length > 0
    ? { player, change: `Taken without ${listed(unplaced)}: a Skald player has no place for them.` }
    : { player };
}
