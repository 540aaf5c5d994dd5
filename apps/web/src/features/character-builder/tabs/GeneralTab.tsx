import { Avatar, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { nameInitial } from '../../../lib/labels.ts';
import type { TabProps } from './tab-props.ts';

/** Name, level (1-20) and a picture's address. */
export function GeneralTab({ build, change }: TabProps) {
  return (
    <Stack gap="md" maw={520}>
      <TextInput
        label="Character name"
        maxLength={100}
        value={build.name}
        onChange={(event) => {
          const name = event.currentTarget.value;
          change((current) => ({ ...current, name }));
        }}
      />
      <NumberInput
        label="Level"
        description="From 1 to 20. Hit points after level 1 take the hit die's average."
        min={1}
        max={20}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        value={build.level}
        onChange={(value) => {
          if (typeof value === 'number' && value >= 1 && value <= 20)
            change((current) => ({ ...current, level: value }));
        }}
      />
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Avatar"
          description="The address (https://…) of a picture of the character."
          maxLength={2000}
          value={build.avatar}
          onChange={(event) => {
            const avatar = event.currentTarget.value;
            change((current) => ({ ...current, avatar }));
          }}
        />
        <Avatar src={build.avatar || null} alt="" size="lg" radius="xl">
          {nameInitial(build.name)}
        </Avatar>
      </Group>
    </Stack>
  );
}
