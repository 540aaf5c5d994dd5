// @vitest-environment jsdom
import type { FollowerEncounter } from '@skald/contract/live/follower-view';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EncounterView } from './EncounterView.tsx';
import { PartyOverview } from './PartyOverview.tsx';
import { RewardsPanel } from './RewardsPanel.tsx';

const encounter: FollowerEncounter = {
  name: 'Goblin ambush',
  round: 2,
  currentId: 'orc',
  finished: false,
  order: ['hero', 'orc', 'wolf'],
  entities: {
    hero: {
      id: 'hero',
      side: 'players',
      name: 'Aria',
      active: true,
      ac: 16,
      health: { kind: 'exact', cur: 0, max: 30, temp: 0 },
      status: 'down',
      deathSaves: { successes: 1, failures: 2 },
    },
    orc: {
      id: 'orc',
      side: 'enemies',
      name: '<img src=x onerror=alert(1)>',
      active: true,
      health: { kind: 'hearts', hearts: 1 },
      conditions: [{ name: 'exhaustion', level: 2 }],
    },
    wolf: { id: 'wolf', side: 'companions', name: 'Wolf', active: false },
  },
};

describe('the live encounter', () => {
  it('marks whose turn it is for everyone, screen readers included, in turn order', () => {
    render(<EncounterView encounter={encounter} />);
    const cards = [...screen.getByRole('list', { name: 'Turn order' }).children];
    expect(cards.map((card) => card.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(cards[1]).toHaveTextContent('Current turn:');
    expect(screen.getByText('Round 2')).toBeInTheDocument();
  });

  it('shows hearts with words, exact health in numbers, status, death saves and conditions', () => {
    render(<EncounterView encounter={encounter} />);
    expect(screen.getByRole('img', { name: 'Badly hurt, 1 of 4 hearts' })).toBeInTheDocument();
    expect(screen.getByText('0 of 30 hit points')).toBeInTheDocument();
    expect(screen.getByText('Down')).toBeInTheDocument();
    expect(screen.getByText('Death saves: 1 success, 2 failures')).toBeInTheDocument();
    expect(screen.getByText('Exhaustion 2')).toBeInTheDocument();
    expect(screen.getByText('Joins next round')).toBeInTheDocument();
  });

  it('renders what the GM typed as text, never as markup', () => {
    const { container } = render(<EncounterView encounter={encounter} />);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getAllByText('<img src=x onerror=alert(1)>', { exact: false }).length).toBeGreaterThan(0);
  });

  it('takes the turn mark away once the fight is over', () => {
    render(<EncounterView encounter={{ ...encounter, finished: true }} />);
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});

describe('the party overview', () => {
  it('lists the party with level, health and the dead, and the background as text', () => {
    render(
      <PartyOverview
        campaign={{
          id: 'c1',
          name: 'Citadel',
          background: 'A ruin.\n<b>Not bold</b>',
          party: [
            { name: 'Aria', level: 3, ac: 16, health: { kind: 'exact', cur: 12, max: 30, temp: 5 }, dead: false },
            { name: 'Bram', dead: true },
          ],
        }}
      />,
    );
    expect(screen.getByText(/<b>Not bold<\/b>/)).toBeInTheDocument();
    expect(screen.getByText('12 of 30 hit points, 5 temporary')).toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    expect(screen.getByText('Dead')).toBeInTheDocument();
  });
});

describe('the rewards', () => {
  it('show the coins as the GM gave them: 35 gp 12 sp, not 3 pp 6 gp 2 sp', () => {
    render(<RewardsPanel rewards={{ players: [], currency: { pp: 0, gp: 35, sp: 12, cp: 0 }, items: [] }} />);
    expect(screen.getByText('35 gp 12 sp')).toBeInTheDocument();
  });
});
