// @vitest-environment jsdom
import type { FollowerEncounter } from '@skald/contract/live/follower-view';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EncounterView } from './EncounterView.tsx';

const fight: FollowerEncounter = {
  name: 'Ambush in the storm',
  round: 1,
  currentId: 'aria',
  finished: false,
  order: ['aria'],
  entities: { aria: { id: 'aria', side: 'players', name: 'Aria', active: true } },
};

beforeEach(() => {
  // jsdom has no canvas context: a stand-in that draws nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => new Proxy({}, { get: () => () => ({ addColorStop() {} }) }) as unknown as CanvasRenderingContext2D,
  );
});

afterEach(() => vi.restoreAllMocks());

describe('the weather on the follow page', () => {
  it('lies behind the encounter the GM gave weather, hidden from screen readers', () => {
    const { container } = render(<EncounterView encounter={{ ...fight, weather: { rain: 2 } }} />);
    expect(container.querySelectorAll('[aria-hidden="true"] > canvas')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Ambush in the storm' })).toBeInTheDocument();
  });

  it('is not there when the encounter has none', () => {
    const { container } = render(<EncounterView encounter={fight} />);
    expect(container.querySelector('canvas')).toBeNull();
  });
});
