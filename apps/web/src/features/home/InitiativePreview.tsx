import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconShield, IconSkull } from '@tabler/icons-react';
import classes from './HomePage.module.css';
import { previewActiveName, previewCombatants } from './initiative-preview.ts';

function hpColor(hp: number, maxHp: number): string {
  const share = hp / maxHp;
  if (share === 0) return 'gray';
  if (share < 0.34) return 'red';
  if (share < 0.67) return 'orange';
  return 'green';
}

/** A picture of a turn order in the middle of a round; decorative, so hidden from screen readers. */
export function InitiativePreview() {
  return (
    <Paper className={classes.preview} p="md" radius="lg" aria-hidden="true" style={{ alignSelf: 'center' }}>
      <Group justify="space-between" mb="sm">
        <Text fw={700}>Round 2</Text>
        <Badge variant="light">Orc's turn</Badge>
      </Group>
      <Stack gap={6}>
        {previewCombatants.map((c) => (
          <Group
            key={c.name}
            className={c.name === previewActiveName ? classes.activeRow : classes.row}
            wrap="nowrap"
            gap="sm"
          >
            <Text fw={700} w={28} ta="right" c="dimmed">
              {c.initiative}
            </Text>
            <Stack gap={2} style={{ flex: 1 }}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} className={c.kind === 'monster' ? classes.monster : undefined}>
                  {c.name}
                </Text>
                <Group gap={6} wrap="nowrap">
                  {c.hp === 0 && <IconSkull size={16} />}
                  <Text fz="sm" c="dimmed">
                    {c.hp}/{c.maxHp}
                  </Text>
                </Group>
              </Group>
              <Progress value={(c.hp / c.maxHp) * 100} color={hpColor(c.hp, c.maxHp)} size="sm" />
            </Stack>
            <Group gap={2} wrap="nowrap" w={44} justify="flex-end">
              <IconShield size={16} />
              <Text fz="sm">{c.ac}</Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
