import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { mathRandom } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { offerDemoEncounter } from '../../../lib/encounter/demo-handover.ts';
import { notifyNegative } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';
import { ChosenMonsters } from './ChosenMonsters.tsx';
import { DifficultyPanel } from './DifficultyPanel.tsx';
import { type EncounterPlan, keepPlan, loadPlan } from './kept-plan.ts';
import { MonsterFinder } from './MonsterFinder.tsx';
import { type MonsterFilters, NO_FILTERS } from './monster-filters.ts';
import { PartyPanel } from './PartyPanel.tsx';
import { partyLevels } from './party-rows.ts';
import { monsterCombatants, partyCombatants } from './planned-combatants.ts';
import { addPlannedMonster, changeMonsterCount, removePlannedMonster, tooManyCombatants } from './planned-monsters.ts';
import { RandomEncounterControl } from './RandomEncounterControl.tsx';
import classes from './ToolsBuilder.module.css';
import type { MonsterSource } from './use-monster-results.ts';

// Saving needs the contract's schemas; only a signed-in visitor loads them.
const SaveToCampaign = lazy(() => import('./SaveToCampaign.tsx').then((m) => ({ default: m.SaveToCampaign })));

/**
 * /tools/encounter-builder: a party of any levels against monsters from the compendium (and, signed in,
 * the user's NPCs), measured by the 2014 and the 2024 rules; run in the demo tracker or saved to a campaign.
 * The party and monsters are kept in the browser.
 */
export function PublicEncounterBuilderPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<EncounterPlan>(loadPlan);
  const [filters, setFilters] = useState<MonsterFilters>(NO_FILTERS);
  const [source, setSource] = useState<MonsterSource>('srd');
  const [starting, setStarting] = useState(false);
  useEffect(() => keepPlan(plan), [plan]);

  const levels = partyLevels(plan.party);
  const update = (change: Partial<EncounterPlan>) => setPlan((current) => ({ ...current, ...change }));
  const signedIn = user !== null;

  const run = async () => {
    const tooMany = tooManyCombatants(levels.length, plan.monsters);
    if (tooMany) {
      notifyNegative(tooMany);
      return;
    }
    setStarting(true);
    try {
      const party = partyCombatants(plan.party, mathRandom);
      const foes = await monsterCombatants(
        plan.monsters,
        party.map((entity) => entity.name),
        mathRandom,
      );
      offerDemoEncounter(createEncounter([...party, ...foes]));
      navigate('/demo/run-encounter');
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The encounter could not be started.');
      setStarting(false);
    }
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Encounter builder</Title>
          <Text c="dimmed">
            Pick a party and monsters; see how hard the fight is by the 2014 and the 2024 rules, then run it in the
            combat tracker. Your party and monsters stay in this browser.
          </Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <div className={classes.panel}>
                <PartyPanel rows={plan.party} onChange={(party) => update({ party })} />
              </div>
              <div className={classes.panel}>
                <Stack gap="md">
                  <ChosenMonsters
                    monsters={plan.monsters}
                    onCount={(monster, count) =>
                      update({ monsters: changeMonsterCount(plan.monsters, monster, count) })
                    }
                    onRemove={(monster) => update({ monsters: removePlannedMonster(plan.monsters, monster) })}
                    onClear={() => update({ monsters: [] })}
                  />
                  <Group>
                    <Button onClick={() => void run()} loading={starting} disabled={plan.monsters.length === 0}>
                      Run it in the combat tracker
                    </Button>
                  </Group>
                </Stack>
              </div>
              <div className={classes.panel}>
                <DifficultyPanel levels={levels} monsters={plan.monsters} />
              </div>
              {signedIn && (
                <div className={classes.panel}>
                  <Suspense fallback={<Text c="dimmed">Loading your campaigns…</Text>}>
                    <SaveToCampaign monsters={plan.monsters} />
                  </Suspense>
                </div>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <div className={classes.panel}>
              <MonsterFinder
                filters={filters}
                onFiltersChange={setFilters}
                withNpcs={signedIn}
                source={signedIn ? source : 'srd'}
                onSourceChange={setSource}
                onAdd={(monster, count) => update({ monsters: addPlannedMonster(plan.monsters, monster, count) })}
                beside={
                  <RandomEncounterControl
                    levels={levels}
                    source={signedIn ? source : 'srd'}
                    filters={filters}
                    onPick={(monsters) => update({ monsters })}
                  />
                }
              />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
