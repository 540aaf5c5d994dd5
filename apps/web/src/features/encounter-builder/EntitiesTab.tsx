import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { PartyCompanion, PartyPlayer } from '@skald/contract/library/campaign-party';
import { MAX_ENCOUNTER_ENTITIES } from '@skald/contract/library/encounter-record';
import { mathRandom } from '@skald/rules/dice/random';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { MonsterSearch } from '../../components/encounter/MonsterSearch.tsx';
import { RosterList } from '../../components/encounter/RosterList.tsx';
import { monsterEntities } from '../../lib/encounter/add-monsters.ts';
import { notifyNegative } from '../../lib/notify.ts';
import classes from './EncounterBuilder.module.css';
import { PartyPicker } from './PartyPicker.tsx';
import type { EncounterEditor } from './use-encounter-form.ts';

interface EntitiesTabProps {
  editor: EncounterEditor;
  players: PartyPlayer[];
  companions: PartyCompanion[];
}

/** Who fights: the campaign's players with their companions, and NPCs from the library or the compendium. */
export function EntitiesTab({ editor, players, companions }: EntitiesTabProps) {
  const { form } = editor;
  const entities = form.values.entities;

  function add(joining: EncounterEntity[]) {
    const current = form.getValues().entities;
    if (current.length + joining.length > MAX_ENCOUNTER_ENTITIES) {
      notifyNegative(`An encounter holds at most ${MAX_ENCOUNTER_ENTITIES} combatants.`);
      return;
    }
    form.setFieldValue('entities', [...current, ...joining]);
  }

  const problem =
    form.errors.entities ?? Object.entries(form.errors).find(([path]) => path.startsWith('entities.'))?.[1];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm" className={classes.panel}>
        {problem && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <RosterList
          encounter={{ entities }}
          withInitiative
          onRemove={(key) =>
            form.setFieldValue(
              'entities',
              form.getValues().entities.filter((entity) => entity.key !== key),
            )
          }
        />
      </Stack>
      <Stack gap="lg">
        <div className={classes.panel}>
          <PartyPicker players={players} companions={companions} entities={entities} onAdd={add} />
        </div>
        <div className={classes.panel}>
          <MonsterSearch
            withLibrary
            onAdd={(pick, copies) =>
              add(
                monsterEntities(
                  form.getValues().entities.map((entity) => entity.name),
                  pick,
                  { ...copies, random: mathRandom },
                ),
              )
            }
          />
        </div>
      </Stack>
    </SimpleGrid>
  );
}
