import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The Skald mark and name, linking home. */
export function Logo() {
  return (
    <Anchor component={Link} to="/" underline="never" aria-label="Skald home">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text component="span" fw={700} fz="xl" c="var(--mantine-color-text)" ff="heading" lh={1}>
          Skald
        </Text>
      </Group>
    </Anchor>
  );
}
