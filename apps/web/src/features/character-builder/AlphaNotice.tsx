import { Badge, Group, Text, Title } from '@mantine/core';

/** The builder's heading with its Alpha badge. */
export function BuilderTitle({ children = 'Character builder' }: { children?: string }) {
  return (
    <Group gap="sm" align="center">
      <Title order={1}>{children}</Title>
      <Badge color="yellow" autoContrast>
        Alpha
      </Badge>
    </Group>
  );
}

/** Who may use the builder while it is in alpha. */
export function WhoMayUseIt() {
  return (
    <Text c="dimmed" maw={640}>
      The character builder is in alpha: it is open to administrators and to users whose contribute flag includes
      “character-builder”. An administrator gives that flag with <code>npm run admin -- contribute</code>.
    </Text>
  );
}
