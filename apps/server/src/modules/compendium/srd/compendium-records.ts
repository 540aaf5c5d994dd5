import type {
  CompendiumCondition,
  CompendiumItem,
  CompendiumRule,
  CompendiumSpell,
} from '@skald/contract/compendium-records';
import type { CompendiumMonster } from '@skald/statblock/five-e-database/map-monster';
import type { Skipped } from '@skald/statblock/five-e-database/skipped';

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
// The monster mapping lives in @skald/statblock, which the stat-block reader shares.
export type { CompendiumMonster } from '@skald/statblock/five-e-database/map-monster';
export type { Mapped, Skipped } from '@skald/statblock/five-e-database/skipped';

export interface SrdImport {
  monsters: CompendiumMonster[];
  spells: CompendiumSpell[];
  items: CompendiumItem[];
  conditions: CompendiumCondition[];
  rules: CompendiumRule[];
  skipped: Skipped[];
}
