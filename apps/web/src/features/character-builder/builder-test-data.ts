import type { AccountUser } from '@skald/contract/account';
import { characterBuildSchema } from '@skald/contract/character-builder/build-record';
import type { BuilderOptions } from '@skald/contract/character-builder/builder-options';
import { SIGNED_IN } from '../../lib/testing/fake-server.ts';

/** A small hand-written set of builder choices for component tests, shaped as the server answers them. */
export const TEST_OPTIONS: BuilderOptions = {
  races: [
    {
      slug: 'dwarf',
      name: 'Dwarf',
      speed: 25,
      size: 'Medium',
      bonuses: { constitution: 2 },
      bonusChoice: null,
      traits: ['Darkvision', 'Stonecunning'],
      languages: ['Common', 'Dwarvish'],
      subraces: [{ slug: 'hill-dwarf', name: 'Hill Dwarf', bonuses: { wisdom: 1 }, traits: ['Dwarven Toughness'] }],
    },
    {
      slug: 'half-elf',
      name: 'Half-Elf',
      speed: 30,
      size: 'Medium',
      bonuses: { charisma: 2 },
      bonusChoice: {
        choose: 2,
        from: ['strength', 'dexterity', 'constitution', 'intelligence', 'wisdom'],
        bonus: 1,
      },
      traits: ['Darkvision'],
      languages: ['Common', 'Elvish'],
      subraces: [],
    },
  ],
  classes: [
    {
      slug: 'fighter',
      name: 'Fighter',
      hitDie: 10,
      savingThrows: ['strength', 'constitution'],
      skillChoice: { choose: 2, from: ['acrobatics', 'athletics', 'history', 'perception'] },
      startingEquipment: [],
      equipmentChoices: [
        {
          desc: 'Heavy or light armour',
          options: [
            { items: [{ slug: 'chain-mail', name: 'Chain Mail', count: 1 }], picks: [] },
            {
              items: [
                { slug: 'leather-armor', name: 'Leather Armor', count: 1 },
                { slug: 'arrow', name: 'Arrow', count: 20 },
              ],
              picks: [],
            },
          ],
        },
        {
          desc: 'A weapon',
          options: [
            {
              items: [],
              picks: [
                {
                  label: 'Martial Weapons',
                  from: [
                    { slug: 'longsword', name: 'Longsword' },
                    { slug: 'battleaxe', name: 'Battleaxe' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'wizard',
      name: 'Wizard',
      hitDie: 6,
      savingThrows: ['intelligence', 'wisdom'],
      skillChoice: { choose: 2, from: ['arcana', 'history', 'insight'] },
      startingEquipment: [{ slug: 'spellbook', name: 'Spellbook', count: 1 }],
      equipmentChoices: [],
    },
  ],
  armour: [
    { slug: 'leather-armor', name: 'Leather Armor', category: 'Light', base: 11, dexBonus: true, maxDexBonus: null },
    { slug: 'scale-mail', name: 'Scale Mail', category: 'Medium', base: 14, dexBonus: true, maxDexBonus: 2 },
    { slug: 'chain-mail', name: 'Chain Mail', category: 'Heavy', base: 16, dexBonus: false, maxDexBonus: null },
    { slug: 'shield', name: 'Shield', category: 'Shield', base: 2, dexBonus: false, maxDexBonus: null },
  ],
};

export const BUILD_ID = '5d0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';
const STAMP = '2026-11-01T00:00:00.000Z';

/** A stored build as the server answers it: a new one unless `fields` say otherwise. */
export function storedBuild(fields: object = {}) {
  return {
    ...characterBuildSchema.parse({ name: 'Tess Arrowroot', ...fields }),
    id: BUILD_ID,
    characterId: null,
    created: STAMP,
    updated: STAMP,
  };
}

/** A game master whose contribute flag opens the builder. */
export const FLAGGED: AccountUser = { ...SIGNED_IN, contribute: ['character-builder'] };
