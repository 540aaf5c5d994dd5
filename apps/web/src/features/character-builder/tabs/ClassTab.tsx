import { Checkbox, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Skill } from '@skald/rules/constants/skills';
import { listInWords, sentenceCase, titleCase } from '../../../lib/labels.ts';
import { chooseClass } from '../build-choices.ts';
import type { TabProps } from './tab-props.ts';

/** The SRD class: its hit die and saving throws, and the skills it lets the character choose. */
export function ClassTab({ build, options, change }: TabProps) {
  const chosen = options.classes.find((one) => one.slug === build.class);
  const skillChoice = chosen?.skillChoice;
  const left = skillChoice ? skillChoice.choose - build.skills.length : 0;

  return (
    <Stack gap="md">
      <Select
        label="Class"
        placeholder="Choose a class"
        maw={360}
        data={options.classes.map((one) => ({ value: one.slug, label: one.name }))}
        value={build.class || null}
        onChange={(value) =>
          change((current) =>
            chooseClass(
              current,
              options.classes.find((one) => one.slug === value),
            ),
          )
        }
      />
      {chosen && (
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Hit die
            </Text>
            <Text>d{chosen.hitDie}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Saving throws
            </Text>
            <Text>{listInWords(chosen.savingThrows.map(sentenceCase))}</Text>
          </Stack>
        </SimpleGrid>
      )}
      {skillChoice && skillChoice.choose > 0 && (
        <Checkbox.Group
          label={`Skill proficiencies: choose ${skillChoice.choose}`}
          description={left > 0 ? `${left} left to choose.` : 'All chosen.'}
          value={build.skills}
          onChange={(skills) =>
            change((current) => ({ ...current, skills: (skills as Skill[]).slice(0, skillChoice.choose) }))
          }
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs" spacing="xs">
            {skillChoice.from.map((skill) => (
              <Checkbox
                key={skill}
                value={skill}
                label={titleCase(skill)}
                disabled={!build.skills.includes(skill) && left <= 0}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
