import type { MonsterAbility } from '@skald/rules/monster/monster';

const REACH = /\breach (\d+) ft\./;
const RANGE = /\brange (\d+(?:\/\d+)?) ft\./;

/** "reach 10 ft." → reach 10; "range 80/320 ft." → range '80/320'. */
export function reachAndRange(desc: string): Pick<MonsterAbility, 'reach' | 'range'> {
  const reach = REACH.exec(desc)?.[1];
  const range = RANGE.exec(desc)?.[1];
  return {
    ...(reach === undefined ? {} : { reach: Number(reach) }),
    ...(range === undefined ? {} : { range }),
  };
}
