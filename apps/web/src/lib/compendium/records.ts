/**
 * The compendium API's records: the contract's shapes, which the server serves. Only types come from the
 * contract, so none of its zod schemas reach the browser bundle.
 */
import type { CompendiumListAnswer, CompendiumRecordOf } from '@skald/contract/compendium-kinds';
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
  CompendiumListAnswer as ListAnswer,
  CompendiumRecordOf as RecordOfKind,
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

/** A list row: the identity, and whichever fields the list asked for. */
export type ListRow<T extends RecordIdentity> = RecordIdentity & Partial<Omit<T, keyof RecordIdentity>>;
