import { describe, expect, it } from 'vitest';
import { importSrd } from '../../src/modules/compendium/srd/import-srd.ts';
import { fixtures } from './srd-fixtures.ts';

describe('importSrd', () => {
  const result = importSrd(fixtures);

  it('maps every list: 6 monsters, 4 spells, 5 magic items and 9 pieces of equipment as items, 2 known conditions, 5 rules', () => {
    expect(result.monsters).toHaveLength(6);
    expect(result.spells).toHaveLength(4);
    expect(result.items.filter((item) => item.kind === 'magic_item')).toHaveLength(5);
    expect(result.items.filter((item) => item.kind === 'equipment')).toHaveLength(9);
    expect(result.conditions.map((condition) => condition.url)).toEqual(['blinded', 'exhaustion']);
    expect(result.rules).toHaveLength(5);
  });

  it('gathers what every mapper skipped, naming the record each came from', () => {
    const records = new Set(result.skipped.map((entry) => entry.record));
    expect(records).toEqual(
      new Set([
        'monsters/hollow-tanner-human',
        'monsters/hollow-tanner-wolf',
        'monsters/mismatched-golem',
        'spells/odd-ward',
        'items/crown-of-echoes',
        'conditions/dazzled',
      ]),
    );
  });

  it('keeps the first of two records with the same slug and reports the second', () => {
    const [newt] = fixtures.monsters;
    if (!newt) throw new Error('no fixture monsters');
    const twice = importSrd({ ...fixtures, monsters: [newt, { ...newt, name: 'Glimmer Newt Again' }] });
    expect(twice.monsters.map((monster) => monster.monster.name)).toEqual(['Glimmer Newt']);
    expect(twice.skipped).toContainEqual({
      record: 'monsters/glimmer-newt',
      field: 'url',
      reason: 'an earlier record has the same slug',
    });
  });
});
