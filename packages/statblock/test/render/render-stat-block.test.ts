import type { Monster } from '@skald/rules/monster/monster';
import { describe, expect, it } from 'vitest';
import { readStatBlock } from '../../src/read-stat-block.ts';
import { renderStatBlock } from '../../src/render/render-stat-block.ts';
import type { TextLayout } from '../../src/text/read-text-stat-block.ts';

/** A monster made in the creator: its entries have rolls but no text, so the renderer words them itself. */
const marshHag: Monster = {
  name: 'marsh hag',
  size: 'medium',
  type: 'fey',
  alignment: 'neutral_evil',
  armor_class: 16,
  hit_points: 58,
  hit_dice: '9d8',
  challenge_rating: 4,
  strength: 16,
  dexterity: 13,
  constitution: 14,
  intelligence: 12,
  wisdom: 13,
  charisma: 15,
  saving_throws: { wisdom: 3 },
  skills: { stealth: 5, sleight_of_hand: 3 },
  speeds: { walk: 30, swim: 30 },
  senses: { darkvision: 60 },
  languages: ['Common', 'Sylvan'],
  damage_resistances: ['cold', 'non_magical_piercing', 'non_magical_slashing'],
  condition_immunities: ['charmed'],
  special_abilities: [
    { name: 'Bog Stride', desc: 'Difficult terrain of mud costs the hag no extra movement.', action_list: [] },
  ],
  actions: [
    {
      name: 'Reed Spear',
      desc: '',
      reach: 5,
      range: '20/60',
      action_list: [
        {
          type: 'melee_weapon',
          attack_bonus: 5,
          rolls: [
            { damage_type: 'piercing', dice_count: 1, dice_type: 6, fixed_val: 3, miss_mod: 0 },
            { damage_type: 'poison', dice_count: 2, dice_type: 4, fixed_val: 0, miss_mod: 0 },
          ],
        },
      ],
    },
    {
      name: 'Fen Breath',
      desc: '',
      recharge: '5-6',
      action_list: [
        {
          type: 'save',
          save_dc: 13,
          save_ability: 'constitution',
          rolls: [{ damage_type: 'poison', dice_count: 4, dice_type: 8, fixed_val: 0, save_fail_mod: 0.5 }],
        },
      ],
    },
    {
      name: 'Mend',
      desc: '',
      limit: 2,
      limit_type: 'day',
      action_list: [
        { type: 'healing', rolls: [{ damage_type: 'radiant', dice_count: 2, dice_type: 8, fixed_val: 2 }] },
      ],
    },
  ],
  legendary_count: 2,
  legendary_actions: [
    {
      name: 'Sink',
      desc: '',
      legendary_cost: 2,
      action_list: [
        {
          type: 'save',
          save_dc: 12,
          save_ability: 'strength',
          rolls: [{ damage_type: 'bludgeoning', dice_count: 2, dice_type: 6, fixed_val: 0, save_fail_mod: 0 }],
        },
      ],
    },
  ],
};

const LAYOUTS: TextLayout[] = ['srd-text', 'markdown', 'srd-2024', 'flattened'];

describe('renderStatBlock: a monster from the creator as text ("Copy as text")', () => {
  it('words each entry from its rolls in the 2014 layouts', () => {
    const text = renderStatBlock(marshHag, 'srd-text');
    expect(text.split('\n').slice(0, 5)).toEqual([
      'Marsh Hag',
      'Medium fey, neutral evil',
      'Armor Class 16',
      'Hit Points 58 (9d8 + 18)',
      'Speed 30 ft., swim 30 ft.',
    ]);
    expect(text).toContain('Skills Sleight of Hand +3, Stealth +5');
    expect(text).toContain('Damage Resistances cold; piercing and slashing from nonmagical attacks');
    expect(text).toContain(
      'Reed Spear. Melee or Ranged Weapon Attack: +5 to hit, reach 5 ft. or range 20/60 ft., one target. Hit: 6 (1d6 + 3) piercing damage plus 5 (2d4) poison damage.',
    );
    expect(text).toContain(
      'Fen Breath (Recharge 5–6). Each creature in the area must make a DC 13 Constitution saving throw, taking 18 (4d8) poison damage on a failed save, or half as much damage on a successful one.',
    );
    expect(text).toContain('Mend (2/Day). It regains 11 (2d8 + 2) hit points.');
    expect(text).toContain('The hag can take 2 legendary actions');
    expect(text).toContain('Sink (Costs 2 Actions).');
  });

  it('words the 2024 layout its own way: AC and Initiative, MOD and SAVE, CR with XP and PB', () => {
    const text = renderStatBlock(marshHag, 'srd-2024');
    expect(text).toContain('AC 16 Initiative +1 (11)');
    expect(text).toContain('Str 16 +3 +3 Dex 13 +1 +1 Con 14 +2 +2');
    expect(text).toContain('Int 12 +1 +1 Wis 13 +1 +3 Cha 15 +2 +2');
    expect(text).toContain('Immunities Charmed');
    expect(text).toContain('CR 4 (XP 1,100; PB +2)');
    expect(text).toContain(
      'Fen Breath (Recharge 5–6). Constitution Saving Throw: DC 13, each creature in the area. Failure: 18 (4d8) Poison damage. Success: Half damage.',
    );
    expect(text).toContain('Legendary Action Uses: 2.');
  });

  it('writes the markdown of homebrew sites and a copy without line breaks', () => {
    const markdown = renderStatBlock(marshHag, 'markdown');
    expect(markdown.startsWith('___\n> ## Marsh Hag\n> *Medium fey, neutral evil*')).toBe(true);
    expect(markdown).toContain('> |16 (+3)|13 (+1)|14 (+2)|12 (+1)|13 (+1)|15 (+2)|');
    expect(markdown).toContain('> ***Reed Spear.*** *Melee or Ranged Weapon Attack:*');
    expect(renderStatBlock(marshHag, 'flattened')).not.toContain('\n');
  });

  it('reads back the same in every layout: rolls, recharge, limits and legendary cost', () => {
    for (const layout of LAYOUTS) {
      const reading = readStatBlock(renderStatBlock(marshHag, layout));
      if (!reading.ok) throw new Error(`${layout}: ${reading.message}`);
      expect(reading.layout, layout).toBe(layout);
      const { monster } = reading;
      expect(monster, layout).toMatchObject({
        armor_class: 16,
        hit_points: 58,
        challenge_rating: 4,
        skills: { stealth: 5, sleight_of_hand: 3 },
        speeds: { walk: 30, swim: 30 },
        legendary_count: 2,
      });
      const byName = (name: string) => monster.actions?.find((entry) => entry.name === name);
      expect(byName('Reed Spear')?.action_list, layout).toEqual(marshHag.actions?.[0]?.action_list);
      expect(byName('Fen Breath'), layout).toMatchObject({
        recharge: '5-6',
        action_list: marshHag.actions?.[1]?.action_list,
      });
      expect(byName('Mend'), layout).toMatchObject({ limit: 2, limit_type: 'day' });
      expect(monster.legendary_actions?.[0], layout).toMatchObject({ name: 'Sink', legendary_cost: 2 });
    }
  });
});
