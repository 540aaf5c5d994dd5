import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { describe, expect, it } from 'vitest';
import { MAX_STAT_BLOCK_LENGTH } from '../../src/stat-block-reading.ts';
import { readTextStatBlock } from '../../src/text/read-text-stat-block.ts';

/** `piece` repeated up to the longest text the public route accepts. */
function filled(piece: string, start = ''): string {
  return (start + piece.repeat(Math.ceil(MAX_STAT_BLOCK_LENGTH / piece.length))).slice(0, MAX_STAT_BLOCK_LENGTH);
}

const HEADER = 'Pest\nTiny beast, unaligned\nArmor Class 12\nHit Points 3 (1d6)\n';

/**
 * One visitor's text must not stall the server that reads it: each of these is built to make a careless reader
 * go back over the text again and again (brackets that never close, a field continued by every line, one
 * entry of endless short lines, labels and headings on every word). Each comes back, as a monster the NPC
 * schema accepts or as a message; how fast is the benchmark's business.
 */
const HOSTILE: Record<string, string> = {
  'brackets that never close': filled('Bite ((((((((( '),
  'a hyphen at the end of every line': filled('a-\n'),
  'a language list of commas': filled(',', `${HEADER}Languages understands `),
  'a challenge on every word': filled('CR 1 Challenge 1/2 (PB +2) '),
  'an ability column on every word': filled('STR DEX 10 (+0) +1 '),
  'one entry of endless short lines': filled('b\n', `${HEADER}Actions\nBite. `),
  'attacks and damage on every word': filled(
    'Melee Weapon Attack: +1 to hit, reach 5 ft. Hit: 1 (1d6 + 1) fire or cold damage, or 2 (1d8) acid damage if x. ',
    `${HEADER}Actions\nBite. `,
  ),
  'saves on every word': filled(
    'DC 10 Wisdom saving throw Dexterity Saving Throw: DC 12 half as much damage ',
    `${HEADER}Bite. `,
  ),
  'entry names with no text': filled('Aaa Bbb Ccc Ddd Eee Fff Ggg Hhh. ', HEADER),
  'headings run together': filled('Actions Legendary Actions Bonus Actions Reactions Traits '),
  'a flattened header of labels': filled('Armor Class 1 Hit Points 1 Speed 1 ft. Skills Senses Languages '),
  'markdown marks everywhere': filled('> ***|:-:|** [a](b) <br> ::'),
  'spaces and nothing else': filled(' \u00a0\t'),
  'one letter': filled('x'),
  'a table row with endless cells': filled('|1 (+0)', '|STR|DEX|\n'),
  'one line of markdown marks to cut at': filled(' > ## Actions x **A.** | | ___ : #### Legendary Actions ', '___'),
  'a PDF line that lost every space at its breaks': filled('xArmor Class1yHit Points2)Speed.Zaa,bActionsBite.STR3 '),
  'lowercase headings and names on every line': filled('actions\npack tactics. x\n', `${HEADER}actions\n`),
  'page text of titles before a flattened name': ended(
    'Dr. St. x: ',
    ' Pest Tiny beast, unaligned Armor Class 12 Hit Points 3 (1d6) Speed 20 ft.',
  ),
};

/** `piece` repeated, then `tail`: the longest text the public route accepts, ending as a stat block would. */
function ended(piece: string, tail: string): string {
  return filled(piece).slice(0, MAX_STAT_BLOCK_LENGTH - tail.length) + tail;
}

describe('a hostile text of the longest length', () => {
  it.each(Object.entries(HOSTILE))('%s: gives a monster or a message', (_name, text) => {
    expect(text.length).toBe(MAX_STAT_BLOCK_LENGTH);
    const reading = readTextStatBlock(text);
    if ('monster' in reading) expect(npcRecordSchema.safeParse(reading.monster).error).toBeUndefined();
    else expect(reading.message).toMatch(/\w/);
  });
});
