import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CompendiumShapedSpell, type SpellRecord, spellRecordSchema } from '../../src/library/spell-record.ts';
import { scalingLevels } from '../../src/library/spell-scaling.ts';

describe('a custom spell', () => {
  it('has the compendium spell’s shape, so the spell card and the runner read both alike', () => {
    expectTypeOf<SpellRecord>().toExtend<CompendiumShapedSpell>();
    const spell = spellRecordSchema.parse({
      name: 'Ember Spark',
      level: 0,
      school: 'evocation',
      casting_time: '1 action',
      range: '60 feet',
      duration: 'Instantaneous',
      damage_at_character_level: { '1': '1d10', '5': '2d10', '11': '3d10', '17': '4d10' },
    });
    expect(spell).toMatchObject({ name: 'ember spark', classes: [], components: [], material: '', shared: false });
  });

  it('scales by slot from its own level (1st for a cantrip) to 9th, or by character level 1 to 20', () => {
    expect(scalingLevels('damage_at_slot_level', 3)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(scalingLevels('heal_at_slot_level', 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(scalingLevels('damage_at_character_level', 5)).toHaveLength(20);
  });
});
