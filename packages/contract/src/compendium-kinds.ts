import { CHALLENGE_RATINGS } from '@skald/rules/constants/challenge-ratings';
import type { ConditionRecord, ItemRecord, MonsterRecord, RuleRecord, SpellRecord } from './compendium-records.ts';

/**
 * The compendium API's kinds, the fields and sorts of each, and its limits, apart from the zod schemas
 * that check a query (`compendium.ts`): the server, the API documentation and the web app all read these,
 * and the web app without loading zod.
 */

/** Where the API lives: `GET /api/v1/{kind}` and `GET /api/v1/{kind}/{id-or-slug}`. */
export const COMPENDIUM_API_PATH = '/api/v1';

export const COMPENDIUM_KINDS = ['monsters', 'spells', 'items', 'conditions', 'rules'] as const;
export type CompendiumKind = (typeof COMPENDIUM_KINDS)[number];

export interface CompendiumRecordOf {
  monsters: MonsterRecord;
  spells: SpellRecord;
  items: ItemRecord;
  conditions: ConditionRecord;
  rules: RuleRecord;
}

/** "monster", for sentences. */
export const KIND_SINGULAR: Readonly<Record<CompendiumKind, string>> = {
  monsters: 'monster',
  spells: 'spell',
  items: 'item',
  conditions: 'condition',
  rules: 'rule',
};

/** One page of a list: how many records match in all, and this page's records. */
export interface CompendiumListAnswer<T> {
  meta: { count: number };
  results: T[];
}

/** content.md §7 and §9: pages of 15. */
export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_MAX = 100;
/** The largest `skip`: PostgreSQL takes an int4 offset from both drivers without surprises. */
export const SKIP_MAX = 2_147_483_647;
export const NAME_SEARCH_MAX_LENGTH = 100;
/** How many values one repeated filter takes; more is a mistake, not a search. */
export const FILTER_VALUES_MAX = 50;

/** Every top-level field of a record, so a `Record<keyof T, true>` proves none is missing. */
function fieldsOf<T>(fields: Record<keyof T, true>): readonly string[] {
  return Object.keys(fields);
}

/** Fields of each kind in the order records list them; `fields=` picks among these. */
export const RECORD_FIELDS: Readonly<Record<CompendiumKind, readonly string[]>> = {
  monsters: fieldsOf<MonsterRecord>({
    _id: true,
    url: true,
    name: true,
    source: true,
    size: true,
    type: true,
    subtype: true,
    alignment: true,
    armor_class: true,
    hit_points: true,
    hit_dice: true,
    challenge_rating: true,
    strength: true,
    dexterity: true,
    constitution: true,
    intelligence: true,
    wisdom: true,
    charisma: true,
    saving_throws: true,
    skills: true,
    skills_expertise: true,
    speeds: true,
    languages: true,
    senses: true,
    damage_vulnerabilities: true,
    damage_resistances: true,
    damage_immunities: true,
    condition_immunities: true,
    special_abilities: true,
    actions: true,
    legendary_actions: true,
    reactions: true,
    legendary_count: true,
    desc: true,
    passive_perception: true,
    forms: true,
    spellcasting: true,
    environments: true,
  }),
  spells: fieldsOf<SpellRecord>({
    _id: true,
    url: true,
    name: true,
    level: true,
    school: true,
    classes: true,
    subclasses: true,
    casting_time: true,
    range: true,
    components: true,
    material: true,
    duration: true,
    concentration: true,
    ritual: true,
    desc: true,
    higher_level: true,
    attack_type: true,
    damage_type: true,
    damage_at_slot_level: true,
    damage_at_character_level: true,
    heal_at_slot_level: true,
    dc: true,
    area_of_effect: true,
  }),
  items: fieldsOf<ItemRecord>({
    _id: true,
    url: true,
    name: true,
    kind: true,
    category: true,
    subcategory: true,
    desc: true,
    rarity: true,
    variants: true,
    variant: true,
    cost: true,
    weight: true,
    weapon: true,
    armor: true,
    quantity: true,
    contents: true,
    speed: true,
    capacity: true,
  }),
  conditions: fieldsOf<ConditionRecord>({ _id: true, url: true, name: true, condition: true, desc: true }),
  rules: fieldsOf<RuleRecord>({ _id: true, url: true, name: true, desc: true, parent: true }),
};

/** `fields=ALL` (content.md §7's default, in any case) asks for every field, as no `fields` does. */
export const ALL_FIELDS = 'ALL';

/** Every record carries these whatever `fields` asks for. */
export const ALWAYS_INCLUDED_FIELDS = ['_id', 'url', 'name'] as const;

export const SORTABLE_FIELDS = {
  monsters: ['name', 'challenge_rating', 'type', 'size', 'hit_points', 'armor_class'],
  spells: ['name', 'level', 'school'],
  items: ['name', 'rarity', 'category'],
  conditions: ['name'],
  rules: ['name'],
} as const satisfies Record<CompendiumKind, readonly string[]>;

export type SortField<K extends CompendiumKind> = (typeof SORTABLE_FIELDS)[K][number];

export const SPELL_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The highest challenge rating `challenge_rating[]` takes. */
export const CHALLENGE_RATING_MAX: number = CHALLENGE_RATINGS[CHALLENGE_RATINGS.length - 1] ?? 30;
/** Categories the SRD's items use; `category[]` takes any such slug, so a new one needs no release. */
export const KNOWN_ITEM_CATEGORIES = [
  'adventuring-gear',
  'ammunition',
  'armor',
  'mounts-and-vehicles',
  'potion',
  'ring',
  'rod',
  'scroll',
  'staff',
  'tools',
  'wand',
  'weapon',
  'wondrous-items',
] as const;
