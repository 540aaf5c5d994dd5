/**
 * What a follower of a live broadcast receives (issue 14): the server's projection of the campaign and its
 * running encounter through the GM's visibility choices. Hidden combatants, their ids, exact hit points
 * that are obscured or hidden, and every secret stay on the server. Types only, no zod: the follow page
 * loads this module and must stay small. Nothing in a view is null: what followers may not see is absent,
 * so a merge patch's null always means "gone".
 */

import type { Purse } from '../library/coins.ts';
import type { WeatherEffect } from '../library/encounter-record.ts';

/** Health as followers may see it: exact numbers, hearts (0 to 4, see rules' `healthHearts`), or nothing. */
export type FollowerHealth =
  | { kind: 'exact'; cur: number; max: number; temp: number }
  | { kind: 'hearts'; hearts: 0 | 1 | 2 | 3 | 4 };

export type FollowerStatus = 'fighting' | 'down' | 'stable' | 'dead';

export interface FollowerCondition {
  /** One of the rules' condition names ('poisoned', 'exhaustion', ...). */
  name: string;
  /** Exhaustion's level. */
  level?: number;
}

/** One visible combatant. */
export interface FollowerEntity {
  /**
   * A public id: derived on the server from a secret, the encounter and the combatant's key, so it tells
   * nothing of the key or name. Stable for the fight; requests name their targets by it.
   */
  id: string;
  side: 'players' | 'companions' | 'allies' | 'enemies';
  /** The name, or 'Unknown creature' when it is hidden. */
  name: string;
  /** Absent when health is hidden. */
  health?: FollowerHealth;
  /** Absent when hidden. */
  ac?: number;
  /** Absent when hidden. */
  conditions?: FollowerCondition[];
  /** Players and companions whose death saves are shown; absent otherwise. */
  deathSaves?: { successes: number; failures: number };
  /** Absent when health is hidden (a dead or downed creature would tell its hit points). */
  status?: FollowerStatus;
  /** False while it waits to join at the next round. */
  active: boolean;
}

/** What an encounter gave, once it is finished and awarded. */
export interface FollowerRewards {
  /** Experience each chosen player received; absent when none was awarded. */
  xpEach?: number;
  /** The players who shared it, by name. */
  players: string[];
  /** Coins given to the party's purse, as given (35 gp 12 sp stays so); all 0 for none. */
  currency: Purse;
  /** Loot items by the name the party knows them by (an unidentified item's public name). */
  items: string[];
}

export interface FollowerEncounter {
  name: string;
  round: number;
  /**
   * Whose turn followers see: the visible combatant whose turn it is, or, while a hidden one acts, the
   * last visible combatant before it in the order (so nothing gives the hidden one away). Null before the
   * fight and when nobody is visible: absent.
   */
  currentId?: string;
  finished: boolean;
  /** Visible combatants' ids in turn order (the turn order of the whole fight, hidden ones left out). */
  order: string[];
  /** Visible combatants by id. */
  entities: Record<string, FollowerEntity>;
  /** Absent until the finished encounter's rewards were given. */
  rewards?: FollowerRewards;
  /** The weather the GM laid over the encounter, each effect on with its intensity 1-3; absent when none. */
  weather?: FollowerWeather;
}

/** Weather is not hidden: followers see it drawn behind the fight as the GM does. */
export type FollowerWeather = Partial<Record<WeatherEffect, number>>;

/** A campaign player as the overview shows them when nothing runs. */
export interface FollowerPartyMember {
  name: string;
  level?: number;
  /** Hit points carried from the last fight, as the campaign shows players' health; absent when hidden. */
  health?: FollowerHealth;
  ac?: number;
  dead: boolean;
}

export interface FollowerCampaign {
  id: string;
  name: string;
  /** The campaign's background text, shown as text. */
  background: string;
  /**
   * Absent while an encounter is shown: its combatants carry the party's health then, and the list would
   * otherwise be sent again with every blow (merge patches replace arrays whole).
   */
  party?: FollowerPartyMember[];
}

/** The GM's connection as followers see it. */
export interface FollowerPresence {
  online: boolean;
  /** When it last changed (ISO). */
  since: string;
}

/** The whole view of one followed campaign. */
export interface FollowerView {
  /** The GM's username; absent when they have none. */
  owner?: string;
  campaign: FollowerCampaign;
  /** Whether this campaign is broadcasting now. */
  live: boolean;
  presence: FollowerPresence;
  /** The encounter the GM runs live; absent when not live or between encounters (the overview shows). */
  encounter?: FollowerEncounter;
}

/** A roll the GM shared with the table; the follow page shows it as a toast for 3 seconds. */
export interface SharedRoll {
  /** The ability or what was rolled ('Longsword', 'Initiative'). */
  title: string;
  /** The roll as written: '1d20+5', '2d6+3'. */
  expression: string;
  total: number;
  /** The dice thrown, in order. */
  throws: number[];
  advantage: 'advantage' | 'disadvantage' | null;
  /** Who rolled, when a visible combatant did. */
  entityName: string | null;
}

/** How long the follow page shows a shared roll. */
export const SHARED_ROLL_TOAST_MS = 3000;
