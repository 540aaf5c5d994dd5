import { describe, expect, it } from 'vitest';
import { fixtureMonster, mappedFixtureMonster } from './srd-fixtures.ts';

function skippedOf(index: string) {
  return mappedFixtureMonster(index).skipped;
}

describe('mapMonster: the stat block', () => {
  it('normalises size Tiny to tiny, CR 1/8 (0.125) and keeps AC 13, 3 hit points from 1d4', () => {
    const newt = fixtureMonster('glimmer-newt');
    expect(newt).toMatchObject({
      name: 'Glimmer Newt',
      size: 'tiny',
      type: 'beast',
      alignment: 'unaligned',
      armor_class: 13,
      hit_points: 3,
      hit_dice: '1d4',
      challenge_rating: 0.125,
      dexterity: 14,
      wisdom: 10,
    });
  });

  it('keeps the slug from the index, the description and passive perception beside the monster', () => {
    const { value } = mappedFixtureMonster('cinderscale-drake');
    expect(value.url).toBe('cinderscale-drake');
    expect(value.desc).toContain('obsidian');
    expect(value.passive_perception).toBe(19);
  });

  it('reads "Saving Throw: DEX" +4 as dexterity 4 and skills by their ids', () => {
    const newt = fixtureMonster('glimmer-newt');
    expect(newt.saving_throws).toEqual({ dexterity: 4 });
    expect(newt.skills).toEqual({ stealth: 4, perception: 4 });
  });

  it('marks expertise when the bonus beats proficiency plus modifier: Perception +4 at Wisdom 10 (2 + 0), not Stealth +4 at Dexterity 14 (2 + 2)', () => {
    expect(fixtureMonster('glimmer-newt').skills_expertise).toEqual(['perception']);
  });

  it('at proficiency 4: Perception +9 at Wisdom 13 (4 + 1 = 5) is expertise, Intimidation +7 at Charisma 16 (4 + 3) is not', () => {
    const drake = fixtureMonster('cinderscale-drake');
    expect(drake.saving_throws).toEqual({ constitution: 8, wisdom: 5 });
    expect(drake.skills).toEqual({ perception: 9, intimidation: 7 });
    expect(drake.skills_expertise).toEqual(['perception']);
  });

  it('reads speeds in feet and ignores hover: walk "40 ft." is 40, fly "80 ft." is 80', () => {
    expect(fixtureMonster('cinderscale-drake').speeds).toEqual({ walk: 40, fly: 80 });
  });

  it('reads senses in feet: blindsight "30 ft." is 30, darkvision "90 ft." is 90', () => {
    expect(fixtureMonster('cinderscale-drake').senses).toEqual({ blindsight: 30, darkvision: 90 });
  });

  it('normalises "chaotic evil" to chaotic_evil and keeps "any non-good alignment" as written', () => {
    expect(fixtureMonster('cinderscale-drake').alignment).toBe('chaotic_evil');
    expect(fixtureMonster('hollow-tanner-human').alignment).toBe('any non-good alignment');
  });

  it('splits languages at top-level commas but keeps an "understands … but" clause whole', () => {
    expect(fixtureMonster('cinderscale-drake').languages).toEqual(['Common', 'Draconic']);
    expect(fixtureMonster('hollow-tanner-human').languages).toEqual([
      'Common',
      "understands Sylvan, Elvish, and Giant but can't speak them",
      'telepathy 60 ft.',
    ]);
    expect(fixtureMonster('glimmer-newt').languages).toEqual([]);
  });

  it('reads a swarm of Tiny beasts as type swarm with subtype "Tiny beasts"', () => {
    const swarm = fixtureMonster('swarm-of-ember-moths');
    expect(swarm.type).toBe('swarm');
    expect(swarm.subtype).toBe('Tiny beasts');
    expect(swarm.damage_resistances).toEqual(['bludgeoning', 'piercing', 'slashing']);
    expect(swarm.condition_immunities).toEqual(['charmed', 'grappled', 'prone']);
  });

  it("keeps a shapechanger's subtype and the slugs of its other forms", () => {
    const { value } = mappedFixtureMonster('hollow-tanner-human');
    expect(value.monster.subtype).toBe('shapechanger');
    expect(value.forms).toEqual(['hollow-tanner-wolf']);
  });

  it('gives a monster with legendary actions a legendary count of 3, and one without none', () => {
    expect(fixtureMonster('cinderscale-drake').legendary_count).toBe(3);
    expect(fixtureMonster('glimmer-newt').legendary_count).toBeUndefined();
  });
});

describe('mapMonster: defenses and conditions', () => {
  it('maps "bludgeoning, piercing, and slashing from nonmagical attacks" to the three non-magical keys', () => {
    const drake = fixtureMonster('cinderscale-drake');
    expect(drake.damage_resistances).toEqual([
      'non_magical_bludgeoning',
      'non_magical_piercing',
      'non_magical_slashing',
    ]);
    expect(drake.damage_immunities).toEqual(['fire']);
  });

  it('maps "… that aren\'t silvered" to the non-magical keys and reports the exception it loses', () => {
    expect(fixtureMonster('hollow-tanner-human').damage_immunities).toEqual([
      'non_magical_bludgeoning',
      'non_magical_piercing',
      'non_magical_slashing',
    ]);
    expect(skippedOf('hollow-tanner-human')).toContainEqual({
      record: 'monsters/hollow-tanner-human',
      field: 'damage_immunities',
      reason: expect.stringContaining("that aren't silvered"),
    });
  });

  it('maps "piercing and slashing … that aren\'t adamantine" to two keys and leaves out what is no damage type', () => {
    const golem = fixtureMonster('mismatched-golem');
    expect(golem.damage_resistances).toEqual(['non_magical_piercing', 'non_magical_slashing']);
    expect(golem.damage_vulnerabilities).toEqual([]);
    const reasons = skippedOf('mismatched-golem').map((entry) => `${entry.field}: ${entry.reason}`);
    expect(reasons).toContainEqual(expect.stringMatching(/^damage_vulnerabilities: "piercing from silver weapons/));
    expect(reasons).toContainEqual(expect.stringMatching(/^damage_resistances: "damage from spells"/));
  });

  it('maps condition immunities to our condition ids and reports one we do not have', () => {
    expect(fixtureMonster('glimmer-newt').condition_immunities).toEqual(['poisoned']);
    expect(fixtureMonster('mismatched-golem').condition_immunities).toEqual([]);
    expect(skippedOf('mismatched-golem')).toContainEqual(
      expect.objectContaining({ field: 'condition_immunities', reason: expect.stringContaining('dazed') }),
    );
  });
});

describe('mapMonster: defaults and what is reported', () => {
  it("falls back to the creator's defaults and says so: Colossal → medium, spirit → beast, CR 0.3 → 1", () => {
    const golem = fixtureMonster('mismatched-golem');
    expect(golem).toMatchObject({ size: 'medium', type: 'beast', challenge_rating: 1 });
    const fields = skippedOf('mismatched-golem').map((entry) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['size', 'type', 'challenge_rating']));
  });

  it("clamps to the creator's ranges and says so: AC 150 → 99, Strength 120 → 99", () => {
    const golem = fixtureMonster('mismatched-golem');
    expect(golem.armor_class).toBe(99);
    expect(golem.strength).toBe(99);
    const fields = skippedOf('mismatched-golem').map((entry) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['armor_class', 'strength']));
  });

  it('keeps the first armor class, 12, and reports the second, 14 with a shield', () => {
    expect(fixtureMonster('hollow-tanner-human').armor_class).toBe(12);
    expect(skippedOf('hollow-tanner-human')).toContainEqual(
      expect.objectContaining({ field: 'armor_class', reason: expect.stringContaining('14 (armor)') }),
    );
  });

  it('reports an unknown speed, a tool proficiency and a sense with more than one range', () => {
    const golem = fixtureMonster('mismatched-golem');
    expect(golem.speeds).toEqual({ walk: 30 });
    expect(golem.senses).toEqual({ tremorsense: 60 });
    expect(golem.skills).toEqual({});
    const fields = skippedOf('mismatched-golem').map((entry) => entry.field);
    expect(fields).toEqual(
      expect.arrayContaining(['speed.teleport', 'proficiencies', 'senses.tremorsense', 'senses.truesight']),
    );
  });

  it('reports nothing for a creature it maps whole', () => {
    expect(skippedOf('glimmer-newt')).toEqual([]);
    expect(skippedOf('cinderscale-drake')).toEqual([]);
  });
});

describe('mapMonster: spellcasting', () => {
  it('exposes a Spellcasting trait as data and keeps the trait as a special ability', () => {
    const { value } = mappedFixtureMonster('hollow-tanner-human');
    expect(value.monster.special_abilities?.map((ability) => ability.name)).toContain('Spellcasting');
    expect(value.spellcasting).toEqual([
      {
        trait: 'Spellcasting',
        innate: false,
        ability: 'intelligence',
        save_dc: 12,
        spell_attack: 4,
        caster_level: 3,
        spell_list: 'wizard',
        components_required: ['V', 'S', 'M'],
        slots: { '1': 4, '2': 2 },
        spells: [
          { url: 'sparkweave-bolt', name: 'Sparkweave Bolt', level: 0 },
          { url: 'mending-chorus', name: 'Mending Chorus', level: 1 },
        ],
      },
    ]);
  });

  it('reads innate spells as at will or N per day', () => {
    const [innate] = mappedFixtureMonster('cinderscale-drake').value.spellcasting;
    expect(innate).toMatchObject({ trait: 'Innate Spellcasting', innate: true, ability: 'charisma', save_dc: 15 });
    expect(innate?.spells).toEqual([
      { url: 'sparkweave-bolt', name: 'Sparkweave Bolt', level: 0, at_will: true },
      {
        url: 'quagmire-pulse',
        name: 'Quagmire Pulse',
        level: 3,
        notes: 'Centred on itself',
        limit: 1,
        limit_type: 'day',
      },
    ]);
  });
});
