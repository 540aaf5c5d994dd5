import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { STAT_BLOCK_LAYOUTS } from '@skald/contract/stat-block-limits';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { readStatBlock } from '../src/read-stat-block.ts';

/** Every answer is a monster the NPC form takes, or a message: never an exception. */
function holdsItsPromise(text: string): boolean {
  const reading = readStatBlock(text);
  if (!reading.ok) return typeof reading.message === 'string' && reading.message.length > 0;
  const parsed = npcRecordSchema.safeParse(reading.monster);
  if (!parsed.success) throw new Error(`not an NPC: ${JSON.stringify(parsed.error.issues[0])}`);
  return (
    STAT_BLOCK_LAYOUTS.includes(reading.layout) &&
    reading.unread.every((entry) => Number.isInteger(entry.line) && typeof entry.text === 'string')
  );
}

const LABELS = [
  'Armor Class',
  'AC',
  'Hit Points',
  'HP',
  'Speed',
  'Initiative',
  'STR DEX CON INT WIS CHA',
  'MOD SAVE',
  'Str',
  'Dex',
  'Con',
  'Saving Throws',
  'Skills',
  'Damage Resistances',
  'Immunities',
  'Condition Immunities',
  'Senses',
  'passive Perception',
  'Languages',
  'Challenge',
  'CR',
  'XP',
  'PB',
  'Traits',
  'Actions',
  'Reactions',
  'Bonus Actions',
  'Legendary Actions',
  'Legendary Action Uses:',
  'Multiattack.',
  'Bite.',
  'Melee Weapon Attack:',
  'Ranged Spell Attack:',
  'Melee Attack Roll:',
  'to hit,',
  'reach',
  'range',
  'ft.',
  'Hit:',
  'Miss:',
  'damage',
  'fire',
  'piercing',
  'DC',
  'Dexterity saving throw',
  'Wisdom Saving Throw:',
  'Failure:',
  'Success: Half damage.',
  'half as much damage',
  '(Recharge 5–6)',
  '(3/Day)',
  '(Costs 2 Actions)',
  'regains',
  'hit points',
  'Large dragon,',
  'Tiny beast',
  'chaotic evil',
  '___',
  '> ##',
  '>',
  '- **Armor Class**',
  '***Bite.***',
  '|STR|DEX|',
  '|:---:|',
  '(',
  ')',
  '+',
  '-',
  '–',
  '—',
  ',',
  ';',
  '.',
  '/',
  'd',
  '{',
  '}',
  '[',
  ']',
  '"',
  ':',
];

const token = fc.oneof(
  fc.constantFrom(...LABELS),
  fc.integer({ min: -99_999, max: 99_999 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 120 })).map(([count, die]) => `${count}d${die}`),
  fc.string({ maxLength: 8 }),
);

/** Lines of label words, numbers and dice in any order: what a stat block almost is. */
const lineSoup = fc
  .array(
    fc.array(token, { maxLength: 14 }).map((words) => words.join(' ')),
    { maxLength: 40 },
  )
  .chain((lines) => fc.constantFrom('\n', ' ', '\r\n').map((breaks) => lines.join(breaks)));

const MONSTER_KEYS = [
  'name',
  'size',
  'type',
  'armor_class',
  'hit_points',
  'hit_dice',
  'challenge_rating',
  'strength',
  'speed',
  'speeds',
  'walk_speed',
  'senses',
  'skills',
  'saving_throws',
  'proficiencies',
  'actions',
  'action_list',
  'rolls',
  'legendary_actions',
  'HP',
  'AC',
  'Abilities',
  'Type',
  'Actions',
  'Content',
  'strength_save',
  'legendary_desc',
  'meta',
  'npcs',
  'Combatants',
  'StatBlock',
  'Creatures.x',
  'damage',
  'dc',
  'usage',
  'languages',
];

/** Objects whose keys the JSON readers look for, holding anything at all, nested a few levels. */
const { monsterish } = fc.letrec((tie) => ({
  monsterish: fc.dictionary(fc.constantFrom(...MONSTER_KEYS), tie('value'), { maxKeys: 10 }),
  value: fc.oneof(
    { depthSize: 'xsmall', maxDepth: 4 },
    fc.jsonValue({ maxDepth: 1 }),
    tie('monsterish'),
    fc.array(tie('monsterish'), { maxLength: 3 }),
    fc.string().map((text) => JSON.stringify({ Name: text })),
  ),
}));

describe('readStatBlock never throws, and every monster it gives is an NPC the form takes', () => {
  it('on any text at all', { timeout: 20_000 }, () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), holdsItsPromise), { numRuns: 400 });
  });

  it('on any JSON', () => {
    fc.assert(fc.property(fc.json({ maxDepth: 4 }), holdsItsPromise), { numRuns: 400 });
  });

  it('on JSON shaped like the monsters of each layout, with anything in their fields', { timeout: 20_000 }, () => {
    const shapes = fc.oneof(monsterish, fc.array(monsterish, { maxLength: 3 })).map((value) => JSON.stringify(value));
    fc.assert(fc.property(shapes, holdsItsPromise), { numRuns: 500 });
  });

  it('on line soups of stat-block labels, numbers and dice', () => {
    fc.assert(fc.property(lineSoup, holdsItsPromise), { numRuns: 300 });
  });
});
