import type { MonsterRecord } from '@skald/contract/compendium-records';
import { SIZES } from '@skald/rules/constants/sizes';
import type {
  compendiumConditions,
  compendiumItems,
  compendiumMonsters,
  compendiumRules,
  compendiumSpells,
} from './compendium-tables.ts';
import {
  type CompendiumCondition,
  type CompendiumItem,
  type CompendiumMonster,
  type CompendiumRule,
  type CompendiumSpell,
  ITEM_RARITIES,
  type SrdImport,
} from './srd/compendium-records.ts';

/** The rows of each compendium table, in the order the source lists them (which gives the `_id`s). */
export interface CompendiumRows {
  monsters: (typeof compendiumMonsters.$inferInsert)[];
  spells: (typeof compendiumSpells.$inferInsert)[];
  items: (typeof compendiumItems.$inferInsert)[];
  conditions: (typeof compendiumConditions.$inferInsert)[];
  rules: (typeof compendiumRules.$inferInsert)[];
}

/** A name as searches compare it; the query lowercases the searched text with the same function. */
export function searchableName(name: string): string {
  return name.toLowerCase();
}

function named(record: { url: string; name: string }) {
  return { slug: record.url, name: record.name, nameLower: searchableName(record.name), source: 'srd' };
}

/** The monster as the API serves it: the rules `Monster` flattened, with the compendium's extras after it. */
export function monsterRecord(compendium: CompendiumMonster): Omit<MonsterRecord, '_id'> {
  const { name, avatar: _avatar, friendly: _friendly, ...monster } = compendium.monster;
  return {
    url: compendium.url,
    name,
    source: 'srd',
    ...monster,
    ...(compendium.desc === undefined ? {} : { desc: compendium.desc }),
    ...(compendium.passive_perception === undefined ? {} : { passive_perception: compendium.passive_perception }),
    forms: compendium.forms,
    spellcasting: compendium.spellcasting,
    environments: [],
  };
}

function monsterRow(compendium: CompendiumMonster): CompendiumRows['monsters'][number] {
  const body = monsterRecord(compendium);
  return {
    ...named(body),
    body,
    type: body.type,
    size: body.size,
    sizeRank: SIZES.indexOf(body.size),
    alignment: body.alignment ?? null,
    challengeRating: body.challenge_rating,
    hitPoints: body.hit_points,
    armorClass: body.armor_class,
    environments: body.environments,
  };
}

function spellRow(spell: CompendiumSpell): CompendiumRows['spells'][number] {
  return { ...named(spell), body: spell, level: spell.level, school: spell.school, classes: spell.classes };
}

function itemRow(item: CompendiumItem): CompendiumRows['items'][number] {
  return {
    ...named(item),
    body: item,
    kind: item.kind,
    rarity: item.rarity ?? null,
    rarityRank: item.rarity === undefined ? null : ITEM_RARITIES.indexOf(item.rarity),
    category: item.category,
  };
}

function conditionRow(condition: CompendiumCondition): CompendiumRows['conditions'][number] {
  return { ...named(condition), body: condition };
}

function ruleRow(rule: CompendiumRule): CompendiumRows['rules'][number] {
  return { ...named(rule), body: rule, parent: rule.parent ?? null };
}

export function compendiumRows(data: Omit<SrdImport, 'skipped'>): CompendiumRows {
  return {
    monsters: data.monsters.map(monsterRow),
    spells: data.spells.map(spellRow),
    items: data.items.map(itemRow),
    conditions: data.conditions.map(conditionRow),
    rules: data.rules.map(ruleRow),
  };
}
