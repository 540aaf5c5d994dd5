import type { Inventory } from '@skald/contract/library/campaign-record';
import { coinText, isEmptyPurse } from '@skald/contract/library/coins';
import { hostileOutcome } from '@skald/rules/encounter/defeated-experience';
import type { EncounterEntity } from '@skald/rules/encounter/entity';

const xp = (amount: number) => `${amount.toLocaleString('en')} XP`;

/** Where a finished fight's experience comes from, as the rewards panel says it before it is given. */
export function experienceSource(entities: readonly EncounterEntity[], override: number | null, total: number): string {
  if (override !== null) return `${xp(total)}, as set in the encounter's experience.`;
  const { defeated } = hostileOutcome(entities);
  return `${xp(total)} for ${defeated.length} defeated ${defeated.length === 1 ? 'monster' : 'monsters'}.`;
}

/** The hostile monsters left standing, which earn nothing; null when the party defeated them all. */
export function standingWords(entities: readonly EncounterEntity[], override: number | null): string | null {
  if (override !== null) return null;
  const { standing } = hostileOutcome(entities);
  if (standing.length === 0) return null;
  return `Left standing, so not counted: ${standing.map((monster) => monster.name).join(', ')}.`;
}

/** One player's share beside their name. */
export const shareLabel = (name: string, share: number) => `${name}: ${xp(share)}`;

/** What the loot holds: "35 gp 12 sp and Potion of Healing"; null when it holds nothing. */
export function lootWords(loot: Inventory): string | null {
  const parts = [
    ...(isEmptyPurse(loot.currency) ? [] : [coinText(loot.currency)]),
    ...loot.items.map((item) => item.name),
  ];
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
