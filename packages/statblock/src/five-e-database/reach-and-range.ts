import type { MonsterAbility } from '@skald/rules/monster/monster';

// Copies and homebrew also write "5ft.", "5 ft" without its period and "5 feet".
const REACH = /\breach (\d+) ?(?:ft\b|feet\b)/i;
const RANGE = /\brange (\d+(?:\/\d+)?) ?(?:ft\b|feet\b)/i;

/** "reach 10 ft." → reach 10; "range 80/320 ft." → range '80/320'. */
export function reachAndRange(desc: string): Pick<MonsterAbility, 'reach' | 'range'> {
  const reach = REACH.exec(desc)?.[1];
  const range = RANGE.exec(desc)?.[1];
  return {
    ...(reach === undefined ? {} : { reach: Number(reach) }),
    ...(range === undefined ? {} : { range }),
  };
}
