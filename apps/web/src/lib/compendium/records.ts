/**
 * The compendium API's records: the contract's shapes, which the server serves. Only types come from the
 * contract, so none of its zod schemas reach the browser bundle.
 */
import type {
  ConditionRecord,
  ItemDamage,
  ItemRange,
  ItemRecord,
  MonsterRecord,
  MonsterSpell,
  MonsterSpellcasting,
  RuleRecord,
  SpellRecord,
} from '@skald/contract/compendium-records';

export type {
  ConditionRecord,
  ItemDamage as ItemDamageRecord,
  ItemRange as ItemRangeRecord,
  ItemRecord,
  MonsterRecord,
  MonsterSpell as MonsterSpellRecord,
  MonsterSpellcasting as MonsterSpellcastingRecord,
  RuleRecord,
  SpellRecord,
};

/** What every record carries, whatever `fields` asked for. */
export interface RecordIdentity {
  _id: number;
  /** The slug the entry's page lives under. */
  url: string;
  name: string;
}

export interface RecordOfKind {
  monsters: MonsterRecord;
  spells: SpellRecord;
  items: ItemRecord;
  conditions: ConditionRecord;
  rules: RuleRecord;
}

/** One page of a list: the matching total and this page's rows. */
export interface ListAnswer<T> {
  meta: { count: number };
  results: T[];
}

/** A list row: the identity, and whichever fields the list asked for. */
export type ListRow<T extends RecordIdentity> = RecordIdentity & Partial<Omit<T, keyof RecordIdentity>>;
