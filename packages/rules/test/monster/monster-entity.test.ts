import { describe, expect, it } from 'vitest';
import { cardTargetOf } from '../../src/combat/card-target.ts';
import { legendaryActionsLeft } from '../../src/combat/limited-uses.ts';
import type { Monster } from '../../src/monster/monster.ts';
import { entityFromMonster } from '../../src/monster/monster-entity.ts';

const cinderDrake: Monster = {
  name: 'Cinder Drake',
  size: 'large',
  type: 'dragon',
  armor_class: 17,
  hit_points: 52,
  challenge_rating: 4,
  strength: 19,
  dexterity: 10,
  constitution: 17,
  intelligence: 8,
  wisdom: 11,
  charisma: 12,
  saving_throws: { dexterity: 3 },
  damage_immunities: ['fire'],
  actions: [{ name: 'Bite', desc: 'A bite.', action_list: [] }],
  legendary_actions: [{ name: 'Tail Sweep', desc: 'A sweep.', action_list: [], legendary_cost: 2 }],
};

describe('a stat block joins the fight as a combatant', () => {
  const drake = () => entityFromMonster(cinderDrake, { key: 'drake-1', name: 'Cinder Drake (1)', source: 'srd' });

  it('at the stat block\u2019s hit points and armor class, as an NPC from the compendium', () => {
    expect(drake()).toMatchObject({
      name: 'Cinder Drake (1)',
      entityType: 'npc',
      npc: 'srd',
      maxHp: 52,
      curHp: 52,
      ac: 17,
    });
  });

  it('or at rolled hit points: 47 of 47', () => {
    const rolled = entityFromMonster(cinderDrake, { key: 'd', name: 'Cinder Drake', hitPoints: 47, source: 'srd' });
    expect(rolled).toMatchObject({ maxHp: 47, curHp: 47 });
  });

  it('keeps its saves and defenses for roll cards: +3 dexterity, +4 strength from 19, immune to fire', () => {
    const target = cardTargetOf(drake());
    expect(target.saveBonus).toMatchObject({ dexterity: 3, strength: 4 });
    expect(target.damage_immunities).toEqual(['fire']);
  });

  it('brings its actions and three legendary actions a round', () => {
    expect(drake().actions?.[0]?.name).toBe('Bite');
    expect(legendaryActionsLeft(drake())).toBe(3);
  });

  it('brings its spellcasting, so its slots count from the first turn', () => {
    const spellcasting = [
      {
        trait: 'Spellcasting',
        innate: false,
        ability: 'charisma' as const,
        save_dc: 12,
        components_required: ['V'],
        slots: { '1': 2 },
        spells: [{ url: 'shield', name: 'Shield', level: 1 }],
      },
    ];
    const caster = entityFromMonster({ ...cinderDrake, spellcasting }, { key: 'c', name: 'Drake', source: 'srd' });
    expect(caster.spellcasting).toEqual(spellcasting);
    expect(drake().spellcasting).toBeUndefined();
  });
});
