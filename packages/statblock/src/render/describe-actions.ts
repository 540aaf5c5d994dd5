import type { MonsterAbility, MonsterAction, MonsterRoll } from '@skald/rules/monster/monster';
import { capitalised, damageAmount } from './stat-block-words.ts';

/** Which edition's wording: 2014's "Melee Weapon Attack: +5 to hit" or 2024's "Melee Attack Roll: +5". */
export type Wording = '2014' | '2024';

/**
 * The sentences a stat block prints for an entry's rolls, written from its `action_list`: used where an
 * entry has no text of its own (a monster made in the creator) and for the 2024 layout, whose wording
 * differs from the 2014 text the SRD keeps.
 */
export function describeActions(ability: MonsterAbility, wording: Wording): string {
  const attack = ability.action_list.find((action) => action.type !== 'save' && action.attack_bonus !== undefined);
  const sentences: string[] = [];
  if (attack) sentences.push(attackSentence(ability, attack, wording));
  for (const action of ability.action_list) {
    if (action === attack) continue;
    if (action.type === 'save') sentences.push(saveSentence(action, wording, attack !== undefined));
    else if (action.rolls.length > 0) sentences.push(plainSentence(action, wording));
  }
  return sentences.join(' ');
}

function damageList(rolls: readonly MonsterRoll[], wording: Wording): string {
  return rolls
    .map(
      (roll) => `${damageAmount(roll)} ${wording === '2024' ? capitalised(roll.damage_type) : roll.damage_type} damage`,
    )
    .join(' plus ');
}

function reachOrRange(ability: MonsterAbility, melee: boolean): string {
  const reach = `reach ${ability.reach ?? 5} ft.`;
  const range = ability.range === undefined ? undefined : `range ${ability.range} ft.`;
  if (!melee) return range ?? reach;
  return range ? `${reach} or ${range}` : reach;
}

function attackSentence(ability: MonsterAbility, attack: MonsterAction, wording: Wording): string {
  const melee = attack.type === 'melee_weapon' || (attack.type === 'spell_attack' && ability.range === undefined);
  const reachBoth = melee && ability.range !== undefined;
  const kind = reachBoth ? 'Melee or Ranged' : melee ? 'Melee' : 'Ranged';
  const bonus = attack.attack_bonus ?? 0;
  const sign = bonus < 0 ? '-' : '+';
  const hit = attack.rolls.length > 0 ? damageList(attack.rolls, wording) : 'the target is struck';
  if (wording === '2024')
    return `${kind} Attack Roll: ${sign}${Math.abs(bonus)}, ${reachOrRange(ability, melee)} Hit: ${hit}.`;
  const weapon = attack.type === 'spell_attack' ? 'Spell' : 'Weapon';
  return `${kind} ${weapon} Attack: ${sign}${Math.abs(bonus)} to hit, ${reachOrRange(ability, melee)}, one target. Hit: ${hit}.`;
}

function saveSentence(action: MonsterAction, wording: Wording, afterHit: boolean): string {
  const ability = capitalised(action.save_ability ?? 'constitution');
  const half = action.rolls.some((roll) => roll.save_fail_mod === 0.5);
  if (wording === '2024') {
    const failure = action.rolls.length > 0 ? ` Failure: ${damageList(action.rolls, wording)}.` : '';
    const success = half ? ' Success: Half damage.' : '';
    return `${ability} Saving Throw: DC ${action.save_dc ?? 10}, ${afterHit ? 'the target' : 'each creature in the area'}.${failure}${success}`;
  }
  const who = afterHit ? 'The target' : 'Each creature in the area';
  if (action.rolls.length === 0) return `${who} must succeed on a DC ${action.save_dc ?? 10} ${ability} saving throw.`;
  const onSuccess = half ? ', or half as much damage on a successful one' : '';
  return `${who} must make a DC ${action.save_dc ?? 10} ${ability} saving throw, taking ${damageList(action.rolls, wording)} on a failed save${onSuccess}.`;
}

function plainSentence(action: MonsterAction, wording: Wording): string {
  if (action.type === 'healing') {
    const amounts = action.rolls.map(damageAmount).join(' plus ');
    return `It regains ${amounts} ${wording === '2024' ? 'Hit Points' : 'hit points'}.`;
  }
  return `It deals ${damageList(action.rolls, wording)}.`;
}
