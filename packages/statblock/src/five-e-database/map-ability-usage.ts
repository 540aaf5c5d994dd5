import type { MonsterAbility } from '@skald/rules/monster/monster';
import type { SrdUsage } from './monster-source.ts';
import type { Skip } from './skipped.ts';

export type AbilityUsage = Pick<MonsterAbility, 'name' | 'recharge' | 'limit' | 'limit_type' | 'legendary_cost'>;

const COST = /\s*\(Costs (\d+) Actions?\)\s*$/i;
const PER = /\s*\((\d+)\/(Day|Turn)\)\s*$/i;

/**
 * How often an ability can be used, from the source's `usage` and from what its name says
 * ("Sneak Attack (1/Turn)", "Wing Attack (Costs 2 Actions)"); the name loses those brackets.
 */
export function mapAbilityUsage(
  sourceName: string,
  usage: SrdUsage | undefined,
  legendary: boolean,
  field: string,
  skip: Skip,
): AbilityUsage {
  let name = sourceName.trim();
  const result: Omit<AbilityUsage, 'name'> = {};

  const cost = COST.exec(name);
  if (cost) name = name.slice(0, cost.index);
  if (legendary) result.legendary_cost = cost ? Number(cost[1]) : 1;

  const per = PER.exec(name);
  if (per) {
    name = name.slice(0, per.index);
    result.limit = Number(per[1]);
    result.limit_type = per[2]?.toLowerCase() === 'day' ? 'day' : 'turn';
  }

  if (usage) Object.assign(result, fromUsage(usage, `${field}.usage`, skip));
  return { name, ...result };
}

function fromUsage(usage: SrdUsage, field: string, skip: Skip): Omit<AbilityUsage, 'name'> {
  switch (usage.type) {
    case 'recharge on roll': {
      const min = usage.min_value ?? 0;
      if (usage.dice !== '1d6' || !Number.isInteger(min) || min < 2 || min > 6) {
        skip(field, `recharge on ${usage.dice ?? 'no die'} from ${usage.min_value ?? 'nothing'} is not a d6 recharge`);
        return {};
      }
      return { recharge: min === 6 ? '6' : `${min}-6` };
    }
    case 'recharge after rest':
      return { recharge: 'rest' };
    case 'per day':
      if (usage.times === undefined) {
        skip(field, 'a per-day use without a number of times');
        return {};
      }
      return { limit: usage.times, limit_type: 'day' };
    default:
      skip(field, `usage "${usage.type}" has no recharge or limit equivalent`);
      return {};
  }
}
