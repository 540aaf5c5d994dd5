import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { playerRecordSchema } from '@skald/contract/library/player-record';
import { spellRecordSchema } from '@skald/contract/library/spell-record';
import { describe, expect, it } from 'vitest';
import { body, converted, named, sample } from './convert-sample.ts';

describe('an Improved Initiative export', () => {
  it('maps creatures, characters, spells and a saved encounter whose combatants link the right records', async () => {
    const { format, label, library, notes } = await converted(sample('improved-initiative-store.json'));
    expect(format).toBe('improved-initiative');
    expect(label).toBe('an Improved Initiative export (1 creature, 1 character, 1 saved encounter, 1 spell)');

    const lizard = named(library.npcs, 'thornback lizard');
    expect(npcRecordSchema.parse(body(lizard))).toMatchObject({
      size: 'large',
      type: 'beast',
      armor_class: 14,
      hit_points: 34,
      hit_dice: '4d10+12',
      challenge_rating: 2,
      strength: 17,
      speeds: { walk: 30, climb: 20 },
      saving_throws: { constitution: 5 },
      skills: { stealth: 3 },
      senses: { darkvision: 60 },
      damage_resistances: ['poison'],
      condition_immunities: ['frightened'],
    });
    expect(lizard.actions).toMatchObject([
      {
        name: 'Bite',
        action_list: [
          { attack_bonus: 5, rolls: [{ dice_count: 2, dice_type: 8, fixed_val: 3, damage_type: 'piercing' }] },
        ],
      },
    ]);

    const orla = named(library.players, 'Orla Brightwater');
    expect(playerRecordSchema.parse(body(orla))).toMatchObject({
      ac: 16,
      maxHp: 38,
      initiative: 2,
      speed: 30,
      passive_perception: 13,
      wisdom: 16,
      skills: ['insight', 'animal_handling'],
      avatar: 'https://example.org/orla.png',
      campaign_id: null,
    });

    expect(spellRecordSchema.parse(body(named(library.spells, 'Cinder Veil')))).toMatchObject({
      name: 'cinder veil',
      level: 2,
      school: 'evocation',
      classes: ['sorcerer', 'wizard'],
      components: ['V', 'S', 'M'],
      material: 'a pinch of warm ash',
      range: 'Self (10-foot radius)',
      duration: 'Up to 1 minute',
      concentration: true,
    });
    expect(notes).toContainEqual({
      kind: 'spells',
      name: 'Spells.spell-broken',
      reason: expect.stringContaining('not a JSON document'),
      kept: false,
    });

    // The hounds are not creatures of the file: one NPC is made for their one stat block.
    const hound = named(library.npcs, 'ash hound');
    expect(library.npcs).toHaveLength(2);
    const quarry = named(library.encounters, 'Ambush at the Quarry');
    expect(quarry.campaign_id).toBeNull();
    expect(quarry.entities).toMatchObject([
      { name: 'Old Spines', id: lizard.id, npc: 'custom', maxHp: 34, curHp: 20 },
      { name: 'Ash Hound 1', id: hound.id, hidden: true },
      { name: 'Ash Hound 2', id: hound.id },
      { name: 'Orla Brightwater', id: orla.id, entityType: 'player', maxHp: 38, ac: 16, initiativeBonus: 2 },
    ]);
    const fight = quarry.fight as { state: { round: number; currentKey: string; entities: Record<string, unknown>[] } };
    expect(fight.state).toMatchObject({ round: 2, currentKey: 'combatant-3' });
    expect(fight.state.entities[0]).toMatchObject({ curHp: 20, initiative: 8 });
    expect(fight.state.entities[0]?.conditions).toEqual({ prone: {} });
    expect(fight.state.entities[2]).toMatchObject({ curHp: 5, tempHp: 3, initiative: 11 });
    expect(fight.state.entities[1]).toMatchObject({ conditions: { restrained: { rounds: 2 } } });
    const [quarryNote] = notes.filter((note) => note.kind === 'encounters');
    expect(quarryNote?.reason).toContain('Its combatant 5 has no stat block, so it was left out.');
    expect(quarryNote?.reason).toContain('Ash Hound 2: one of its tags names no condition, so it was left out.');
    expect(notes).toContainEqual({
      kind: 'players',
      name: 'Orla Brightwater',
      reason: 'Taken without its saving throws: a Skald player has no place for them.',
      kept: true,
    });
  });

  it('reads a single stat block as one NPC', async () => {
    const { label, library } = await converted(sample('improved-initiative-statblock.json'));
    expect(label).toBe('an Improved Initiative stat block');
    expect(library.npcs.map((npc) => npc.name)).toEqual(['thornback lizard']);
  });
});

describe('an Improved Initiative encounter alone', () => {
  it('its combatants each become an NPC once per stat block, the encounter in no campaign, not begun', async () => {
    const block = {
      Name: 'Reed Stalker',
      Type: 'Medium beast',
      HP: { Value: 15 },
      AC: { Value: 13 },
      Abilities: { Dex: 14 },
    };
    const { label, library } = await converted({
      Name: 'Reeds',
      Combatants: [
        { StatBlock: block, IndexLabel: 1, Initiative: 12 },
        { StatBlock: block, IndexLabel: 2, Initiative: 9, Hidden: true },
      ],
    });
    expect(label).toBe('an Improved Initiative encounter');
    const stalker = named(library.npcs, 'reed stalker');
    expect(library.npcs).toHaveLength(1);
    const reeds = named(library.encounters, 'Reeds');
    expect(reeds.campaign_id).toBeNull();
    expect(reeds).not.toHaveProperty('fight');
    expect(reeds.entities).toMatchObject([
      { name: 'Reed Stalker 1', id: stalker.id, initiative: 12, hidden: false },
      { name: 'Reed Stalker 2', id: stalker.id, initiative: 9, hidden: true },
    ]);
  });
});

describe('an Improved Initiative character alone', () => {
  it('is labelled a character and becomes a player', async () => {
    const { label, library } = await converted({
      Name: 'Tamsin Reed',
      Player: 'player',
      HP: { Value: 24 },
      AC: { Value: 14 },
    });
    expect(label).toBe('an Improved Initiative character');
    expect(library.players).toMatchObject([{ character_name: 'Tamsin Reed', maxHp: 24, ac: 14 }]);
  });
});
