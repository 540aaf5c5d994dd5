import { arrayOf, isObject, type JsonObject, numberOf, textOf } from '@skald/statblock/json/json-values';

/** "skill-animal-handling" → "Skill: Animal Handling"; "saving-throw-dex" → "Saving Throw: DEX". */
function proficiencyName(index: string): string | undefined {
  const save = /^saving-throw-(\w+)$/.exec(index)?.[1];
  if (save) return `Saving Throw: ${save.toUpperCase()}`;
  const skill = /^skill-([\w-]+)$/.exec(index)?.[1];
  return skill && `Skill: ${skill.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())}`;
}

/**
 * A 5e-database monster as the compendium's mapping expects it, from the shapes other releases and hand-written
 * files use: a proficiency named only by its index, the armor class as a plain number, and the hit dice with the
 * Constitution bonus in `hit_points_roll` ("5d10+15") beside `hit_dice` ("5d10").
 */
export function fiveEDatabaseSource(source: JsonObject): JsonObject {
  const proficiencies = arrayOf(source.proficiencies).map((entry) => {
    if (!isObject(entry) || !isObject(entry.proficiency) || typeof entry.proficiency.name === 'string') return entry;
    const index = textOf(entry.proficiency.index);
    const name = index && proficiencyName(index);
    return name ? { ...entry, proficiency: { ...entry.proficiency, name } } : entry;
  });
  const armorClass = numberOf(source.armor_class);
  const roll = textOf(source.hit_points_roll)?.replace(/\s+/g, '');
  const dice = textOf(source.hit_dice);
  return {
    ...source,
    proficiencies,
    ...(typeof source.armor_class === 'number' && armorClass !== undefined
      ? { armor_class: [{ type: 'natural', value: armorClass }] }
      : {}),
    ...(roll && dice && roll.startsWith(dice.replace(/\s+/g, '')) ? { hit_dice: roll } : {}),
  };
}
