// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { BroadcastState } from '@skald/contract/live/live-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LiveBadgeView } from './LiveBadge.tsx';

const runningFight: BroadcastState = { live: true, campaignId: 'sunless', encounterId: 'goblins', interrupted: false };

function openAmbush(broadcast: BroadcastState) {
  const setEncounter = vi.fn(async (encounterId: string | null) => ({ ...broadcast, encounterId }));
  render(
    <MantineProvider>
      <LiveBadgeView
        campaignId="sunless"
        encounterId="ambush"
        broadcast={broadcast}
        connected
        setEncounter={setEncounter}
      />
    </MantineProvider>,
  );
  return setEncounter;
}

describe('the Live badge on a prepared encounter', () => {
  it('opening the run page leaves followers on the running fight, and says until when', () => {
    const setEncounter = openAmbush(runningFight);
    expect(setEncounter).not.toHaveBeenCalled();
    expect(
      screen.getByRole('status', { name: 'Live: followers see another encounter until your first command here' }),
    ).toBeTruthy();
  });

  it('says followers see nothing yet between encounters', () => {
    const setEncounter = openAmbush({ ...runningFight, encounterId: null });
    expect(setEncounter).not.toHaveBeenCalled();
    expect(
      screen.getByRole('status', { name: 'Live: followers see no encounter until your first command here' }),
    ).toBeTruthy();
  });

  it('moves the broadcast here when the GM says so', async () => {
    const setEncounter = openAmbush(runningFight);
    await userEvent.click(screen.getByRole('button', { name: 'Show to followers' }));
    expect(setEncounter).toHaveBeenCalledWith('ambush');
  });
});
