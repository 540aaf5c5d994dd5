import { Text } from '@mantine/core';
import { memo } from 'react';
import classes from './HitPointNotices.module.css';
import { type HitPointNotice, useHitPointNotices } from './hit-point-notices.ts';

const TITLES = { damage: 'Damage done', healing: 'Healing done!' } as const;

/** Memoised: a new notice does not redraw those already shown. */
const Notice = memo(function Notice({ notice }: { notice: HitPointNotice }) {
  return (
    <div className={classes.notice} data-kind={notice.kind}>
      <Text size="sm" fw={700}>
        {TITLES[notice.kind]}
      </Text>
      <Text size="sm">{notice.caption}</Text>
    </div>
  );
});

/** The second-long notices of damage and healing, read out politely to screen readers. Redrawn only by them. */
export const HitPointNotices = memo(function HitPointNotices() {
  const notices = useHitPointNotices();
  return (
    <div className={classes.stack} role="status" aria-live="polite">
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </div>
  );
});
