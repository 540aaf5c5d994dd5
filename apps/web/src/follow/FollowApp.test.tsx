// @vitest-environment jsdom
import type { FollowerEncounter, FollowerView } from '@skald/contract/live/follower-view';
import type { LiveServerMessage } from '@skald/contract/live/live-messages';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeServer } from '../lib/testing/fake-server.ts';
import { FollowApp } from './FollowApp.tsx';

const GM = '4d2c6b8a-1e3f-4a5b-9c7d-2e4f6a8b0c1d';
const CAMPAIGN = '6f8e0d2c-4b6a-4c8e-a0b2-4d6f8a0c2e4f';
const HERO_PLAYER = '8a0c2e4f-6b8d-4f0a-b2c4-6e8a0c2e4f6a';

/** The live hub as a follower's socket sees it: the test opens it and serves its frames. */
class HubSocket {
  static opened: HubSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    HubSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  serve(message: LiveServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

/** A fight as the server projects it for followers: the hidden boss already left out, the orc's health in hearts. */
const fight: FollowerEncounter = {
  name: 'Goblin ambush',
  round: 1,
  currentId: 'hero',
  finished: false,
  order: ['hero', 'orc', 'guard'],
  entities: {
    hero: {
      id: 'hero',
      side: 'players',
      name: 'Aria Vance',
      active: true,
      ac: 16,
      health: { kind: 'exact', cur: 30, max: 30, temp: 0 },
    },
    orc: { id: 'orc', side: 'enemies', name: 'Orc', active: true, health: { kind: 'hearts', hearts: 4 } },
    guard: { id: 'guard', side: 'allies', name: 'Town guard', active: true },
  },
};

const view = (encounter: FollowerEncounter | undefined = fight): FollowerView => ({
  owner: 'ravenna',
  campaign: { id: CAMPAIGN, name: 'The Sunless Citadel', background: 'A ruined fortress.', party: [] },
  live: true,
  presence: { online: true, since: '2026-11-26T14:02:00.000Z' },
  encounter,
});

const publicCampaign = {
  id: CAMPAIGN,
  name: 'The Sunless Citadel',
  background: 'A ruined fortress. <b>Not bold</b>',
  player_count: 1,
  live: true,
  following: false,
};

/** The follow page at `path`, its reads answered by `routes`; answers the hub's socket, opened. */
function openFollowPage(path: string, routes: FakeRoutes) {
  const server = fakeServer(routes);
  vi.stubGlobal('WebSocket', HubSocket);
  window.history.replaceState(null, '', path);
  render(<FollowApp />);
  const socket = HubSocket.opened.at(-1);
  if (!socket) throw new Error('the page opened no socket');
  socket.open();
  return { server, socket };
}

const campaignRead = (controlled: { playerId: string; name: string }[] = []): FakeRoutes => ({
  [`GET /api/live/users/${GM}/campaigns/${CAMPAIGN}`]: {
    body: { campaign: publicCampaign, owner: 'ravenna', signedIn: controlled.length > 0, controlled },
  },
});

const turnOrder = () => screen.getByRole('list', { name: 'Turn order' });
const card = (name: string) => within(turnOrder()).getByText(name).closest('li') as HTMLElement;

afterEach(() => {
  cleanup();
  HubSocket.opened = [];
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('tv');
});

describe("a campaign's follow page", () => {
  it('follows the campaign, shows what the server sent and moves with each patch', async () => {
    const { socket } = openFollowPage(`/user/${GM}/${CAMPAIGN}`, campaignRead());
    expect(socket.sent).toEqual([{ type: 'follow', userId: GM, campaignId: CAMPAIGN }]);
    socket.serve({ type: 'snapshot', version: 'i.1', view: view() });

    expect(screen.getByRole('heading', { level: 1, name: 'The Sunless Citadel' })).toBeInTheDocument();
    expect(screen.getByText('Game master: ravenna')).toBeInTheDocument();
    expect(document.title).toBe('The Sunless Citadel: live initiative | Skald');
    expect(within(turnOrder()).getAllByRole('listitem')).toHaveLength(3);
    expect(card('Aria Vance')).toHaveAttribute('aria-current', 'true');
    expect(card('Aria Vance')).toHaveTextContent('30 of 30 hit points');
    expect(card('Aria Vance')).toHaveTextContent('AC 16');
    expect(within(card('Orc')).getByRole('img', { name: 'Unhurt, 4 of 4 hearts' })).toBeInTheDocument();
    expect(card('Orc')).toHaveTextContent('Enemy');
    expect(card('Orc')).not.toHaveTextContent('AC');
    expect(card('Town guard')).toHaveTextContent('Ally');
    expect(await screen.findByRole('link', { name: /^Sign in to follow/ })).toHaveAttribute(
      'href',
      `/sign-in?redirect=${encodeURIComponent(`/user/${GM}/${CAMPAIGN}`)}`,
    );

    socket.serve({
      type: 'patch',
      from: 'i.1',
      version: 'i.2',
      patch: {
        encounter: {
          currentId: 'orc',
          entities: {
            orc: { health: { hearts: 3 }, conditions: [{ name: 'poisoned' }] },
            hero: { health: { cur: 23 } },
          },
        },
      },
    });
    expect(card('Orc')).toHaveAttribute('aria-current', 'true');
    expect(within(card('Orc')).getByRole('img', { name: 'Lightly hurt, 3 of 4 hearts' })).toBeInTheDocument();
    expect(within(card('Orc')).getByRole('list', { name: 'Conditions of Orc' })).toHaveTextContent('Poisoned');
    expect(card('Aria Vance')).toHaveTextContent('23 of 30 hit points');
    expect(screen.getByText('Orc’s turn.')).toBeInTheDocument();
  });

  it('shows a shared roll for a moment, read out politely', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { socket } = openFollowPage(`/user/${GM}/${CAMPAIGN}`, campaignRead());
      socket.serve({ type: 'snapshot', version: 'i.1', view: view() });
      socket.serve({
        type: 'roll',
        roll: { title: 'Greataxe', expression: '1d12+3', total: 11, throws: [8], advantage: null, entityName: 'Orc' },
      });
      const toast = screen.getByText('Shared roll').closest('[role="status"]');
      expect(toast).toHaveTextContent('Orc: Greataxe 1d12+3 = 11 (8)');
      expect(toast).toHaveAttribute('aria-live', 'polite');
      act(() => vi.advanceTimersByTime(3_500));
      expect(screen.queryByText('Orc: Greataxe 1d12+3 = 11 (8)')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads Paused and the time the GM went offline while the GM is away', () => {
    const { socket } = openFollowPage(`/user/${GM}/${CAMPAIGN}`, campaignRead());
    socket.serve({ type: 'snapshot', version: 'i.1', view: view() });
    expect(screen.getByText('GM online')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Live')).toBeInTheDocument();
    socket.serve({
      type: 'patch',
      from: 'i.1',
      version: 'i.2',
      patch: { presence: { online: false, since: new Date(2026, 10, 26, 14, 5).toISOString() } },
    });
    expect(screen.getByText(/^GM offline since /)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Paused')).toBeInTheDocument();
  });

  it('a finished fight shows its rewards; between encounters, the campaign and its party', () => {
    const { socket } = openFollowPage(`/user/${GM}/${CAMPAIGN}`, campaignRead());
    const rewards = {
      xpEach: 300,
      players: ['Aria Vance'],
      currency: { pp: 0, gp: 35, sp: 12, cp: 0 },
      items: ['Strange dagger'],
    };
    socket.serve({ type: 'snapshot', version: 'i.1', view: view({ ...fight, finished: true, rewards }) });
    const region = screen.getByRole('region', { name: 'Rewards' });
    expect(region).toHaveTextContent('300 XP each for Aria Vance');
    expect(region).toHaveTextContent('35 gp 12 sp');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Strange dagger']);

    // The GM shows no encounter: the patch takes it away.
    socket.serve({
      type: 'patch',
      from: 'i.1',
      version: 'i.2',
      patch: {
        encounter: null,
        campaign: {
          party: [{ name: 'Aria Vance', level: 3, health: { kind: 'exact', cur: 30, max: 30, temp: 0 }, dead: false }],
        },
      },
    });
    expect(screen.getByText('Live, between encounters: nothing is running right now.')).toBeInTheDocument();
    const party = screen.getByRole('region', { name: 'The party' });
    expect(party).toHaveTextContent('Aria Vance');
    expect(party).toHaveTextContent('Level 3');
    expect(screen.getByText('A ruined fortress.')).toBeInTheDocument();
  });

  it('as the TV view: large type for the table, and no control at all, even for a player’s controller', async () => {
    const { socket, server } = openFollowPage(
      `/user/${GM}/${CAMPAIGN}?tv`,
      campaignRead([{ playerId: HERO_PLAYER, name: 'Aria Vance' }]),
    );
    socket.serve({ type: 'snapshot', version: 'i.1', view: view() });
    // The campaign's read has come back: it alone would offer the request form and the Follow button.
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.documentElement).toHaveClass('tv');
    expect(card('Aria Vance')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Sign in to follow|TV view/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says in the server’s words when the campaign is private or gone', async () => {
    openFollowPage(`/user/${GM}/${CAMPAIGN}`, {
      [`GET /api/live/users/${GM}/campaigns/${CAMPAIGN}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'This campaign is private or does not exist.' },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to follow here' })).toBeInTheDocument();
    expect(screen.getByText('This campaign is private or does not exist.')).toBeInTheDocument();
  });
});

describe('asking the GM from the follow page', () => {
  it('sends damage or healing as the controlled player; the server’s refusal is shown in its words', async () => {
    const { socket, server } = openFollowPage(`/user/${GM}/${CAMPAIGN}`, {
      ...campaignRead([{ playerId: HERO_PLAYER, name: 'Aria Vance' }]),
      [`POST /api/live/campaigns/${CAMPAIGN}/requests`]: ({ body }) =>
        (body as { targets: string[] }).targets.length === 0
          ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Choose at least one target.' } }
          : { status: 201, body: { id: 'r1' } },
    });
    socket.serve({ type: 'snapshot', version: 'i.1', view: view() });
    const form = await screen.findByRole('form', { name: 'Ask the GM' });
    expect(form).toHaveTextContent('As Aria Vance');
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Aria Vance', 'Orc', 'Town guard']);

    await userEvent.type(within(form).getByLabelText('Amount'), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose at least one target.');

    await userEvent.selectOptions(within(form).getByLabelText('Damage type'), 'fire');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Orc' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Sent to the GM: 7 fire damage to Orc.')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();

    await userEvent.click(within(form).getByRole('radio', { name: 'Healing' }));
    expect(within(form).queryByLabelText('Damage type')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Amount'), '5');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Aria Vance' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Sent to the GM: 5 healing to Aria Vance.')).toBeInTheDocument();
    expect(server.sent(`POST /api/live/campaigns/${CAMPAIGN}/requests`).slice(1)).toEqual([
      { playerId: HERO_PLAYER, kind: 'damage', amount: 7, damageType: 'fire', targets: ['orc'] },
      { playerId: HERO_PLAYER, kind: 'healing', amount: 5, targets: ['hero'] },
    ]);
  });

  it('is offered only to a player’s controller, and not once the fight is over', () => {
    const { socket } = openFollowPage(`/user/${GM}/${CAMPAIGN}`, campaignRead());
    socket.serve({ type: 'snapshot', version: 'i.1', view: view() });
    expect(screen.queryByRole('form', { name: 'Ask the GM' })).toBeNull();
  });
});

describe("a user's follow page", () => {
  const userRead = (campaigns: (typeof publicCampaign)[]): FakeRoutes => ({
    [`GET /api/live/users/${GM}`]: { body: { userId: GM, owner: 'ravenna', signedIn: false, campaigns } },
  });

  it("shows the live campaign's initiative and lists the public campaigns, backgrounds as text", async () => {
    const { socket } = openFollowPage(`/user/${GM}`, userRead([publicCampaign]));
    expect(socket.sent).toEqual([{ type: 'follow', userId: GM }]);
    socket.serve({ type: 'snapshot', version: 'i.1', view: view() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ravenna’s table' })).toBeInTheDocument();
    expect(document.title).toBe('ravenna: live initiative | Skald');
    expect(card('Aria Vance')).toHaveAttribute('aria-current', 'true');
    const campaigns = await screen.findByRole('region', { name: 'Campaigns' });
    expect(within(campaigns).getByRole('link', { name: 'The Sunless Citadel' })).toHaveAttribute(
      'href',
      `/user/${GM}/${CAMPAIGN}`,
    );
    expect(campaigns).toHaveTextContent('1 player');
    expect(campaigns).toHaveTextContent('<b>Not bold</b>');
  });

  it('when the live campaign goes, reads the user again and keeps nothing of it', async () => {
    const { socket, server } = openFollowPage(`/user/${GM}`, userRead([publicCampaign]));
    socket.serve({ type: 'snapshot', version: 'i.1', view: view() });
    expect(await screen.findByRole('link', { name: 'The Sunless Citadel' })).toBeInTheDocument();

    server.answer(`GET /api/live/users/${GM}`, {
      body: { userId: GM, owner: 'ravenna', signedIn: false, campaigns: [] },
    });
    socket.serve({ type: 'gone', message: 'Nothing is live right now.' });
    expect(await screen.findByText('No public campaigns yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is live right now.')).toBeInTheDocument();
    for (const gone of ['The Sunless Citadel', 'Goblin ambush', 'Aria Vance'])
      expect(screen.queryByText(gone)).toBeNull();
  });

  it('when the user is gone, says so in the server’s words', async () => {
    const { socket, server } = openFollowPage(`/user/${GM}`, userRead([publicCampaign]));
    socket.serve({ type: 'snapshot', version: 'i.1', view: view() });
    await screen.findByRole('link', { name: 'The Sunless Citadel' });
    server.answer(`GET /api/live/users/${GM}`, {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'No user has this id.' },
    });
    socket.serve({ type: 'gone', message: 'No user has this id.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to follow here' })).toBeInTheDocument();
    expect(screen.getByText('No user has this id.')).toBeInTheDocument();
    for (const gone of ['ravenna', 'The Sunless Citadel', 'Aria Vance'])
      expect(screen.queryByText(gone, { exact: false })).toBeNull();
  });
});
