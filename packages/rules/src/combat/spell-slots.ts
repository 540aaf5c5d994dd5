import { CommandError } from '../encounter/command-error.ts';
import type { EncounterEntity } from '../encounter/entity.ts';

/** Spell levels that have slots; cantrips (level 0) never spend one. */
export const SPELL_SLOT_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The slots a combatant has at a spell level, from its (non-innate) Spellcasting traits. */
export function spellSlots(entity: EncounterEntity, level: number): number {
  let slots = 0;
  for (const casting of entity.spellcasting ?? []) slots += casting.slots[String(level)] ?? 0;
  return slots;
}

export function spellSlotsSpent(entity: EncounterEntity, level: number): number {
  return entity.limited_uses.spell_slots?.[level] ?? 0;
}

export function spellSlotsLeft(entity: EncounterEntity, level: number): number {
  return Math.max(0, spellSlots(entity, level) - spellSlotsSpent(entity, level));
}

function withSpent(entity: EncounterEntity, level: number, spent: number): EncounterEntity {
  const slots = { ...entity.limited_uses.spell_slots, [level]: spent };
  return { ...entity, limited_uses: { ...entity.limited_uses, spell_slots: slots } };
}

function slotsOrFail(entity: EncounterEntity, level: number): number {
  const slots = spellSlots(entity, level);
  if (slots === 0) throw new CommandError(`${entity.name} has no level ${level} spell slots`);
  return slots;
}

/** Casting a spell of that level spends one slot; refused when none is left. */
export function useSpellSlot(entity: EncounterEntity, level: number): EncounterEntity {
  const slots = slotsOrFail(entity, level);
  const spent = spellSlotsSpent(entity, level);
  if (spent >= slots) throw new CommandError(`${entity.name} has no level ${level} spell slot left`);
  return withSpent(entity, level, spent + 1);
}

/** Gives one spent slot back; refused when every slot of that level is still there. */
export function regainSpellSlot(entity: EncounterEntity, level: number): EncounterEntity {
  slotsOrFail(entity, level);
  const spent = spellSlotsSpent(entity, level);
  if (spent === 0) throw new CommandError(`${entity.name} has spent no level ${level} spell slot`);
  return withSpent(entity, level, spent - 1);
}
