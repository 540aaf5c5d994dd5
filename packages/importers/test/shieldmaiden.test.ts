import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { spellRecordSchema } from '@skald/contract/library/spell-record';
import { describe, expect, it } from 'vitest';
import { body, converted, named, sample } from './convert-sample.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a Shieldmaiden export (version 2)', () => {
  it('maps a campaign, its encounters, NPCs and spells, every id fresh and every link rewired', async () => {
    const { format, label, library, notes } = await converted(sample('shieldmaiden-v2-campaign.json'));
    expect(format).toBe('shieldmaiden');
    expect(label).toBe('a Shieldmaiden export (version 2)');
    expect(library.version).toBe(2);
    const [campaign] = library.campaigns;
    expect(campaign).toMatchObject({ name: 'The Mossdeep Ledger', hk_background: 'swamp' });
    expect(campaign?.id).toMatch(UUID);

    const spell = named(library.spells, 'mire grasp');
    expect(spellRecordSchema.parse(body(spell))).toMatchObject({
      level: 2,
      school: 'conjuration',
      classes: ['druid'],
      components: ['V', 'S', 'M'],
      material: 'a fistful of bog mud',
      casting_time: '1 action',
      range: '60 feet',
      duration: 'Concentration, up to 1 minute',
      concentration: true,
      damage_at_slot_level: { '2': '2d6', '3': '3d6', '9': '9d6' },
    });

    const crone = named(library.npcs, 'bog crone');
    const parsed = npcRecordSchema.parse(body(crone));
    expect(parsed.spellcasting?.[0]).toMatchObject({
      ability: 'wisdom',
      save_dc: 12,
      spell_attack: 4,
      caster_level: 5,
      slots: { '1': 4, '2': 2 },
      spells: [
        { url: spell.id, name: 'mire grasp', level: 2 },
        { url: 'thunderwave', name: 'Thunderwave', level: 1 },
      ],
    });
    expect(notes).toContainEqual({
      kind: 'npcs',
      name: 'Bog Crone',
      reason: 'Its spells forgotten hex are not in the file, so they were left out of its spells.',
      kept: true,
    });

    const keeper = named(library.npcs, 'bridge keeper');
    const toll = named(library.encounters, 'Toll at the Rotten Bridge');
    expect(toll.campaign_id).toBe(campaign?.id);
    expect(toll.fight).toBeUndefined();
    expect(toll.weather).toEqual({ fog: 2 });
    expect(toll.xp).toEqual({ override: 300 });
    expect(toll.loot).toMatchObject({
      currency: { gp: 12, sp: 10, cp: 40, pp: 0 },
      items: [{ name: 'Brass toll token', linked_item: null }],
    });
    expect(toll.entities).toMatchObject([
      { id: keeper.id, name: 'Bridge Keeper', npc: 'custom', maxHp: 27, ac: 13 },
      { name: 'Wolf', npc: 'srd', maxHp: 11 },
    ]);

    const hut = named(library.encounters, 'Inside the Bog Hut');
    expect(hut.timestamp).toBe('2024-03-14T18:22:05.000Z');
    const fight = hut.fight as {
      state: { round: number; turn: number; currentKey: string; entities: Record<string, unknown>[] };
    };
    expect(fight.state).toMatchObject({ round: 3, turn: 2, currentKey: 'keeper' });
    expect(fight.state.entities[0]).toMatchObject({
      name: 'Bog Crone',
      curHp: 41,
      tempHp: 5,
      initiative: 17,
      conditions: { poisoned: {}, exhaustion: { level: 2 } },
    });
    expect(hut.entities).toMatchObject([{ curHp: 60 }, { curHp: 27 }, { name: 'Drowned Ferryman', maxHp: 22 }]);
    expect(notes).toContainEqual(
      expect.objectContaining({
        kind: 'encounters',
        name: 'Inside the Bog Hut',
        reason: expect.stringContaining('Drowned Ferryman links an NPC that is not in the file'),
      }),
    );
  });
});
