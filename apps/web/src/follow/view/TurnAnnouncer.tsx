import type { FollowerEncounter } from '@skald/contract/live/follower-view';
import { useEffect, useRef, useState } from 'react';

/** 'Aria’s turn.', 'The fight is over.', 'Waiting for the fight to start.' */
export function turnText(encounter: FollowerEncounter): string {
  if (encounter.finished) return 'The fight is over.';
  if (encounter.round === 0) return 'Waiting for the fight to start.';
  const current = encounter.currentId ? encounter.entities[encounter.currentId] : undefined;
  return current ? `${current.name}’s turn.` : 'Turn in progress.';
}

/** What a screen reader hears when the turn moves: 'Round 3, Aria’s turn.' */
function announcement(encounter: FollowerEncounter): string {
  const turn = turnText(encounter);
  return encounter.round > 0 && !encounter.finished ? `Round ${encounter.round}, ${turn}` : turn;
}

/** Tells screen readers once when the round or the turn changes; the cards themselves change quietly. */
export function TurnAnnouncer({ encounter }: { encounter: FollowerEncounter }) {
  const text = announcement(encounter);
  const previous = useRef(text);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (previous.current === text) return;
    previous.current = text;
    setSaid(text);
  }, [text]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {said}
    </p>
  );
}
