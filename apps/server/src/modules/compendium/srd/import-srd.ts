import { mapMonster } from '@skald/statblock/five-e-database/map-monster';
import type { Mapped, Skipped, SrdImport } from './compendium-records.ts';
import { mapCondition } from './map-condition.ts';
import { mapEquipment, mapMagicItem } from './map-item.ts';
import { mapRules } from './map-rule.ts';
import { mapSpell } from './map-spell.ts';
import type { SrdFiles } from './srd-source.ts';

/** Every SRD list in our shapes, with everything that could not be carried over. */
export function importSrd(files: SrdFiles): SrdImport {
  const skipped: Skipped[] = [];
  const keep = <T>({ value, skipped: lost }: Mapped<T>): T => {
    skipped.push(...lost);
    return value;
  };
  const unique = <T extends { url: string }>(kind: string, records: readonly (T | undefined)[]): T[] => {
    const byUrl = new Map<string, T>();
    for (const record of records) {
      if (record === undefined) continue;
      if (byUrl.has(record.url)) {
        skipped.push({ record: `${kind}/${record.url}`, field: 'url', reason: 'an earlier record has the same slug' });
      } else byUrl.set(record.url, record);
    }
    return [...byUrl.values()];
  };

  return {
    monsters: unique(
      'monsters',
      files.monsters.map((source) => keep(mapMonster(source))),
    ),
    spells: unique(
      'spells',
      files.spells.map((source) => keep(mapSpell(source))),
    ),
    items: unique('items', [
      ...files.magicItems.map((source) => keep(mapMagicItem(source))),
      ...files.equipment.map((source) => keep(mapEquipment(source))),
    ]),
    conditions: unique(
      'conditions',
      files.conditions.map((source) => keep(mapCondition(source))),
    ),
    rules: unique('rules', mapRules(files.rules, files.ruleSections)),
    skipped,
  };
}
