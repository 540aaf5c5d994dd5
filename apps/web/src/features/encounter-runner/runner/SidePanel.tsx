import { Stack, Tabs, Title } from '@mantine/core';
import { memo, type Ref } from 'react';
import type { EncounterSession } from '../session/encounter-session.ts';
import { CombatLog } from './CombatLog.tsx';
import { DamageMeters } from './DamageMeters.tsx';
import { RequestsPanel } from './RequestsPanel.tsx';
import classes from './Runner.module.css';
import type { RequestsSource } from './requests-source.ts';
import { useDeferredSnapshot } from './use-deferred-snapshot.ts';
import { useWaitingRequests } from './use-waiting-requests.ts';

interface SidePanelProps {
  session: EncounterSession;
  onUndo(index: number): void;
  /** A saved encounter's followers' requests; absent in the demo and test mode. */
  requests?: RequestsSource;
  /** The open tab, held by the runner so a new request's notice can open the requests. */
  tab: SideTab;
  onTab(tab: SideTab): void;
  requestsTabRef?: Ref<HTMLButtonElement>;
}

export type SideTab = 'log' | 'meters' | 'requests';
const SIDE_TABS: readonly (string | null)[] = ['log', 'meters', 'requests'] satisfies SideTab[];
const isSideTab = (value: string | null): value is SideTab => SIDE_TABS.includes(value);

function LogTab({ session, onUndo }: Pick<SidePanelProps, 'session' | 'onUndo'>) {
  return <CombatLog log={useDeferredSnapshot(session).log} onUndo={onUndo} />;
}

function MetersTab({ session }: Pick<SidePanelProps, 'session'>) {
  return <DamageMeters entities={useDeferredSnapshot(session).encounter.entities} />;
}

/** The Requests tab's name, with how many wait when a saved encounter has some. */
function RequestsTabLabel({ source }: { source: RequestsSource }) {
  const waiting = useWaitingRequests(source.campaignId, source.encounterId).data?.requests.length ?? 0;
  return <>{waiting > 0 ? `Requests (${waiting})` : 'Requests'}</>;
}

/**
 * The log, the damage meters and the players' requests, a tab each. The tabs follow the fight
 * themselves, a frame after each change, so a hit redraws the log and not the tabs around it.
 */
export const SidePanel = memo(function SidePanel({
  session,
  onUndo,
  requests,
  tab,
  onTab,
  requestsTabRef,
}: SidePanelProps) {
  return (
    <Stack
      className={`${classes.sidePanel} ${classes.panel}`}
      gap="xs"
      component="section"
      aria-labelledby="side-title"
    >
      <Title order={2} size="h4" id="side-title" className="visually-hidden">
        Log, meters and requests
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => isSideTab(value) && onTab(value)}
        keepMounted={false}
        className={classes.sideTabs}
      >
        <Tabs.List>
          <Tabs.Tab value="log">Log</Tabs.Tab>
          <Tabs.Tab value="meters">Damage meters</Tabs.Tab>
          <Tabs.Tab value="requests" ref={requestsTabRef}>
            {requests ? <RequestsTabLabel source={requests} /> : 'Requests'}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="log" pt="xs" className={classes.sideTab}>
          <LogTab session={session} onUndo={onUndo} />
        </Tabs.Panel>
        <Tabs.Panel value="meters" pt="xs" className={classes.sideTab}>
          <MetersTab session={session} />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="xs" className={classes.sideTab}>
          <RequestsPanel source={requests} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
});
