import { EXAMPLE_CHARACTER } from '@skald/testing/character-sync-extension';
import { describe, expect, it } from 'vitest';
import { readCharacters } from '../../src/character-sync-messages.ts';
import { playerRecordSchema } from '../../src/library/player-record.ts';
import {
  outOfSyncFields,
  type SyncedCharacter,
  syncedCharacterSchema,
  syncedPlayerFields,
} from '../../src/library/synced-character.ts';

const sheet = EXAMPLE_CHARACTER;

function read(overrides: object): SyncedCharacter {
  return syncedCharacterSchema.parse({ ...sheet, ...overrides });
}

describe('a synced character (combat.md §5 character import clamps)', () => {
  it('maps the extension’s fields to the player’s', () => {
    expect(read({})).toEqual({
      url: sheet.url,
      source: 'Example Sheets',
      character_name: 'Aria Stormwind',
      avatar: sheet.avatar,
      level: 5,
      experience: 6500,
      ac: 16,
      maxHp: 38,
      speed: 30,
      initiative: 3,
      strength: 10,
      dexterity: 16,
      constitution: 14,
      intelligence: 12,
      wisdom: 13,
      charisma: 8,
    });
  });

  it('clamps every number to its bounds, both ends', () => {
    const high = read({
      level: 25,
      xp: 400_000,
      armor_class: 120,
      max_hit_points: 1500,
      walking_speed: 1200,
      initiative: 150,
      strength: 100,
      charisma: 250,
    });
    expect(high).toMatchObject({
      level: 20,
      experience: 355_000,
      ac: 99,
      maxHp: 999,
      speed: 999,
      initiative: 99,
      strength: 99,
      charisma: 99,
    });
    const low = read({
      level: 0,
      xp: -5,
      armor_class: 0,
      max_hit_points: -3,
      walking_speed: -10,
      initiative: -20,
      dexterity: 0,
    });
    expect(low).toMatchObject({ level: 1, experience: 0, ac: 1, maxHp: 1, speed: 0, initiative: -10, dexterity: 1 });
  });

  it('reads digits sent as text, rounds fractions, and leaves what is no number unknown', () => {
    expect(read({ level: '7', armor_class: 15.6, initiative: '-2', wisdom: 'high', charisma: null })).toMatchObject({
      level: 7,
      ac: 16,
      initiative: -2,
      wisdom: null,
      charisma: null,
    });
    expect(read({ max_hit_points: Number.POSITIVE_INFINITY, xp: '' })).toMatchObject({ maxHp: null, experience: null });
  });

  it('cuts a name to 100 characters without splitting one, and names a blank one', () => {
    expect(read({ name: `  ${'a'.repeat(150)}  ` }).character_name).toBe('a'.repeat(100));
    expect(read({ name: `${'b'.repeat(99)}🐉` }).character_name).toBe('b'.repeat(99));
    expect(read({ name: '   ' }).character_name).toBe('Invalid name');
    expect(read({ name: 42 }).character_name).toBe('Invalid name');
  });

  it('keeps an avatar of at most 2000 characters that is a web address, and drops any other', () => {
    const long = `https://sheets.example/${'x'.repeat(1977)}`;
    expect(long).toHaveLength(2000);
    expect(read({ avatar: long }).avatar).toBe(long);
    expect(read({ avatar: `${long}y` }).avatar).toBe('');
    expect(read({ avatar: 'javascript:alert(1)' }).avatar).toBe('');
    expect(read({ avatar: 'data:image/png;base64,AAAA' }).avatar).toBe('');
  });

  it('reads a character that sends nothing but its address, its numbers unknown', () => {
    expect(syncedCharacterSchema.parse({ url: sheet.url })).toMatchObject({
      character_name: 'Invalid name',
      avatar: '',
      source: '',
      level: null,
      maxHp: null,
      strength: null,
    });
  });

  it('refuses a character without a web address, so it could never be synced again', () => {
    for (const url of [
      undefined,
      '',
      'sheets.example/41',
      'javascript:alert(1)',
      `https://a.example/${'x'.repeat(2000)}`,
    ])
      expect(syncedCharacterSchema.safeParse({ ...sheet, url }).success, String(url)).toBe(false);
  });

  it('what a clamped character gives a player, the player record takes, at either end of every bound', () => {
    for (const extreme of [1e9, -1e9]) {
      const numbers = Object.fromEntries(
        ['level', 'xp', 'armor_class', 'max_hit_points', 'walking_speed', 'initiative', 'strength', 'wisdom'].map(
          (field) => [field, extreme],
        ),
      );
      const fields = syncedPlayerFields(read({ ...numbers, name: 'n'.repeat(300) }));
      expect(playerRecordSchema.safeParse({ ...fields, sync_character: sheet.url }).success).toBe(true);
    }
  });
});

describe('copying a character onto a player', () => {
  it('copies only what the extension knows, so an unknown score leaves the player’s', () => {
    const fields = syncedPlayerFields(read({ wisdom: null, avatar: '' }));
    expect(fields).not.toHaveProperty('wisdom');
    expect(fields).not.toHaveProperty('avatar');
    expect(fields).toMatchObject({ character_name: 'Aria Stormwind', level: 5, dexterity: 16 });
  });

  it('a player is out of sync in each copied field that differs, and in none when all agree', () => {
    const character = read({});
    const player = { ...syncedPlayerFields(character), passive_perception: 2 };
    expect(outOfSyncFields(player, character)).toEqual([]);
    expect(outOfSyncFields({ ...player, level: 4, maxHp: 30 }, character)).toEqual(['level', 'maxHp']);
    expect(outOfSyncFields({ ...player, wisdom: 18 }, read({ wisdom: null }))).toEqual([]);
  });
});

describe('an extension’s list of characters', () => {
  it('keeps the readable ones, each sheet once, and counts the others', () => {
    const other = { ...sheet, url: 'https://sheets.example/characters/42', name: 'Bram' };
    const { characters, unreadable } = readCharacters([sheet, 'a string', { name: 'No address' }, other, sheet, null]);
    expect(characters.map((character) => character.character_name)).toEqual(['Aria Stormwind', 'Bram']);
    expect(unreadable).toBe(3);
  });
});
