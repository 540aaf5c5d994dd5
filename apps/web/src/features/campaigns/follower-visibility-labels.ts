import type { EntityVisibility, HealthDisplay } from '@skald/rules/encounter/entity-visibility';
import type { FollowerSide } from '@skald/rules/encounter/follower-visibility';

export const SIDE_LABELS: Record<FollowerSide, string> = {
  players: 'Players',
  companions: 'Companions',
  allies: 'Allies',
  enemies: 'Enemies',
};

export const HEALTH_LABELS: Record<HealthDisplay, string> = {
  shown: 'Shown',
  obscured: 'Obscured',
  hidden: 'Hidden',
};

/** The switches of a side besides health; death saves only where the rules make them (players, companions). */
export function visibilityToggles(side: FollowerSide) {
  const toggles: { field: Exclude<keyof EntityVisibility, 'health'>; label: string }[] = [
    { field: 'name', label: 'Name' },
    { field: 'ac', label: 'AC' },
    { field: 'conditions', label: 'Conditions' },
  ];
  if (side === 'players' || side === 'companions') toggles.push({ field: 'deathSaves', label: 'Death saves' });
  return toggles;
}
