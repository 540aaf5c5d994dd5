import type { CompendiumKind } from '@skald/contract/compendium-kinds';

/** The kinds the header's search looks through at once, in the order their results are shown. */
export const DRAWER_KINDS = ['monsters', 'spells', 'items', 'conditions'] as const satisfies readonly CompendiumKind[];

export type DrawerKind = (typeof DRAWER_KINDS)[number];

/** Matches per kind: enough to pick from, few enough that four kinds fit the drawer. */
export const DRAWER_RESULTS_PER_KIND = 5;

/** The API call of one kind's part of a drawer search: names only, five at most. */
export function drawerSearchParams(name: string): URLSearchParams {
  return new URLSearchParams({ name: name.trim(), limit: String(DRAWER_RESULTS_PER_KIND), fields: 'name' });
}
