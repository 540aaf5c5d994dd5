/** What players following a broadcast may see of one combatant (issue 14); `follower-visibility.ts` sets it per side. */

/** Hit points shown exactly, obscured (hearts by percentage) or not at all. */
export const HEALTH_DISPLAYS = ['shown', 'obscured', 'hidden'] as const;
export type HealthDisplay = (typeof HEALTH_DISPLAYS)[number];

export interface EntityVisibility {
  /** False: followers read 'Unknown creature' instead of the name. */
  name: boolean;
  health: HealthDisplay;
  ac: boolean;
  conditions: boolean;
  deathSaves: boolean;
}
