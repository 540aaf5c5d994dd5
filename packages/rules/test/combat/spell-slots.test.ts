import { describe, expect, it } from 'vitest';
import { regainSpellSlot, spellSlots, spellSlotsLeft, useSpellSlot } from '../../src/combat/spell-slots.ts';
import { createEncounter } from '../../src/encounter/encounter.ts';
import type { EncounterEntity } from '../../src/encounter/entity.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import type { MonsterSpellcasting } from '../../src/monster/monster.ts';
import { anOrc } from '../support/entities.ts';

const casting = (slots: Record<string, number>, innate = false): MonsterSpellcasting => ({
  trait: innate ? 'Innate Spellcasting' : 'Spellcasting',
  innate,
  ability: 'intelligence',
  save_dc: 14,
  spell_attack: 6,
  components_required: ['V', 'S', 'M'],
  slots,
  spells: [{ url: 'magic-missile', name: 'Magic Missile', level: 1 }],
});

const hedgeMage = (): EncounterEntity =>
  anOrc({ key: 'mage', name: 'Hedge Mage', spellcasting: [casting({ '1': 4, '2': 3, '3': 1 })] });

describe('spell slots', () => {
  it('come from the Spellcasting trait, by level; an innate trait has none', () => {
    const entity = anOrc({ spellcasting: [casting({ '1': 4, '3': 2 }), casting({}, true)] });
    expect([1, 2, 3].map((level) => spellSlots(entity, level))).toEqual([4, 0, 2]);
    expect(spellSlots(anOrc(), 1)).toBe(0);
  });

  it('a cast spends one slot of its level, and regaining gives it back', () => {
    let entity = useSpellSlot(useSpellSlot(hedgeMage(), 1), 1);
    expect(spellSlotsLeft(entity, 1)).toBe(2);
    expect(entity.limited_uses.spell_slots).toEqual({ 1: 2 });
    entity = regainSpellSlot(entity, 1);
    expect(spellSlotsLeft(entity, 1)).toBe(3);
  });

  it('refuses in words to spend a slot when none is left, or at a level without slots', () => {
    const spent = useSpellSlot(hedgeMage(), 3);
    expect(() => useSpellSlot(spent, 3)).toThrow('Hedge Mage has no level 3 spell slot left');
    expect(() => useSpellSlot(hedgeMage(), 5)).toThrow('Hedge Mage has no level 5 spell slots');
  });

  it('refuses to give back a slot that was never spent', () => {
    expect(() => regainSpellSlot(hedgeMage(), 2)).toThrow('Hedge Mage has spent no level 2 spell slot');
  });
});

describe('spell slot commands', () => {
  const context = { at: 0, automate: true };

  it('spend and regain through the engine, each undone exactly', () => {
    const start = createEncounter([hedgeMage()]);
    const used = applyCommand(start, { type: 'use-spell-slot', key: 'mage', level: 2 }, context);
    if (!used.ok) throw new Error(used.error);
    expect(findEntity(used.encounter, 'mage')?.limited_uses.spell_slots).toEqual({ 2: 1 });
    expect(used.entry.target_name).toBe('Hedge Mage');
    expect(undoEntry(used.encounter, used.entry)).toEqual({ ok: true, encounter: start });
    const regained = applyCommand(used.encounter, { type: 'regain-spell-slot', key: 'mage', level: 2 }, context);
    if (!regained.ok) throw new Error(regained.error);
    expect(findEntity(regained.encounter, 'mage')?.limited_uses.spell_slots).toEqual({ 2: 0 });
  });

  it('are refused with a sentence when no slot is left', () => {
    let encounter = createEncounter([hedgeMage()]);
    const once = applyCommand(encounter, { type: 'use-spell-slot', key: 'mage', level: 3 }, context);
    if (once.ok) encounter = once.encounter;
    expect(applyCommand(encounter, { type: 'use-spell-slot', key: 'mage', level: 3 }, context)).toEqual({
      ok: false,
      error: 'Hedge Mage has no level 3 spell slot left',
    });
  });

  it('reset gives back every spent slot, use and legendary action', () => {
    const mage = hedgeMage();
    const start = createEncounter([
      { ...mage, limited_uses: { spell_slots: { 1: 4 }, actions: { 0: 1 }, legendary: { 0: 2 } } },
    ]);
    const reset = applyCommand(start, { type: 'reset' }, context);
    if (!reset.ok) throw new Error(reset.error);
    expect(findEntity(reset.encounter, 'mage')?.limited_uses).toEqual({});
  });
});
