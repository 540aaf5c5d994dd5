// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { BroadcastState } from '@skald/contract/live/live-messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveBadgeView } from './LiveBadge.tsx';

const live: BroadcastState = { live: true, campaignId: 'sunless', encounterId: 'goblins', interrupted: false };

function badge(connected: boolean) {
  render(
    <MantineProvider>
      <LiveBadgeView
        campaignId="sunless"
        encounterId="goblins"
        broadcast={live}
        connected={connected}
        setEncounter={async () => live}
      />
    </MantineProvider>,
  );
}

describe('the GM’s Live badge', () => {
  it('is lit and says Live while connected', () => {
    badge(true);
    expect(screen.getByRole('status', { name: 'Live: followers see this encounter' })).toHaveTextContent('Live');
  });

  it('goes out while the GM is offline: Paused, and why', () => {
    badge(false);
    const status = screen.getByRole('status', {
      name: 'Live paused: you are offline, followers keep the last view until you reconnect',
    });
    expect(status).toHaveTextContent('Paused');
    expect(status).not.toHaveTextContent('Live');
  });
});
