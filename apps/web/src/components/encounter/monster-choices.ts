import { titleCase } from '@skald/contract/library/library-limits';
import type { npcRoutes } from '@skald/contract/library/npc-record';
import { CHALLENGE_RATING_DETAILS, isChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { callRoute } from '../../lib/api/call-route.ts';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { entryUrl, getJson, listUrl } from '../../lib/compendium/compendium-api.ts';
import type { ListAnswer, ListRow, MonsterRecord } from '../../lib/compendium/records.ts';
import { useApi } from '../../lib/compendium/use-api.ts';
import type { MonsterPick } from '../../lib/encounter/add-monsters.ts';
import type { LibraryNpc } from '../../lib/encounter/library-entities.ts';

// Addresses alone, so the public demo's chunk loads no zod for its descriptors.
const NPC_LIST: Pick<typeof npcRoutes.list, 'method' | 'path'> = { method: 'GET', path: '/api/library/npcs' };
const NPC_READ: Pick<typeof npcRoutes.read, 'method' | 'path'> = { method: 'GET', path: '/api/library/npcs/:id' };

const FIELDS = 'name challenge_rating hit_points hit_dice armor_class type';

/** One search result: what the list shows and how to fetch its whole stat block. */
export interface MonsterChoice {
  id: string;
  name: string;
  detail: string;
  /** Where it comes from, shown beside the name when the user's NPCs are searched too. */
  source: 'compendium' | 'your NPC';
  pick(): Promise<MonsterPick>;
}

const rating = (value: unknown) =>
  typeof value === 'number' && isChallengeRating(value) ? `CR ${CHALLENGE_RATING_DETAILS[value].label}` : '';

/** 'CR 1 · 21 HP · AC 17', alike for the compendium's monsters and the user's NPCs. */
export function monsterDetail(row: {
  challenge_rating?: unknown;
  hit_points?: unknown;
  armor_class?: unknown;
}): string {
  const hitPoints = typeof row.hit_points === 'number' ? `${row.hit_points} HP` : '';
  const armorClass = typeof row.armor_class === 'number' ? `AC ${row.armor_class}` : '';
  return [rating(row.challenge_rating), hitPoints, armorClass].filter(Boolean).join(' · ');
}

/** The compendium's monsters matching `name`, and the user's own NPCs first when `withLibrary`. */
export function useMonsterChoices(name: string, withLibrary: boolean) {
  const params = new URLSearchParams({ name, limit: '8', fields: FIELDS });
  const compendium = useApi<ListAnswer<ListRow<MonsterRecord>>>(name ? listUrl('monsters', params) : null);
  const library = useRouteQuery<typeof npcRoutes.list>(NPC_LIST, { query: { name } }, withLibrary && name.length > 0);

  const own: MonsterChoice[] = (withLibrary && name ? (library.data?.results ?? []) : []).slice(0, 5).map((npc) => ({
    id: `npc-${npc.id}`,
    // Stored lowercase (content.md §5), shown as the compendium shows its names.
    name: titleCase(String(npc.name)),
    detail: monsterDetail(npc),
    source: 'your NPC',
    pick: async () => {
      const record = await callRoute<typeof npcRoutes.read>(NPC_READ, { params: { id: String(npc.id) } });
      return { kind: 'custom', npc: record as LibraryNpc };
    },
  }));
  const rows = (compendium.data ?? compendium.previous)?.results ?? [];
  const srd: MonsterChoice[] = rows.map((row) => ({
    id: `srd-${row._id}`,
    name: row.name,
    detail: monsterDetail(row),
    source: 'compendium',
    pick: async () => ({
      kind: 'srd',
      slug: row.url,
      monster: await getJson<MonsterRecord>(entryUrl('monsters', row.url)),
    }),
  }));
  return {
    choices: [...own, ...srd],
    error: compendium.error ?? library.error ?? null,
    settled: !compendium.loading && (!withLibrary || !library.isFetching),
  };
}
