import { type EntityVisibility, HEALTH_DISPLAYS } from '@skald/rules/encounter/entity-visibility';
import {
  DEFAULT_FOLLOWER_VISIBILITY,
  FOLLOWER_SIDES,
  type FollowerSide,
} from '@skald/rules/encounter/follower-visibility';
import { z } from 'zod';

const healthDisplay = z.enum(HEALTH_DISPLAYS, { error: 'Health is shown, obscured or hidden.' });

/** One side's (or one combatant's) choices of what followers see. */
export const entityVisibilitySchema = z.strictObject({
  name: z.boolean(),
  health: healthDisplay,
  ac: z.boolean(),
  conditions: z.boolean(),
  deathSaves: z.boolean(),
}) satisfies z.ZodType<EntityVisibility>;

/** A campaign's choices per side; a side left out keeps its default. */
export const followerVisibilitySchema = z.strictObject(
  Object.fromEntries(
    FOLLOWER_SIDES.map((side) => [side, entityVisibilitySchema.default(DEFAULT_FOLLOWER_VISIBILITY[side])]),
  ) as Record<FollowerSide, z.ZodDefault<typeof entityVisibilitySchema>>,
);
