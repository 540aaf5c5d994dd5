import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { z } from 'zod';
import type { CompendiumSpell } from '../compendium-records.ts';
import { collectionRoutes } from './collection-routes.ts';
import { formMessages } from './form-messages.ts';
import { choiceOf, longText, lowercaseName, plainName } from './record-fields.ts';
import { SCALING_DICE_MESSAGE, SCALING_DICE_PATTERN, SPELL_COMPONENTS, scalingProblems } from './spell-scaling.ts';

/** Dice by level, as the SRD writes them: `{ "3": "8d6", "4": "9d6" }`. */
const diceByLevel = z
  // Its levels are checked with the spell's own level, in scalingProblems.
  .record(
    z.string(),
    z.string().trim().min(1, formMessages.required('Dice')).regex(SCALING_DICE_PATTERN, SCALING_DICE_MESSAGE),
  )
  .optional();

/**
 * A custom spell (content.md §3), in the compendium's own shape so custom and SRD spells are read alike:
 * the name stored lowercase, level 0 (a cantrip) to 9, and at most one way of scaling (content.md §9):
 * dice by the slot it is cast with, or by the caster's character level.
 */
export const spellRecordSchema = z
  .strictObject({
    name: lowercaseName('Name'),
    level: z
      .int({
        error: (issue) =>
          issue.input === undefined || issue.input === '' ? formMessages.required('Level') : 'Level is a whole number.',
      })
      .min(0, formMessages.minValue('Level', 0))
      .max(9, formMessages.maxValue('Level', 9)),
    school: choiceOf('School', SPELL_SCHOOLS),
    classes: z
      .array(z.enum(SPELLCASTING_CLASSES, { error: 'Choose classes from the list.' }))
      .default([])
      .transform((classes) => SPELLCASTING_CLASSES.filter((name) => classes.includes(name))),
    components: z
      .array(z.enum(SPELL_COMPONENTS, { error: 'Components are V, S and M.' }))
      .default([])
      .transform((components) => SPELL_COMPONENTS.filter((component) => components.includes(component))),
    material: longText('Material', 500),
    casting_time: plainName('Casting time'),
    range: plainName('Range'),
    duration: plainName('Duration'),
    concentration: z.boolean().default(false),
    ritual: z.boolean().default(false),
    desc: longText('Description'),
    higher_level: longText('At higher levels', 5000),
    damage_at_slot_level: diceByLevel,
    heal_at_slot_level: diceByLevel,
    damage_at_character_level: diceByLevel,
    /** Shown on the public Homebrew list. */
    shared: z.boolean().default(false),
  })
  .superRefine((spell, context) => {
    if (spell.components.includes('M') && !spell.material.trim()) {
      context.addIssue({ code: 'custom', path: ['material'], message: formMessages.required('Material') });
    }
    for (const { path, message } of scalingProblems(spell)) context.addIssue({ code: 'custom', path, message });
  });
export type SpellRecordInput = z.input<typeof spellRecordSchema>;
export type SpellRecord = z.output<typeof spellRecordSchema>;

/** What a custom spell shares with an SRD one (the contract tests hold a custom spell to it). */
export type CompendiumShapedSpell = Omit<CompendiumSpell, 'url' | 'subclasses' | 'attack_type' | 'damage_type' | 'dc'>;

export const spellSummarySchema = z.object({
  name: z.string(),
  school: z.enum(SPELL_SCHOOLS),
  level: z.number().int(),
});

export const spellRoutes = collectionRoutes('spells', 'Spells', spellRecordSchema, spellSummarySchema);
