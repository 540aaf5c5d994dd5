import type { SpellRecord } from '../../../lib/compendium/records.ts';
import { ordinal, sentenceCase, words } from '../../../lib/labels.ts';

/** '3rd-level evocation', 'Evocation cantrip', with '(ritual)' when it can be cast as one. */
export function spellLevelLine(spell: Pick<SpellRecord, 'level' | 'school' | 'ritual'>): string {
  const school = words(spell.school);
  const line = spell.level === 0 ? `${sentenceCase(school)} cantrip` : `${ordinal(spell.level)}-level ${school}`;
  return spell.ritual ? `${line} (ritual)` : line;
}

/** 'V, S, M (a tiny ball of bat guano and sulfur)'. */
export function componentsText(spell: Pick<SpellRecord, 'components' | 'material'>): string {
  const listed = spell.components.join(', ');
  return spell.material && spell.components.includes('M') ? `${listed} (${spell.material.replace(/\.$/, '')})` : listed;
}

/** 'Concentration, up to 1 minute' for a concentration spell, else the duration as written. */
export function durationText(spell: Pick<SpellRecord, 'duration' | 'concentration'>): string {
  if (!spell.concentration || /^concentration/i.test(spell.duration)) return spell.duration;
  const rest = spell.duration.charAt(0).toLowerCase() + spell.duration.slice(1);
  return `Concentration, ${rest}`;
}

/** '60-foot cone'. */
export function areaText(area: SpellRecord['area_of_effect']): string | undefined {
  return area ? `${area.size}-foot ${words(area.type)}` : undefined;
}

/** 'Dexterity save, half on a success' or 'Ranged spell attack'. */
export function spellEffectText(spell: Pick<SpellRecord, 'attack_type' | 'dc'>): string | undefined {
  if (spell.attack_type) return `${sentenceCase(spell.attack_type)} spell attack`;
  if (!spell.dc) return undefined;
  const success =
    spell.dc.success === 'half' ? ', half on a success' : spell.dc.success === 'none' ? ', none on a success' : '';
  return `${sentenceCase(spell.dc.ability)} save${success}`;
}
