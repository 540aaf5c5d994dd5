// @vitest-environment jsdom
import type { FollowerEncounter } from '@skald/contract/live/follower-view';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EncounterView } from './EncounterView.tsx';
import { PartyOverview } from './PartyOverview.tsx';

const atZero = { kind: 'hearts', hearts: 0 } as const;

const fight = (status: 'down' | 'stable' | 'dead'): FollowerEncounter => ({
  name: 'Goblin ambush',
  round: 1,
  currentId: 'goblin',
  finished: false,
  order: ['aria', 'goblin'],
  entities: {
    aria: { id: 'aria', side: 'players', name: 'Aria', active: true, health: atZero, status },
    goblin: { id: 'goblin', side: 'enemies', name: 'Goblin', active: true },
  },
});

describe('a combatant at 0 hit points on the follow page says its state once', () => {
  it('down: one Down, the hearts read as a count', () => {
    render(<EncounterView encounter={fight('down')} />);
    expect(screen.getAllByText('Down')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '0 of 4 hearts' })).toBeInTheDocument();
  });

  it('stable or dead: that word alone, no Down beside it', () => {
    const { unmount } = render(<EncounterView encounter={fight('stable')} />);
    expect(screen.getByText('Stable')).toBeInTheDocument();
    expect(screen.queryByText('Down')).toBeNull();
    unmount();
    render(<EncounterView encounter={fight('dead')} />);
    expect(screen.getByText('Dead')).toBeInTheDocument();
    expect(screen.queryByText('Down')).toBeNull();
  });

  it('in the party overview: a dead member reads Dead alone, one at 0 who lives reads Down', () => {
    render(
      <PartyOverview
        campaign={{
          id: 'c1',
          name: 'Citadel',
          background: '',
          party: [
            { name: 'Aria', health: atZero, dead: false },
            { name: 'Bram', health: atZero, dead: true },
          ],
        }}
      />,
    );
    expect(screen.getAllByText('Down')).toHaveLength(1);
    expect(screen.getAllByText('Dead')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Down, 0 of 4 hearts' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0 of 4 hearts' })).toBeInTheDocument();
  });
});
