import { Button, Group, Select } from '@mantine/core';
import type { npcRoutes } from '@skald/contract/library/npc-record';
import { mathRandom } from '@skald/rules/dice/random';
import { type RandomEncounterTarget, randomEncounter } from '@skald/rules/maths/random-encounter';
import { useState } from 'react';
import { callRoute } from '../../../lib/api/call-route.ts';
import { getJson, listUrl } from '../../../lib/compendium/compendium-api.ts';
import type { ListAnswer, ListRow, MonsterRecord } from '../../../lib/compendium/records.ts';
import { notifyNegative } from '../../../lib/notify.ts';
import { compendiumQuery, type MonsterFilters, RANDOM_POOL_SIZE } from './monster-filters.ts';
import type { PlannedMonster } from './planned-monsters.ts';
import {
  compendiumMonsters,
  type FoundMonster,
  type MonsterSource,
  NPC_LIST,
  npcMonsters,
} from './use-monster-results.ts';

const TARGETS: Record<string, { label: string; target: RandomEncounterTarget }> = {
  '2014-easy': { label: 'Easy (2014)', target: { rules: '2014', difficulty: 'easy' } },
  '2014-medium': { label: 'Medium (2014)', target: { rules: '2014', difficulty: 'medium' } },
  '2014-hard': { label: 'Hard (2014)', target: { rules: '2014', difficulty: 'hard' } },
  '2014-deadly': { label: 'Deadly (2014)', target: { rules: '2014', difficulty: 'deadly' } },
  '2024-low': { label: 'Low (2024)', target: { rules: '2024', band: 'low' } },
  '2024-moderate': { label: 'Moderate (2024)', target: { rules: '2024', band: 'moderate' } },
  '2024-high': { label: 'High (2024)', target: { rules: '2024', band: 'high' } },
};

/** The monsters a random encounter draws from: the first hundred the filters find, or a page of the user's NPCs. */
async function pool(source: MonsterSource, filters: MonsterFilters): Promise<FoundMonster[]> {
  if (source === 'srd') {
    const query = compendiumQuery(filters, { skip: 0, limit: RANDOM_POOL_SIZE });
    const answer = await getJson<ListAnswer<ListRow<MonsterRecord>>>(listUrl('monsters', query));
    return compendiumMonsters(answer.results);
  }
  const name = filters.name.trim();
  const answer = await callRoute<typeof npcRoutes.list>(NPC_LIST, { query: { ...(name ? { name } : {}) } });
  return npcMonsters(answer.results, filters);
}

interface RandomEncounterControlProps {
  levels: number[];
  source: MonsterSource;
  filters: MonsterFilters;
  onPick(monsters: PlannedMonster[]): void;
}

/** Replaces the encounter's monsters with a random mix of the filtered ones at the chosen difficulty. */
export function RandomEncounterControl({ levels, source, filters, onPick }: RandomEncounterControlProps) {
  const [choice, setChoice] = useState('2014-medium');
  const [busy, setBusy] = useState(false);
  const wanted = TARGETS[choice] ?? TARGETS['2014-medium'];

  const roll = async () => {
    if (!wanted) return;
    setBusy(true);
    try {
      const monsters = await pool(source, filters);
      const picks = randomEncounter(levels, monsters, wanted.target, mathRandom);
      if (!picks) {
        notifyNegative(
          monsters.length === 0
            ? 'No monsters match these filters: widen them for a random encounter.'
            : `No mix of the monsters these filters find makes a ${wanted.label} fight for this party: widen the challenge range.`,
        );
        return;
      }
      onPick(
        picks.map(({ monster, count }) => ({
          source: monster.source,
          ref: monster.ref,
          name: monster.name,
          challengeRating: monster.challengeRating,
          count,
        })),
      );
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The random encounter could not be made.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" align="flex-end">
      <Select
        label="Random encounter"
        data={Object.entries(TARGETS).map(([value, { label }]) => ({ value, label }))}
        value={choice}
        onChange={(value) => setChoice(value ?? '2014-medium')}
        allowDeselect={false}
        w={180}
      />
      <Button variant="light" onClick={() => void roll()} loading={busy}>
        Make one
      </Button>
    </Group>
  );
}
