import type { MissSave } from '@skald/rules/combat/roll-card';
import type { MonsterAction, MonsterActionType, MonsterRoll } from '@skald/rules/monster/monster';
import { abilityFromAbbreviation } from './ability-abbreviation.ts';
import { mapDamageRoll } from './map-damage-roll.ts';
import type { SrdDamage, SrdDc, SrdEffect } from './monster-source.ts';
import type { Skip } from './skipped.ts';

const ATTACK = /\b(Melee or Ranged|Melee|Ranged) (Weapon|Spell) Attack\b/;
const TO_HIT = /([+-]\d+) to hit/;
// The source marks a few breath weapons 'none' although their text gives half damage on a save.
const HALF_ON_SAVE = /half as much damage on a successful/i;

/**
 * The roll card's actions for one effect: an attack with the damage it deals on a hit, the effect's own
 * saving throw (holding that damage when there is no attack), plain damage when there is neither, and
 * one more save for each damage entry that carries its own DC (poison riding on a blade).
 */
export function mapMonsterActions(
  effect: SrdEffect,
  damage: readonly SrdDamage[],
  field: string,
  skip: Skip,
): MonsterAction[] {
  const desc = effect.desc ?? '';
  const rollsOf = (entries: readonly SrdDamage[], mods: Partial<MonsterRoll>): MonsterRoll[] =>
    entries.flatMap((entry) => {
      const roll = mapDamageRoll(entry, `${field}.damage[${damage.indexOf(entry)}]`, skip);
      return roll ? [{ ...roll, ...mods }] : [];
    });
  const saveWith = (dc: SrdDc, entries: readonly SrdDamage[]): MonsterAction =>
    saveAction(dc, field, skip, rollsOf(entries, { save_fail_mod: saveFailMod(dc, desc) }));

  const onHit = damage.filter((entry) => entry.dc === undefined);
  const actions: MonsterAction[] = [];
  const attack = attackOf(effect, field, skip);
  if (attack) actions.push({ ...attack, rolls: rollsOf(onHit, { miss_mod: 0 }) });
  if (effect.dc) actions.push(saveWith(effect.dc, attack ? [] : onHit));
  if (!attack && !effect.dc && onHit.length > 0) actions.push({ type: 'damage', rolls: rollsOf(onHit, {}) });
  for (const entry of damage) {
    if (entry.dc) actions.push(saveWith(entry.dc, [entry]));
  }
  return actions;
}

function attackTypeOf(desc: string): MonsterActionType | undefined {
  const match = ATTACK.exec(desc);
  if (!match) return undefined;
  if (match[2] === 'Spell') return 'spell_attack';
  return match[1] === 'Ranged' ? 'ranged_weapon' : 'melee_weapon';
}

/** "Melee or Ranged Weapon Attack" counts as melee: its reach and range are both kept on the ability. */
function attackOf(
  effect: SrdEffect,
  field: string,
  skip: Skip,
): Pick<MonsterAction, 'type' | 'attack_bonus'> | undefined {
  const desc = effect.desc ?? '';
  const type = attackTypeOf(desc);
  if (!type) {
    if (effect.attack_bonus !== undefined) {
      skip(`${field}.attack_bonus`, `attack bonus ${effect.attack_bonus} but no attack roll in the description`);
    }
    return undefined;
  }
  const written = TO_HIT.exec(desc)?.[1];
  const bonus = effect.attack_bonus ?? (written === undefined ? undefined : Number(written));
  if (bonus === undefined) skip(`${field}.attack_bonus`, 'an attack without an attack bonus');
  return { type, attack_bonus: bonus };
}

function saveFailMod(dc: SrdDc, desc: string): MissSave {
  return dc.success_type === 'half' || HALF_ON_SAVE.test(desc) ? 0.5 : 0;
}

function saveAction(dc: SrdDc, field: string, skip: Skip, rolls: MonsterRoll[]): MonsterAction {
  const ability = abilityFromAbbreviation(dc.dc_type.index);
  if (!ability) skip(`${field}.dc`, `"${dc.dc_type.index}" is not an ability`);
  return { type: 'save', save_dc: dc.dc_value, save_ability: ability, rolls };
}
