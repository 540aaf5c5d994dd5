import type {
  CompendiumCondition,
  CompendiumItem,
  CompendiumRule,
  CompendiumSpell,
  MonsterSpellcasting,
} from '@skald/contract/compendium-records';
import type { Monster } from '@skald/rules/monster/monster';

// The served shapes live in the contract, which the web app shares; the import keeps its names for them.
export {
  type CompendiumCondition,
  type CompendiumItem,
  type CompendiumRule,
  type CompendiumSpell,
  type DiceParts,
  ITEM_RARITIES,
  type ItemArmor,
  type ItemDamage,
  type ItemRange,
  type ItemRarity,
  type ItemWeapon,
  type MonsterSpell,
  type MonsterSpellcasting,
  type SpellComponent,
} from '@skald/contract/compendium-records';

/** Something in a source record that the import could not carry over, and why. */
export interface Skipped {
  /** `{kind}/{slug}`, e.g. `monsters/glimmer-newt`. */
  record: string;
  field: string;
  reason: string;
}

export interface Mapped<T> {
  value: T;
  skipped: Skipped[];
}

export interface CompendiumMonster {
  /** The slug the compendium serves it under. */
  url: string;
  monster: Monster;
  desc?: string;
  passive_perception?: number;
  /** Slugs of the same creature's other stat blocks (a lycanthrope's forms). */
  forms: string[];
  spellcasting: MonsterSpellcasting[];
}

export interface SrdImport {
  monsters: CompendiumMonster[];
  spells: CompendiumSpell[];
  items: CompendiumItem[];
  conditions: CompendiumCondition[];
  rules: CompendiumRule[];
  skipped: Skipped[];
}
