import { addToPurse, EMPTY_PURSE, type Purse, purseChange } from '@skald/contract/library/coins';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { CHARACTER_BOUNDS } from '@skald/contract/library/player-fields';
import { earnedExperience, experienceShare } from '@skald/rules/encounter/defeated-experience';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { players } from '../library/public.ts';
import { type EncounterDeps, type EncounterRow, findEncounter } from './encounter-access.ts';
import { storedEncounter } from './encounter-answers.ts';
import { encounters, type GivenAwards } from './encounter-tables.ts';
import { changeCampaignInventory, giveLootItems, takeBackLootItems } from './loot-items.ts';

export const AWARD_MESSAGES = {
  notFinished: 'Only a finished encounter gives its rewards; finish it first.',
  xpGiven: "This encounter's experience was already given; reset it to give it again.",
  currencyGiven: "This encounter's coins were already given; reset it to give them again.",
  noPlayers: 'Choose the players who share the experience.',
  notCampaignPlayers: "Each player who shares the experience must be one of the campaign's players.",
} as const;

/** The encounter's experience: the GM's override, or what the hostile monsters the party defeated are worth. */
export function encounterExperience(row: Pick<EncounterRow, 'xp' | 'state'>): number {
  return earnedExperience(row.state.entities, row.xp.override);
}

/** Adds `amount` (negative takes away) to each player's experience, kept in bounds; answers what changed. */
async function addExperience(tx: Db, userId: string, amounts: Record<string, number>): Promise<Record<string, number>> {
  const ids = Object.keys(amounts);
  if (ids.length === 0) return {};
  const rows = await tx
    .select({ id: players.id, body: players.body })
    .from(players)
    .where(and(inArray(players.id, ids), eq(players.userId, userId)))
    .for('update');
  const changed: Record<string, number> = {};
  for (const row of rows) {
    const before = typeof row.body.experience === 'number' ? row.body.experience : 0;
    const after = Math.min(CHARACTER_BOUNDS.experience.max, Math.max(0, before + (amounts[row.id] ?? 0)));
    changed[row.id] = after - before;
    await tx
      .update(players)
      .set({ body: { ...row.body, experience: after }, updated: new Date() })
      .where(eq(players.id, row.id));
  }
  return changed;
}

/**
 * Adds coins to the campaign's purse, or takes them away (`sign` -1), coin by coin as given and kept in
 * bounds; answers what changed.
 */
async function addCoins(tx: Db, campaignId: string, coins: Purse, sign: 1 | -1): Promise<Purse> {
  let changed = EMPTY_PURSE;
  await changeCampaignInventory(tx, campaignId, (inventory) => {
    const currency = addToPurse(inventory.currency, coins, sign);
    changed = purseChange(inventory.currency, currency);
    return { ...inventory, currency };
  });
  return changed;
}

/** Reset, in its command's transaction: the experience and coins the encounter gave are taken back. */
export async function takeBackAwards(tx: Db, row: EncounterRow): Promise<void> {
  if (!row.awards) return;
  const back = Object.fromEntries(Object.entries(row.awards.xp).map(([id, given]) => [id, -given]));
  await addExperience(tx, row.userId, back);
  await addCoins(tx, row.campaignId, row.awards.currency, -1);
  await takeBackLootItems(tx, row.campaignId, row.awards.items ?? []);
}

/** Which of `ids` play in the campaign; refuses the award when any does not. */
async function checkCampaignPlayers(tx: Db, row: EncounterRow, ids: string[]): Promise<void> {
  if (ids.length === 0) throw new HttpError(400, AWARD_MESSAGES.noPlayers);
  const found = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(inArray(players.id, ids), eq(players.userId, row.userId), eq(players.campaignId, row.campaignId)));
  if (found.length !== new Set(ids).size) throw new HttpError(400, AWARD_MESSAGES.notCampaignPlayers);
}

/** A finished encounter's experience, split evenly (rounded down) among chosen players, and its coins. */
export async function encounterAwardRoutes(app: FastifyInstance, deps: EncounterDeps): Promise<void> {
  const { db } = deps;

  serveRoute(app, encounterRoutes.award, async ({ params, body, request }) => {
    const writer = requireSignedIn(request);
    const row = await deps.commits.transaction(async (tx, announce) => {
      const current = await findEncounter(tx, params, writer, { write: true, lock: true });
      if (!current.state.finished) throw new HttpError(409, AWARD_MESSAGES.notFinished);
      if (body.xp && current.state.xp_awarded) throw new HttpError(409, AWARD_MESSAGES.xpGiven);
      if (body.currency && current.state.currency_awarded) throw new HttpError(409, AWARD_MESSAGES.currencyGiven);
      const given: GivenAwards = {
        xp: { ...current.awards?.xp },
        currency: current.awards?.currency ?? EMPTY_PURSE,
        items: current.awards?.items ?? [],
      };
      const state: Encounter = { ...current.state };
      if (body.xp) {
        const ids = [...new Set(body.players)];
        await checkCampaignPlayers(tx, current, ids);
        const share = experienceShare(encounterExperience(current), ids.length);
        const changed = await addExperience(tx, current.userId, Object.fromEntries(ids.map((id) => [id, share])));
        for (const [id, amount] of Object.entries(changed)) given.xp[id] = (given.xp[id] ?? 0) + amount;
        state.xp_awarded = true;
      }
      if (body.currency) {
        const added = await addCoins(tx, current.campaignId, current.loot.currency, 1);
        given.currency = addToPurse(given.currency, added);
        given.items = [...(given.items ?? []), ...(await giveLootItems(tx, current.campaignId, current.loot.items))];
        state.currency_awarded = true;
      }
      const [updated] = await tx
        .update(encounters)
        .set({ state, awards: given, version: current.version + 1, updated: new Date() })
        .where(eq(encounters.id, current.id))
        .returning();
      if (!updated) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
      announce({ kind: 'encounter', encounterId: updated.id, version: updated.version, committed: updated });
      return updated;
    });
    return storedEncounter(db, row);
  });
}
