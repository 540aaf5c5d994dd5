import type { CompendiumKind } from '@skald/contract/compendium-kinds';
import type {
  ConditionRecord,
  ItemRecord,
  MonsterRecord,
  RecordOfKind,
  RuleRecord,
  SpellRecord,
} from '../../../lib/compendium/records.ts';
import { listInWords } from '../../../lib/labels.ts';
import {
  armorClassText,
  costText,
  itemDamageText,
  itemSubtitle,
  splitItemLine,
  weightText,
} from '../item/item-text.ts';
import { KIND_DETAILS } from '../kinds.ts';
import { challengeText, creatureLine } from '../monster/monster-text.ts';
import { spellLevelLine } from '../spell/spell-text.ts';
import { plainText, truncateText } from '../text/truncate.ts';

function monsterSummary(monster: MonsterRecord): string {
  const actions = (monster.actions ?? []).map((action) => action.name).slice(0, 3);
  const base = `${creatureLine(monster)}. Armor Class ${monster.armor_class}, ${monster.hit_points} hit points, challenge ${challengeText(monster.challenge_rating)}.`;
  const lead = monster.desc ? plainText(monster.desc) : actions.length ? `Actions: ${listInWords(actions)}.` : '';
  return `${monster.name}: ${base} ${lead}`;
}

function itemSummary(item: ItemRecord): string {
  const { line, body } = splitItemLine(item.desc);
  const facts = [
    costText(item.cost),
    item.weapon?.damage && `${itemDamageText(item.weapon.damage)} damage`,
    item.armor && `Armor Class ${armorClassText(item.armor)}`,
    weightText(item.weight),
  ].filter(Boolean);
  const lead = `${item.name}: ${line ?? itemSubtitle(item)}${facts.length ? `, ${facts.join(', ')}` : ''}.`;
  return `${lead} ${plainText(body)}`;
}

function withoutTitle(desc: string, name: string): string {
  const text = plainText(desc);
  return text.toLowerCase().startsWith(name.toLowerCase()) ? text.slice(name.length).trim() : text;
}

const summaries: { [K in CompendiumKind]: (record: RecordOfKind[K]) => string } = {
  monsters: monsterSummary,
  spells: (spell: SpellRecord) => `${spellLevelLine(spell)}. ${plainText(spell.desc)}`,
  items: itemSummary,
  conditions: (condition: ConditionRecord) => `${condition.name}: ${plainText(condition.desc)}`,
  rules: (rule: RuleRecord) =>
    withoutTitle(rule.desc, rule.name) || `${rule.name}: rules of play from the System Reference Document 5.1.`,
};

/**
 * The meta description of an entry's page, at most as long as content.md §9 allows for its kind
 * (monster 160, spell 134, condition 131, item 157).
 */
export function entryDescription<K extends CompendiumKind>(kind: K, record: RecordOfKind[K]): string {
  return truncateText(summaries[kind](record), KIND_DETAILS[kind].descriptionLimit);
}
