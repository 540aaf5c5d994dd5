import { describe, expect, it } from 'vitest';
import { abilityNamed, fixtureMonster, mappedFixtureMonster } from './srd-fixtures.ts';

const drake = fixtureMonster('cinderscale-drake');
const newt = fixtureMonster('glimmer-newt');
const tanner = fixtureMonster('hollow-tanner-human');
const golem = mappedFixtureMonster('mismatched-golem');

describe('monster abilities: attacks and saves', () => {
  it('an attack "+9 to hit, reach 10 ft." hitting for 2d10+5 piercing plus 2d6 fire is one melee action, nothing on a miss', () => {
    const bite = abilityNamed(drake, 'actions', 'Bite');
    expect(bite.reach).toBe(10);
    expect(bite.action_list).toEqual([
      {
        type: 'melee_weapon',
        attack_bonus: 9,
        rolls: [
          { damage_type: 'piercing', dice_count: 2, dice_type: 10, fixed_val: 5, miss_mod: 0 },
          { damage_type: 'fire', dice_count: 2, dice_type: 6, fixed_val: 0, miss_mod: 0 },
        ],
      },
    ]);
  });

  it('flat damage "Hit: 1 piercing" is 0 dice of 0 sides plus 1', () => {
    expect(abilityNamed(newt, 'actions', 'Nip').action_list[0]?.rolls).toEqual([
      { damage_type: 'piercing', dice_count: 0, dice_type: 0, fixed_val: 1, miss_mod: 0 },
    ]);
  });

  it('a save for half: DC 11 Dexterity, 2d4 radiant with save_fail_mod 0.5, recharging on a 6', () => {
    const spit = abilityNamed(newt, 'actions', 'Glimmer Spit');
    expect(spit.recharge).toBe('6');
    expect(spit.action_list).toEqual([
      {
        type: 'save',
        save_dc: 11,
        save_ability: 'dexterity',
        rolls: [{ damage_type: 'radiant', dice_count: 2, dice_type: 4, fixed_val: 0, save_fail_mod: 0.5 }],
      },
    ]);
  });

  it('a save for none: DC 17 Dexterity, 2d6+5 bludgeoning with save_fail_mod 0', () => {
    expect(abilityNamed(drake, 'legendary_actions', 'Tail Lash').action_list).toEqual([
      {
        type: 'save',
        save_dc: 17,
        save_ability: 'dexterity',
        rolls: [{ damage_type: 'bludgeoning', dice_count: 2, dice_type: 6, fixed_val: 5, save_fail_mod: 0 }],
      },
    ]);
  });

  it('a save marked "none" whose text gives "half as much damage on a successful one" keeps half: 4d6 fire at 0.5', () => {
    const vent = abilityNamed(golem.value.monster, 'actions', 'Steam Vent');
    expect(vent.action_list[0]?.rolls[0]?.save_fail_mod).toBe(0.5);
  });

  it('a damage entry with its own DC is a second action: +4 ranged for 1d4+2 piercing, then DC 12 Constitution for 2d8 poison, half on a save', () => {
    const needle = abilityNamed(tanner, 'actions', 'Venom Needle');
    expect(needle.range).toBe('30/120');
    expect(needle.action_list).toEqual([
      {
        type: 'ranged_weapon',
        attack_bonus: 4,
        rolls: [{ damage_type: 'piercing', dice_count: 1, dice_type: 4, fixed_val: 2, miss_mod: 0 }],
      },
      {
        type: 'save',
        save_dc: 12,
        save_ability: 'constitution',
        rolls: [{ damage_type: 'poison', dice_count: 2, dice_type: 8, fixed_val: 0, save_fail_mod: 0.5 }],
      },
    ]);
  });

  it('"Melee Spell Attack: +6 to hit" is a spell attack with bonus 6', () => {
    const touch = abilityNamed(golem.value.monster, 'actions', 'Sparking Touch');
    expect(touch.action_list[0]).toMatchObject({ type: 'spell_attack', attack_bonus: 6 });
  });

  it('a save with no damage (Frightful-style) is a save action without rolls', () => {
    expect(abilityNamed(tanner, 'actions', 'Howl of Dread').action_list).toEqual([
      { type: 'save', save_dc: 12, save_ability: 'wisdom', rolls: [] },
    ]);
  });

  it('a multiattack has no actions of its own: its text carries the plan', () => {
    expect(abilityNamed(drake, 'actions', 'Multiattack').action_list).toEqual([]);
  });
});

describe('monster abilities: choices and options', () => {
  it('"fire or cold damage (the drake\'s choice)" gives Claw (Fire) and Claw (Cold), each with the 2d6+5 slashing', () => {
    const names = drake.actions?.map((ability) => ability.name);
    expect(names).not.toContain('Claw');
    for (const type of ['fire', 'cold'] as const) {
      const claw = abilityNamed(drake, 'actions', `Claw (${type === 'fire' ? 'Fire' : 'Cold'})`);
      expect(claw.action_list[0]?.rolls).toEqual([
        { damage_type: 'slashing', dice_count: 2, dice_type: 6, fixed_val: 5, miss_mod: 0 },
        { damage_type: type, dice_count: 1, dice_type: 6, fixed_val: 0, miss_mod: 0 },
      ]);
    }
  });

  it('a weapon used one or two handed: Hooked Spear (One handed) 1d6+2, (Two handed) 1d8+2, melee with reach 5 and range 20/60', () => {
    const oneHanded = abilityNamed(tanner, 'actions', 'Hooked Spear (One handed)');
    const twoHanded = abilityNamed(tanner, 'actions', 'Hooked Spear (Two handed)');
    expect(oneHanded).toMatchObject({ reach: 5, range: '20/60' });
    expect(oneHanded.action_list[0]).toMatchObject({ type: 'melee_weapon', attack_bonus: 4 });
    expect(oneHanded.action_list[0]?.rolls[0]).toMatchObject({ dice_count: 1, dice_type: 6, fixed_val: 2 });
    expect(twoHanded.action_list[0]?.rolls[0]).toMatchObject({ dice_count: 1, dice_type: 8, fixed_val: 2 });
  });

  it('breath weapon options: the ability keeps recharge 5-6 and no rolls, each option follows as its own ability', () => {
    const names = drake.actions?.map((ability) => ability.name);
    expect(names?.slice(-3)).toEqual([
      'Breath Weapons',
      'Breath Weapons: Ember Breath',
      'Breath Weapons: Smoke Breath',
    ]);
    expect(abilityNamed(drake, 'actions', 'Breath Weapons')).toMatchObject({ recharge: '5-6', action_list: [] });

    const ember = abilityNamed(drake, 'actions', 'Breath Weapons: Ember Breath');
    expect(ember.recharge).toBeUndefined();
    expect(ember.desc.startsWith('Ember Breath.')).toBe(true);
    expect(ember.action_list).toEqual([
      {
        type: 'save',
        save_dc: 16,
        save_ability: 'dexterity',
        rolls: [{ damage_type: 'fire', dice_count: 10, dice_type: 6, fixed_val: 0, save_fail_mod: 0.5 }],
      },
    ]);
    expect(abilityNamed(drake, 'actions', 'Breath Weapons: Smoke Breath').action_list).toEqual([
      { type: 'save', save_dc: 16, save_ability: 'constitution', rolls: [] },
    ]);
  });

  it('staged effects work like options: Escalating Chime (2 a day), then First Chime and Second Chime (4d8 thunder, half)', () => {
    const monster = golem.value.monster;
    expect(abilityNamed(monster, 'actions', 'Escalating Chime')).toMatchObject({ limit: 2, limit_type: 'day' });
    expect(abilityNamed(monster, 'actions', 'Escalating Chime: First Chime').desc.startsWith('First Chime.')).toBe(
      true,
    );
    expect(abilityNamed(monster, 'actions', 'Escalating Chime: Second Chime').action_list[0]?.rolls).toEqual([
      { damage_type: 'thunder', dice_count: 4, dice_type: 8, fixed_val: 0, save_fail_mod: 0.5 },
    ]);
  });
});

describe('monster abilities: uses and costs', () => {
  it('"Tail Lash (Costs 2 Actions)" costs 2 and loses the brackets; a legendary action without a cost costs 1', () => {
    expect(abilityNamed(drake, 'legendary_actions', 'Tail Lash').legendary_cost).toBe(2);
    expect(abilityNamed(drake, 'legendary_actions', 'Sniff the Air').legendary_cost).toBe(1);
  });

  it('3 uses per day is limit 3 of type day', () => {
    expect(abilityNamed(drake, 'special_abilities', 'Stubborn Scales')).toMatchObject({ limit: 3, limit_type: 'day' });
  });

  it('"(1/Turn)" in a name is limit 1 per turn, "(3/Day)" limit 3 per day, and the names lose the brackets', () => {
    expect(abilityNamed(tanner, 'special_abilities', 'Ambush Strike')).toMatchObject({ limit: 1, limit_type: 'turn' });
    expect(abilityNamed(golem.value.monster, 'actions', 'Lurch')).toMatchObject({ limit: 3, limit_type: 'day' });
  });

  it('recharge after a rest is "rest"; recharge from 4 is "4-6"', () => {
    expect(abilityNamed(tanner, 'actions', 'Howl of Dread').recharge).toBe('rest');
    expect(abilityNamed(golem.value.monster, 'actions', 'Quake').recharge).toBe('4-6');
  });
});

describe('monster abilities: what is reported', () => {
  const reasons = golem.skipped.map((entry) => `${entry.field}: ${entry.reason}`);

  it('reports rolls it cannot hold (2d6+1d4, 1d100, psionic) and keeps the attack without them', () => {
    expect(abilityNamed(golem.value.monster, 'actions', 'Grinding Fists').action_list).toEqual([
      { type: 'melee_weapon', attack_bonus: 6, rolls: [] },
    ]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^actions\.Grinding Fists\.damage\[0\]: "2d6\+1d4"/),
        expect.stringMatching(/^actions\.Grinding Fists\.damage\[1\]: "1d100"/),
        expect.stringMatching(/^actions\.Grinding Fists\.damage\[2\]: damage type "psionic"/),
      ]),
    );
  });

  it('reports an attack bonus with no attack in the text (Shuffle, +0) and makes no action of it', () => {
    expect(abilityNamed(golem.value.monster, 'legendary_actions', 'Shuffle').action_list).toEqual([]);
    expect(reasons).toContainEqual(expect.stringMatching(/^legendary_actions\.Shuffle\.attack_bonus: attack bonus 0/));
  });

  it('reports a usage it has no equivalent for ("per rest")', () => {
    expect(abilityNamed(golem.value.monster, 'actions', 'Odd Use')).not.toHaveProperty('limit');
    expect(reasons).toContainEqual(expect.stringMatching(/^actions\.Odd Use\.usage: usage "per rest"/));
  });
});
