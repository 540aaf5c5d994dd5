import { LIBRARY_PAGE_SIZE, titleCase } from '@skald/contract/library/library-limits';
import type { npcRoutes } from '@skald/contract/library/npc-record';
import { type ChallengeRating, isChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { ENVIRONMENTS } from '@skald/rules/constants/environments';
import { monsterDetail } from '../../../components/encounter/monster-choices.ts';
import { useRouteQuery } from '../../../lib/api/route-queries.ts';
import { listUrl } from '../../../lib/compendium/compendium-api.ts';
import type { ListAnswer, ListRow, MonsterRecord } from '../../../lib/compendium/records.ts';
import { useApi } from '../../../lib/compendium/use-api.ts';
import { sentenceCase } from '../../../lib/labels.ts';
import { compendiumQuery, type MonsterFilters, npcMatches, RESULTS_PAGE_SIZE } from './monster-filters.ts';

// The address alone, so this public page's chunk loads no zod for the descriptor.
export const NPC_LIST: Pick<typeof npcRoutes.list, 'method' | 'path'> = { method: 'GET', path: '/api/library/npcs' };

export type MonsterSource = 'srd' | 'npc';

/** One monster the finder lists: what the encounter keeps of it, and a line about it. */
export interface FoundMonster {
  source: MonsterSource;
  ref: string;
  name: string;
  challengeRating: ChallengeRating;
  detail: string;
}

const kindOf = (row: { size?: unknown; type?: unknown }) =>
  [row.size, row.type].filter((part) => typeof part === 'string' && part).join(' ');

/** The compendium's rows as found monsters; a row without a challenge rating cannot be measured and is left out. */
export function compendiumMonsters(rows: readonly ListRow<MonsterRecord>[]): FoundMonster[] {
  return rows.flatMap((row) =>
    typeof row.challenge_rating === 'number' && isChallengeRating(row.challenge_rating)
      ? [
          {
            source: 'srd' as const,
            ref: row.url,
            name: row.name,
            challengeRating: row.challenge_rating,
            detail: [monsterDetail(row), sentenceCase(kindOf(row))].filter(Boolean).join(' · '),
          },
        ]
      : [],
  );
}

/** The user's NPCs (a page of their list rows) that pass the filters, as found monsters. */
export function npcMonsters(rows: readonly Record<string, unknown>[], filters: MonsterFilters): FoundMonster[] {
  return rows.flatMap((row) => {
    const npc = {
      ...row,
      name: String(row.name),
      type: String(row.type ?? ''),
      challenge_rating: row.challenge_rating,
    };
    if (typeof npc.challenge_rating !== 'number' || !isChallengeRating(npc.challenge_rating)) return [];
    const rating = npc.challenge_rating;
    if (!npcMatches({ challenge_rating: rating, type: npc.type }, filters)) return [];
    return [
      {
        source: 'npc' as const,
        ref: String(row.id),
        // Stored lowercase (content.md §5), shown as the compendium shows its names.
        name: titleCase(npc.name),
        challengeRating: rating,
        detail: [monsterDetail(row), sentenceCase(npc.type)].filter(Boolean).join(' · '),
      },
    ];
  });
}

/**
 * One page of monsters for the filters: from the compendium, or the signed-in user's NPCs (their list
 * pages by name; challenge rating and type are checked here, on the page).
 */
export function useMonsterResults(source: MonsterSource, filters: MonsterFilters, page: number) {
  const compendium = useApi<ListAnswer<ListRow<MonsterRecord>>>(
    source === 'srd'
      ? listUrl(
          'monsters',
          compendiumQuery(filters, { skip: (page - 1) * RESULTS_PAGE_SIZE, limit: RESULTS_PAGE_SIZE }),
        )
      : null,
  );
  const name = filters.name.trim();
  const npcs = useRouteQuery<typeof npcRoutes.list>(
    NPC_LIST,
    { query: { ...(name ? { name } : {}), page } },
    source === 'npc',
  );
  if (source === 'npc') {
    return {
      monsters: npcMonsters(npcs.data?.results ?? [], filters),
      pages: Math.max(1, Math.ceil((npcs.data?.count ?? 0) / LIBRARY_PAGE_SIZE)),
      loading: npcs.isFetching,
      error: npcs.error,
      retry: () => void npcs.refetch(),
    };
  }
  const answer = compendium.data ?? compendium.previous;
  return {
    monsters: compendiumMonsters(answer?.results ?? []),
    pages: Math.max(1, Math.ceil((answer?.meta.count ?? 0) / RESULTS_PAGE_SIZE)),
    loading: compendium.loading,
    error: compendium.error ?? null,
    retry: compendium.retry,
  };
}

const ANY_ENVIRONMENT = new URLSearchParams([
  ['limit', '1'],
  ['fields', 'name'],
  ...ENVIRONMENTS.map((environment) => ['environment[]', environment]),
]);

/** Whether any compendium monster names an environment: the SRD's do not, and a filter that finds nothing is hidden. */
export function useEnvironmentsKnown(): boolean {
  const answer = useApi<ListAnswer<unknown>>(listUrl('monsters', ANY_ENVIRONMENT));
  return (answer.data?.meta.count ?? 0) > 0;
}
