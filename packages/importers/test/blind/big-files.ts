/**
 * Big Shieldmaiden exports for the importer's limits: an "all NPCs" export of many creatures, each its own
 * (name, numbers and attack vary with its number), and one padded to a size near the server's 20 MiB body
 * limit. Made in memory, the same every run.
 */

const SIZES = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'];
const TYPES = ['Beast', 'Humanoid', 'Undead', 'Fiend', 'Construct', 'Plant', 'Monstrosity'];
const RATINGS = [0, 0.125, 0.25, 0.5, 1, 2, 3, 5, 8, 13];
const DAMAGE = ['piercing', 'slashing', 'bludgeoning', 'fire', 'cold'];

/** The NPC numbered `index`; its trait's text is `padding` characters long. */
function generatedNpc(index: number, padding: number) {
  return {
    name: `Marsh Thing ${index}`,
    size: SIZES[index % SIZES.length],
    type: TYPES[index % TYPES.length],
    alignment: 'Unaligned',
    challenge_rating: RATINGS[index % RATINGS.length],
    armor_class: 10 + (index % 12),
    hit_points: 5 + (index % 300),
    hit_dice: `${1 + (index % 20)}d8`,
    proficiency: 2,
    walk_speed: 30,
    strength: 8 + (index % 12),
    dexterity: 10 + (index % 8),
    constitution: 10 + (index % 10),
    intelligence: 3 + (index % 10),
    wisdom: 10,
    charisma: 6,
    special_abilities: [
      { name: 'Murk', desc: 'It hides in murky water. '.repeat(Math.ceil(padding / 25)).slice(0, padding) },
    ],
    actions: [
      {
        name: 'Lash',
        desc: 'One lash.',
        reach: 5,
        action_list: [
          {
            type: 'melee_weapon',
            attack_bonus: 2 + (index % 9),
            rolls: [
              {
                damage_type: DAMAGE[index % DAMAGE.length],
                dice_count: 1 + (index % 4),
                dice_type: 6,
                fixed_val: index % 5,
              },
            ],
          },
        ],
      },
    ],
    harmless_key: `-NbigNpc${String(index).padStart(6, '0')}`,
  };
}

/** A Shieldmaiden v2 export of `count` NPCs, keyed by their Shieldmaiden ids. */
export function shieldmaidenNpcExport(count: number, padding = 40) {
  const npcs: Record<string, ReturnType<typeof generatedNpc>> = {};
  for (let index = 0; index < count; index += 1) {
    const npc = generatedNpc(index, padding);
    npcs[npc.harmless_key] = npc;
  }
  return { meta: { export_version: '2.0', export_date: '2026-11-01T12:00:00.000Z', author: 'big_gm' }, npcs };
}

/** The export of `count` NPCs as JSON text of about `bytes` bytes (each trait padded to share the size). */
export function shieldmaidenExportText(count: number, bytes: number): string {
  const plain = JSON.stringify(shieldmaidenNpcExport(count, 0)).length;
  return JSON.stringify(shieldmaidenNpcExport(count, Math.max(0, Math.floor((bytes - plain) / count))));
}
