import type { UnreadField } from '@skald/statblock/json/json-values';
import { listed } from './words.ts';

/** How many of a record's fields a note names before saying "and N more". */
const FIELDS_NAMED = 6;

/** What a GM calls the fields other tools' monsters carry, where the field's own name would not say it. */
const WORDS: Record<string, string> = {
  player_id: "its player, who is not in the file (so it is no longer anyone's companion)",
  walk_speed: 'its walking speed',
  swim_speed: 'its swimming speed',
  fly_speed: 'its flying speed',
  burrow_speed: 'its burrowing speed',
  climb_speed: 'its climbing speed',
  speed: 'a speed',
  speeds: 'a speed',
  saving_throws: 'a saving throw',
  skills: 'a skill',
  skills_expertise: 'a skill expertise',
  skill_modifiers: 'a skill bonus',
  senses: 'a sense',
  languages: 'a language',
  special_abilities: 'a trait',
  actions: 'an action',
  legendary_actions: 'a legendary action',
  reactions: 'a reaction',
  spellcasting: 'its spellcasting',
  caster_ability: 'its spellcasting ability',
  caster_spells: 'a spell it casts',
  innate_ability: 'its innate spellcasting ability',
  innate_spells: 'an innate spell',
  avatar: 'its picture',
  InitiativeModifier: 'its initiative modifier (an NPC rolls initiative with its Dexterity)',
  Type: 'its size, type and alignment line',
  proficiencies: 'a proficiency',
  spell_list: 'its spells',
};

/** "damage_immunities" or "DamageImmunities" → "its damage immunities". */
function plainWords(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return `its ${words}`;
}

/** The words for one left-out field: a sense's note and a sense by name, else the field's own words. */
function fieldWords(path: string): string {
  const [field = '', sense, part] = path.split('.');
  if (field === 'senses' && sense && part === 'comments') return `its ${sense} note`;
  if (field === 'senses' && sense) return `its ${sense}`;
  return WORDS[field] ?? plainWords(field);
}

/**
 * One sentence for what a monster was taken without (fields unread or refused) and, apart, the numbers used in
 * place of what it wrote ("Its armor class “thick” is not one Skald takes, so 10 is used."). Nothing: no sentence.
 */
export function leftOutSentence(fields: readonly UnreadField[]): string | undefined {
  const sentences: string[] = [];
  const dropped: string[] = [];
  for (const { path, text } of fields) {
    if (path === '') continue;
    const used = / \(using (.+)\)$/.exec(text);
    if (used) {
      const written = text.slice(path.length + 2, used.index);
      sentences.push(`${capitalised(fieldWords(path))} “${written}” is not one Skald takes, so ${used[1]} is used.`);
    } else {
      const words = fieldWords(path);
      if (!dropped.includes(words)) dropped.push(words);
    }
  }
  if (dropped.length > 0) {
    const more = dropped.length > FIELDS_NAMED ? [`${dropped.length - FIELDS_NAMED} more`] : [];
    sentences.unshift(`Taken without ${listed([...dropped.slice(0, FIELDS_NAMED), ...more])}.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
