import { Stack, Tabs, Title } from '@mantine/core';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import type { LogEntry } from '@skald/rules/encounter/log';
import { memo } from 'react';
import { CombatLog } from './CombatLog.tsx';
import { DamageMeters } from './DamageMeters.tsx';
import { RequestsPanel } from './RequestsPanel.tsx';
import classes from './Runner.module.css';

interface SidePanelProps {
  log: readonly LogEntry[];
  entities: readonly EncounterEntity[];
  onUndo(index: number): void;
}

/** The log, the damage meters and the players' requests, a tab each. Memoised: it redraws when the fight changes. */
export const SidePanel = memo(function SidePanel({ log, entities, onUndo }: SidePanelProps) {
  return (
    <Stack className={`${classes.side} ${classes.panel}`} gap="xs" component="section" aria-labelledby="side-title">
      <Title order={2} size="h4" id="side-title" className="visually-hidden">
        Log, meters and requests
      </Title>
      <Tabs defaultValue="log" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="log">Log</Tabs.Tab>
          <Tabs.Tab value="meters">Damage meters</Tabs.Tab>
          <Tabs.Tab value="requests">Requests</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="log" pt="xs">
          <CombatLog log={log} onUndo={onUndo} />
        </Tabs.Panel>
        <Tabs.Panel value="meters" pt="xs">
          <DamageMeters entities={entities} />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="xs">
          <RequestsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
});
