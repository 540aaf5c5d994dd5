import { SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { arrayOf, isObject, listText, numberOf, textOf } from '@skald/statblock/json/json-values';

import { nameText } from '../words.ts';

export type SpellConversion = { spell: Record<string, unknown>; change?: string } | { refusal: string };

/**
 * An Improved Initiative spell as Skald's spell form takes it: name, level, school, classes, components (its
 * "V, S, M (a pinch of salt)" text: the letters, and the material in brackets), casting time, range, duration
 * (concentration when it says so), ritual and description. Its source is not kept.
 */
export function convertImprovedInitiativeSpell(source: unknown): SpellConversion {
  if (!isObject(source)) return { refusal: 'It is not a spell (an object of fields).' };
  const name = nameText(source.Name);
  if (!name) return { refusal: 'It has no name, so it was left out.' };
  const componentText = listText(source.Components);
  const letters = componentText.replace(/\(.*\)/s, '').toUpperCase();
  const components = ['V', 'S', 'M'].filter((letter) => new RegExp(`\\b${letter}\\b`).test(letters));
  const written = textOf(source.Duration) ?? 'Instantaneous';
  // "Concentration, up to 1 minute" is the concentration flag and "Up to 1 minute", as Skald's SRD spells write it.
  const concentration = /^concentration,?\s*/i.exec(written);
  const duration = concentration ? written.slice(concentration[0].length).replace(/^u/, 'U') : written;
  const material = /\((.*)\)/s.exec(componentText)?.[1]?.trim() ?? '';
  // Skald's spell form wants the material a spell names; one the file leaves unsaid loses its M.
  const change =
    components.includes('M') && !material
      ? 'It names a material component without saying what it is, so M was left off.'
      : undefined;
  const spell = {
    name,
    level: numberOf(source.Level) ?? source.Level,
    school: typeof source.School === 'string' ? source.School.trim().toLowerCase() : source.School,
    classes: arrayOf(source.Classes).flatMap((entry) => {
      const word = typeof entry === 'string' ? entry.trim().toLowerCase() : '';
      return SPELLCASTING_CLASSES.includes(word as never) ? [word] : [];
    }),
    components: change ? components.filter((letter) => letter !== 'M') : components,
    material,
    casting_time: (textOf(source.CastingTime) ?? 'Special').slice(0, 100),
    range: (textOf(source.Range) ?? 'Special').slice(0, 100),
    duration: duration.slice(0, 100),
    concentration: concentration !== null,
    ritual: source.Ritual === true,
    desc: textOf(source.Description) ?? '',
  };
  return change ? { spell, change } : { spell };
}
