import type { Inventory } from '@skald/contract/library/campaign-record';
import type { FollowerRewards } from '@skald/contract/live/follower-view';
import type { GivenAwards } from '../../encounters/public.ts';

/**
 * What a finished encounter gave, as the award stored it: the experience share of each chosen player (the
 * most any received; one kept at the level cap may have taken less), the coins and the loot's items by the
 * name the party knows them by (an unidentified one without a public name is left out). Undefined until
 * something was awarded.
 */
export function followerRewards(
  awards: GivenAwards | null,
  loot: Inventory,
  playerNames: ReadonlyMap<string, string>,
): FollowerRewards | undefined {
  if (!awards) return undefined;
  const ids = Object.keys(awards.xp);
  const rewards: FollowerRewards = {
    players: ids.flatMap((id) => {
      const name = playerNames.get(id);
      return name === undefined ? [] : [name];
    }),
    currency: awards.currency,
    items: loot.items.flatMap((item) => {
      if (item.identified) return [item.name];
      return item.public_name ? [item.public_name] : [];
    }),
  };
  if (ids.length > 0) rewards.xpEach = Math.max(...Object.values(awards.xp));
  return rewards;
}
