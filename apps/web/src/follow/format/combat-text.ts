import type { FollowerCondition, FollowerEntity, SharedRoll } from '@skald/contract/live/follower-view';
import { sentenceCase } from '../../lib/labels.ts';

/** 'Poisoned', 'Exhaustion 2'. */
export function conditionText(condition: FollowerCondition): string {
  const name = sentenceCase(condition.name);
  return condition.level ? `${name} ${condition.level}` : name;
}

const SIDE_WORDS: Record<FollowerEntity['side'], string> = {
  players: 'Player',
  companions: 'Companion',
  allies: 'Ally',
  enemies: 'Enemy',
};

/** 'Player', 'Enemy'. */
export function sideWords(side: FollowerEntity['side']): string {
  return SIDE_WORDS[side];
}

/** Whether a combatant fights for the party (players, companions, allies) or against it. */
export function isFriend(side: FollowerEntity['side']): boolean {
  return side !== 'enemies';
}

/** A shared roll in one line: 'Goblin: Scimitar 1d20+4 = 17 (13, with advantage)'. */
export function rollText(roll: SharedRoll): string {
  const who = roll.entityName ? `${roll.entityName}: ` : '';
  const dice = roll.throws.length > 0 ? roll.throws.join(', ') : '';
  const advantage = roll.advantage ? `with ${roll.advantage}` : '';
  const detail = [dice, advantage].filter(Boolean).join(', ');
  return `${who}${roll.title} ${roll.expression} = ${roll.total}${detail ? ` (${detail})` : ''}`;
}

/** 'Death saves: 2 successes, 1 failure'. */
export function deathSavesText(successes: number, failures: number): string {
  const success = successes === 1 ? 'success' : 'successes';
  const failure = failures === 1 ? 'failure' : 'failures';
  return `Death saves: ${successes} ${success}, ${failures} ${failure}`;
}
