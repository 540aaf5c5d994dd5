import type { MonsterAbility } from '@skald/rules/monster/monster';

export type EntryUsage = Pick<MonsterAbility, 'name' | 'recharge' | 'limit' | 'limit_type' | 'legendary_cost'>;

const BRACKETS = /\s*\(([^()]{0,60})\)/g;

/**
 * How often an entry can be used, from the brackets of its name: "(Recharge 5-6)" → '5-6', "(Recharge 6)" →
 * '6', "(Recharges after a Short or Long Rest)" → 'rest', "(3/Day)" and "(3/Day each)" → 3 a day, "(1/Turn)",
 * "(Costs 2 Actions)"; the name loses those brackets and keeps any other ("Bite (Bat Form Only)"). A
 * legendary action costs 1 unless its name says more.
 */
export function readEntryUsage(written: string, legendary: boolean): EntryUsage {
  const usage: Omit<EntryUsage, 'name'> = {};
  const name = written
    .replace(BRACKETS, (bracket, inside: string) => (readBracket(inside, usage) ? '' : bracket))
    .trim();
  if (legendary) usage.legendary_cost ??= 1;
  return { name: (name === '' ? written : name).slice(0, 100), ...usage };
}

function readBracket(inside: string, usage: Omit<EntryUsage, 'name'>): boolean {
  const text = inside.trim();
  const recharge = /^recharges? (\d)(?: ?- ?(\d))?$/i.exec(text);
  if (recharge) {
    const [, low, high] = recharge;
    usage.recharge = high === undefined || low === high ? (low ?? '6') : `${low}-${high}`;
    return true;
  }
  if (/^recharges? after a (short|long)/i.test(text)) {
    usage.recharge = 'rest';
    return true;
  }
  const per = /^(\d{1,2}) ?\/ ?(day|turn)\b/i.exec(text);
  if (per) {
    usage.limit = Math.min(99, Math.max(1, Number(per[1])));
    usage.limit_type = per[2]?.toLowerCase() === 'turn' ? 'turn' : 'day';
    return true;
  }
  const cost = /^costs (\d{1,2}) actions?$/i.exec(text);
  if (cost) {
    usage.legendary_cost = Math.min(10, Math.max(1, Number(cost[1])));
    return true;
  }
  return false;
}
