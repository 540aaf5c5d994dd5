import { ABILITIES } from '@skald/rules/constants/abilities';
import { SKILLS } from '@skald/rules/constants/skills';
import { z } from 'zod';

/** What the builder offers, read from the SRD's races, classes and equipment (served, never stored). */

const abilityBonuses = z.partialRecord(z.enum(ABILITIES), z.number().int());
const named = { slug: z.string(), name: z.string() };
const countedItem = z.object({ ...named, count: z.number().int() });

const subraceOption = z.object({ ...named, bonuses: abilityBonuses, traits: z.array(z.string()) });

const raceOption = z.object({
  ...named,
  speed: z.number().int(),
  size: z.string(),
  bonuses: abilityBonuses,
  /** A half-elf's "two other abilities of your choice": how many, from which, by how much. */
  bonusChoice: z
    .object({ choose: z.number().int(), from: z.array(z.enum(ABILITIES)), bonus: z.number().int() })
    .nullable(),
  traits: z.array(z.string()),
  languages: z.array(z.string()),
  subraces: z.array(subraceOption),
});

/** One option of a starting-equipment choice: items given, and items to pick from an "any …" list. */
const equipmentOption = z.object({
  items: z.array(countedItem),
  picks: z.array(z.object({ label: z.string(), from: z.array(z.object(named)) })),
});

const classOption = z.object({
  ...named,
  hitDie: z.number().int(),
  savingThrows: z.array(z.enum(ABILITIES)),
  skillChoice: z.object({ choose: z.number().int(), from: z.array(z.enum(SKILLS)) }),
  startingEquipment: z.array(countedItem),
  equipmentChoices: z.array(z.object({ desc: z.string(), options: z.array(equipmentOption) })),
});

const armourOption = z.object({
  ...named,
  category: z.enum(['Light', 'Medium', 'Heavy', 'Shield']),
  base: z.number().int(),
  dexBonus: z.boolean(),
  maxDexBonus: z.number().int().nullable(),
});

export const builderOptionsSchema = z.object({
  races: z.array(raceOption),
  classes: z.array(classOption),
  armour: z.array(armourOption),
});
export type BuilderOptions = z.output<typeof builderOptionsSchema>;
export type RaceOption = BuilderOptions['races'][number];
export type ClassOption = BuilderOptions['classes'][number];
export type ArmourOption = BuilderOptions['armour'][number];
export type EquipmentChoiceOption = ClassOption['equipmentChoices'][number];
