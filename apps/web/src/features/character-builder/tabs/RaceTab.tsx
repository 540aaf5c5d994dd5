import { Checkbox, Group, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Ability } from '@skald/rules/constants/abilities';
import { listInWords, sentenceCase, signed } from '../../../lib/labels.ts';
import { ABILITY_SHORT, chooseBonusAbilities, chooseRace, chooseSubrace } from '../build-choices.ts';
import type { TabProps } from './tab-props.ts';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </Stack>
  );
}

/** The SRD race and subrace, with their ability bonuses, speed, size, traits and languages. */
export function RaceTab({ build, options, change }: TabProps) {
  const race = options.races.find((one) => one.slug === build.race);
  const subrace = race?.subraces.find((one) => one.slug === build.subrace);
  const bonuses = Object.entries(build.abilityBonuses)
    .filter(([, bonus]) => bonus !== 0)
    .map(([ability, bonus]) => `${ABILITY_SHORT[ability as Ability]} ${signed(bonus)}`);
  const choice = race?.bonusChoice;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Race"
          placeholder="Choose a race"
          data={options.races.map((one) => ({ value: one.slug, label: one.name }))}
          value={build.race || null}
          onChange={(value) =>
            change((current) =>
              chooseRace(
                current,
                options.races.find((one) => one.slug === value),
              ),
            )
          }
        />
        {race && race.subraces.length > 0 && (
          <Select
            label="Subrace"
            data={race.subraces.map((one) => ({ value: one.slug, label: one.name }))}
            value={build.subrace || null}
            allowDeselect={false}
            onChange={(value) => change((current) => chooseSubrace(current, race, value ?? ''))}
          />
        )}
      </SimpleGrid>
      {choice && (
        <Checkbox.Group
          label={`Choose ${choice.choose} abilities to raise by ${choice.bonus}`}
          value={build.bonusChoices}
          onChange={(chosen) => change((current) => chooseBonusAbilities(current, race, chosen as Ability[]))}
        >
          <Group mt="xs">
            {choice.from.map((ability) => (
              <Checkbox
                key={ability}
                value={ability}
                label={sentenceCase(ability)}
                disabled={!build.bonusChoices.includes(ability) && build.bonusChoices.length >= choice.choose}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {race && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="Ability bonuses">{bonuses.length > 0 ? bonuses.join(', ') : 'None yet'}</Fact>
            <Fact label="Speed">{`${race.speed} ft.`}</Fact>
            <Fact label="Size">{race.size}</Fact>
            <Fact label="Languages">{listInWords(race.languages) || '—'}</Fact>
          </SimpleGrid>
          <Stack gap={4}>
            <Text fw={600}>Traits</Text>
            <List size="sm">
              {[...race.traits, ...(subrace?.traits ?? [])].map((trait) => (
                <List.Item key={trait}>{trait}</List.Item>
              ))}
            </List>
          </Stack>
        </>
      )}
    </Stack>
  );
}
