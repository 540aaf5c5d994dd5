import { convertLibraryFile } from '@skald/importers/convert-library-file';
import { percentile, report } from './report.ts';

/**
 * The foreign-file converter (`convertLibraryFile`) on the largest file it takes: 10,000 Shieldmaiden NPCs, each
 * with an attack, senses, skills and a custom spell (a file of about 10 MB). Figures: the whole conversion, per
 * NPC, and the stretches between two of the caller's turns (how long a server's thread is held at once).
 */
const BENCH = 'importers';
const COUNT = 10_000;

function npc(index: number) {
  return {
    harmless_key: `-Bench${index}`,
    name: `Fen Raider ${index}`,
    size: 'medium',
    type: 'humanoid',
    alignment: 'neutral evil',
    challenge_rating: 2,
    armor_class: 14,
    hit_points: 33,
    hit_dice: '6d8+6',
    strength: 14,
    dexterity: 15,
    constitution: 12,
    intelligence: 10,
    wisdom: 11,
    charisma: 9,
    walk_speed: 30,
    swim_speed: 20,
    senses: { darkvision: { darkvision: true, range: 60 } },
    skills: ['stealth', 'perception'],
    saving_throws: ['dexterity'],
    languages: ['common'],
    caster_ability: 'wisdom',
    caster_spell_slots: { 1: 2 },
    caster_spells: { '-BenchSpell': { name: 'marsh mist', level: 1, custom: true } },
    actions: [
      {
        name: 'Hooked Spear',
        desc: 'Melee weapon attack.',
        reach: 10,
        action_list: [
          {
            type: 'melee_weapon',
            attack_bonus: 4,
            rolls: [{ damage_type: 'piercing', dice_count: 1, dice_type: 8, fixed_val: 2 }],
          },
        ],
      },
    ],
  };
}

const file = {
  meta: { export_version: '2.0' },
  npcs: Object.fromEntries(Array.from({ length: COUNT }, (_, index) => [`-Bench${index}`, npc(index)])),
  spells: {
    '-BenchSpell': {
      name: 'marsh mist',
      level: 1,
      school: 'conjuration',
      cast_time_type: 'action',
      cast_time: 1,
      range_type: 'ranged',
      range: 60,
      duration_type: 'time',
      duration: 1,
      duration_scale: 'hour',
      aoe_type: 'none',
      scaling: 'none',
    },
  },
};

let lastTurn = performance.now();
const holds: number[] = [];
const started = performance.now();
const result = await convertLibraryFile(file, {
  turn: async () => {
    holds.push(performance.now() - lastTurn);
    await new Promise((resolve) => setImmediate(resolve));
    lastTurn = performance.now();
  },
});
const total = performance.now() - started;
if (!result.ok) throw new Error(`the bench file was not converted: ${result.message}`);
report(BENCH, 'shieldmaiden_10000_npcs_total', total, 'ms', { max: 15_000 });
report(BENCH, 'shieldmaiden_npc_mean', total / COUNT, 'ms');
holds.sort((a, b) => a - b);
report(BENCH, 'hold_between_turns_p50', percentile(holds, 0.5), 'ms');
report(BENCH, 'hold_between_turns_p95', percentile(holds, 0.95), 'ms', { max: 50 });
// The first stretch also compiles the readers and schemas.
report(BENCH, 'longest_hold_between_turns', holds[holds.length - 1] ?? Number.NaN, 'ms', { max: 200 });
report(BENCH, 'file_size', JSON.stringify(file).length / 1024 / 1024, 'MB');
