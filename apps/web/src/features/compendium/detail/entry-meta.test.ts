import { describe, expect, it } from 'vitest';
import type { ConditionRecord, ItemRecord, MonsterRecord, SpellRecord } from '../../../lib/compendium/records.ts';
import { entryDescription } from './entry-meta.ts';

const long = 'It goes on and on about what it does. '.repeat(10);

const goblin = {
  _id: 1,
  url: 'goblin',
  name: 'Goblin',
  source: 'srd',
  forms: [],
  spellcasting: [],
  environments: [],
  size: 'small',
  type: 'humanoid',
  subtype: 'goblinoid',
  alignment: 'neutral_evil',
  armor_class: 15,
  hit_points: 7,
  challenge_rating: 0.25,
  strength: 8,
  dexterity: 14,
  constitution: 10,
  intelligence: 10,
  wisdom: 8,
  charisma: 8,
  actions: [
    { name: 'Scimitar', desc: long, action_list: [] },
    { name: 'Shortbow', desc: long, action_list: [] },
  ],
} satisfies MonsterRecord;

const fireball = {
  _id: 2,
  url: 'fireball',
  name: 'Fireball',
  level: 3,
  school: 'evocation',
  classes: ['wizard'],
  subclasses: [],
  casting_time: '1 action',
  range: '150 feet',
  components: ['V', 'S', 'M'],
  duration: 'Instantaneous',
  concentration: false,
  ritual: false,
  desc: `A bright streak flashes from your pointing finger. ${long}`,
} satisfies SpellRecord;

describe('entry meta descriptions', () => {
  it('describes a monster in at most 160 characters', () => {
    const text = entryDescription('monsters', goblin);
    expect(text.startsWith('Goblin: Small humanoid (goblinoid), neutral evil. Armor Class 15, 7 hit points')).toBe(
      true,
    );
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it('keeps a spell snippet to 134 characters', () => {
    const text = entryDescription('spells', fireball);
    expect(text.startsWith('3rd-level evocation. A bright streak')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(134);
    expect(text.endsWith('…')).toBe(true);
  });

  it('keeps a condition to 131 and an item to 157 characters', () => {
    const blinded: ConditionRecord = {
      _id: 3,
      url: 'blinded',
      name: 'Blinded',
      condition: 'blinded',
      desc: `- ${long}`,
    };
    const bag: ItemRecord = {
      _id: 4,
      url: 'bag-of-holding',
      name: 'Bag of Holding',
      kind: 'magic_item',
      category: 'wondrous-items',
      rarity: 'uncommon',
      desc: `Wondrous item, uncommon\n\n${long}`,
    };
    expect(entryDescription('conditions', blinded).length).toBeLessThanOrEqual(131);
    const item = entryDescription('items', bag);
    expect(item.startsWith('Bag of Holding: Wondrous item, uncommon. It goes on')).toBe(true);
    expect(item.length).toBeLessThanOrEqual(157);
  });

  it('leaves a short text whole', () => {
    const prone: ConditionRecord = {
      _id: 5,
      url: 'prone',
      name: 'Prone',
      condition: 'prone',
      desc: 'You are on the ground.',
    };
    expect(entryDescription('conditions', prone)).toBe('Prone: You are on the ground.');
  });
});
