import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './SavedRun.module.css';

interface SavedRunFrameProps {
  campaignId: string;
  /** What sits at the row's end: how saving goes, or that nothing is saved. */
  aside: ReactNode;
  children: ReactNode;
}

/** A saved encounter's runner under a slim row: the way back to its campaign, and how it is being kept. */
export function SavedRunFrame({ campaignId, aside, children }: SavedRunFrameProps) {
  return (
    <div className={classes.page}>
      <Group className={classes.row} justify="space-between" wrap="nowrap" gap="sm">
        <Anchor component={Link} to={`/content/campaigns/${campaignId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
          ← Campaign
        </Anchor>
        {aside}
      </Group>
      {children}
    </div>
  );
}
