import { ABILITIES, type Ability, abilityModifier } from '../constants/abilities.ts';
import { type EncounterEntity, effectiveAc } from '../encounter/entity.ts';
import type { CardTarget } from './roll-card.ts';

/** A combatant's saving throw bonus: its listed bonus, else the ability's modifier (10 when unknown). */
export function saveBonus(entity: EncounterEntity, ability: Ability): number {
  return entity.saving_throws?.[ability] ?? abilityModifier(entity[ability] ?? 10);
}

/** What a roll card needs to know of its target: armor class now (bonus or form), defenses, saves. */
export function cardTargetOf(entity: EncounterEntity): CardTarget {
  return {
    key: entity.key,
    ac: effectiveAc(entity),
    damage_vulnerabilities: entity.damage_vulnerabilities,
    damage_resistances: entity.damage_resistances,
    damage_immunities: entity.damage_immunities,
    saveBonus: Object.fromEntries(ABILITIES.map((ability) => [ability, saveBonus(entity, ability)])),
  };
}
