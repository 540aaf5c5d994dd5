import { type EncounterEntity, effectiveMaxHp, makesDeathSaves } from '@skald/rules/encounter/entity';

/** Hit points as the runner shows them: the transformed form's while it lasts. */
export function shownHitPoints(entity: EncounterEntity): { current: number; max: number; temp: number } {
  if (entity.transformed) {
    const form = entity.transformed;
    return { current: form.curHp, max: Math.max(0, form.maxHp + form.maxHpMod), temp: entity.tempHp };
  }
  return { current: entity.curHp, max: effectiveMaxHp(entity), temp: entity.tempHp };
}

// The runner's rows and the campaign's party view colour health bars alike.
export { healthColor } from '../../../lib/health-color.ts';

/** The state words a combatant's row carries. */
export function statusWords(entity: EncounterEntity): string[] {
  const words: string[] = [];
  if (entity.dead) words.push('Dead');
  else if (entity.stable) words.push('Stable');
  else if (entity.down) words.push('Down');
  else if (makesDeathSaves(entity) && entity.curHp <= 0 && !entity.transformed) words.push('Dying');
  if (entity.transformed) words.push('Transformed');
  if (entity.hidden) words.push('Hidden');
  if (!entity.active) words.push('Joins next round');
  return words;
}
