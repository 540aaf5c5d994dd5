// @vitest-environment jsdom
import type { ChallengeRating } from '@skald/rules/constants/challenge-ratings';
import type { Monster } from '@skald/rules/monster/monster';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type SentCall, SIGNED_IN, sessionAnswer } from '../../../lib/testing/fake-server.ts';
import { choose, renderScreen } from '../../../lib/testing/render-screen.tsx';
import { PLAN_STORAGE_KEY } from './kept-plan.ts';
import { PublicEncounterBuilderPage } from './PublicEncounterBuilderPage.tsx';

/** Stat blocks written for these tests (not the SRD's): what the list shows and what the runner needs. */
const block = (name: string, challenge_rating: ChallengeRating, hit_points: number): Monster => ({
  name,
  size: 'medium',
  type: 'humanoid',
  armor_class: 13,
  hit_points,
  hit_dice: '2d8+6',
  challenge_rating,
  strength: 16,
  dexterity: 12,
  constitution: 16,
  intelligence: 7,
  wisdom: 11,
  charisma: 10,
});
const RAIDER = { ...block('Tusk Raider', 0.5, 15), url: 'tusk-raider', _id: 1 };
const BRUTE = { ...block('Hill Brute', 2, 59), size: 'large' as const, type: 'giant', url: 'hill-brute', _id: 2 };

const CAMPAIGN_ID = '3f0c8d2e-5b1a-4c6d-9e7f-8a9b0c1d2e3f';
const PLAYER_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** The compendium's monster list: every monster whatever the query, so the query itself is what a test reads. */
function compendium() {
  return {
    // The SRD names no environments: asked for any, the compendium finds none.
    'GET /api/v1/monsters': (call: SentCall) =>
      call.url.includes('environment')
        ? { body: { meta: { count: 0 }, results: [] } }
        : { body: { meta: { count: 2 }, results: [RAIDER, BRUTE] } },
    'GET /api/v1/monsters/tusk-raider': { body: RAIDER },
    'GET /api/v1/monsters/hill-brute': { body: BRUTE },
  };
}

function open(signedIn = false) {
  const server = fakeServer({
    'GET /api/auth/session': sessionAnswer(signedIn ? SIGNED_IN : null),
    ...compendium(),
  });
  const user = renderScreen('/tools/encounter-builder', {
    '/tools/encounter-builder': <PublicEncounterBuilderPage />,
  });
  return { server, user };
}

async function add(user: ReturnType<typeof renderScreen>, name: string, count = 1) {
  const button = await screen.findByRole('button', { name: count === 1 ? `Add ${name}` : `Add ${count} × ${name}` });
  await user.click(button);
}

const kept = () => JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('the public encounter builder', { timeout: 60_000 }, () => {
  it('keeps a party of rows of characters of a level: changed, added and removed', async () => {
    const { user } = open();
    const party = await screen.findByRole('region', { name: 'Party' });
    expect(within(party).getByText('4 characters')).toBeInTheDocument();

    await choose(user, 'Level of row 1', '3');
    await user.click(within(party).getByRole('button', { name: 'Add characters of another level' }));
    await choose(user, 'Characters in row 2', '2');
    await choose(user, 'Level of row 2', '5');
    expect(within(party).getByText('6 characters')).toBeInTheDocument();
    await waitFor(() =>
      expect(kept().party).toEqual([
        { key: 'row-1', count: 4, level: 3 },
        { key: 'row-2', count: 2, level: 5 },
      ]),
    );

    await user.click(within(party).getByRole('button', { name: 'Remove row 1' }));
    expect(within(party).getByText('2 characters')).toBeInTheDocument();
    // The last row stays: a party needs someone to measure the fight against.
    expect(within(party).getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  });

  it('says why no more rows can be added once the party has ten', async () => {
    const { user } = open();
    const party = await screen.findByRole('region', { name: 'Party' });
    const more = within(party).getByRole('button', { name: 'Add characters of another level' });
    for (let row = 1; row < 10; row += 1) await user.click(more);
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription('A party has at most 10 rows; a row holds up to 12 characters.');
  });

  it('a monster count left empty or typed out of range says what it takes, and shows the count kept once left', async () => {
    const { user } = open();
    await add(user, 'Tusk Raider');
    const count = screen.getByLabelText('How many Tusk Raider');
    await user.clear(count);
    expect(count).toHaveAccessibleDescription('From 1 to 50');
    await user.tab();
    expect(count).toHaveValue('1');
    expect(count).not.toHaveAccessibleDescription('From 1 to 50');

    await user.clear(count);
    await user.type(count, '5000');
    expect(count).toHaveAccessibleDescription('From 1 to 50');
    await user.tab();
    expect(count).toHaveValue('50');
    expect(screen.getByRole('region', { name: 'Difficulty' })).toHaveTextContent('50 monsters');
  });

  it('asks the compendium for the challenge range and types chosen; with no environment in the data it offers none', async () => {
    const { server, user } = open();
    await screen.findByRole('button', { name: 'Add Tusk Raider' });
    expect(screen.queryByRole('combobox', { name: 'Environment' })).not.toBeInTheDocument();

    await choose(user, 'Challenge from', '1/2');
    await choose(user, 'Challenge to', '2');
    await choose(user, 'Type', 'Giant');

    await waitFor(() => {
      const last = server.calls.filter((call) => call.url.startsWith('/api/v1/monsters?')).at(-1);
      const query = new URL(last?.url ?? '', 'http://skald.test').searchParams;
      expect(query.getAll('challenge_rating[]')).toEqual(['0.5', '2']);
      expect(query.getAll('type[]')).toEqual(['giant']);
      expect(query.get('skip')).toBe('0');
    });
  });

  it('shows both difficulties as monsters are added and counted: 2014 adjusted XP and word, 2024 band', async () => {
    const { user } = open();
    await screen.findByRole('button', { name: 'Add Tusk Raider' });
    await choose(user, 'Level of row 1', '3');
    await user.clear(screen.getByLabelText('How many to add'));
    await user.type(screen.getByLabelText('How many to add'), '2');
    await add(user, 'Tusk Raider', 2);
    const difficulty = screen.getByRole('region', { name: 'Difficulty' });
    // 2 x 100 XP, two monsters: x1.5 = 300, easy for four level-3 characters (easy 300); 2024: below low (600).
    expect(
      within(difficulty).getByText(/Adjusted XP 300 \(200 × 1.5 for 2 monsters against 4 characters\)/),
    ).toBeVisible();
    expect(within(difficulty).getByLabelText('2014 rules: Easy')).toBeInTheDocument();
    expect(within(difficulty).getByLabelText('2024 rules: Trivial')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('How many to add'));
    await user.type(screen.getByLabelText('How many to add'), '1');
    await add(user, 'Hill Brute');
    // 650 XP, three monsters: x2 = 1,300, hard (900 to 1,600); 2024: low (600 to 900); 162 XP each.
    expect(within(difficulty).getByText(/Adjusted XP 1,300/)).toBeVisible();
    expect(within(difficulty).getByLabelText('2014 rules: Hard')).toBeInTheDocument();
    expect(within(difficulty).getByLabelText('2024 rules: Low')).toBeInTheDocument();
    expect(within(difficulty).getByText('162')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Adjusted XP 1,300: Hard' })).toBeInTheDocument();

    // Four raiders: 850 XP, five monsters x2 = 1,700, deadly.
    const count = screen.getByLabelText('How many Tusk Raider');
    await user.clear(count);
    await user.type(count, '4');
    expect(within(difficulty).getByLabelText('2014 rules: Deadly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Hill Brute' }));
    expect(within(difficulty).getByText(/Adjusted XP 800/)).toBeVisible();
  });

  it('makes a random encounter of the chosen difficulty from the monsters the filters find', async () => {
    const { server, user } = open();
    await screen.findByRole('button', { name: 'Add Tusk Raider' });
    await choose(user, 'Level of row 1', '3');
    await choose(user, 'Random encounter', 'Hard (2014)');
    await user.click(screen.getByRole('button', { name: 'Make one' }));

    const difficulty = screen.getByRole('region', { name: 'Difficulty' });
    expect(await within(difficulty).findByLabelText('2014 rules: Hard')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Monsters in the encounter' })).toHaveTextContent(/Tusk Raider|Hill Brute/);
    // It drew from one page of a hundred of the filtered monsters.
    const pool = server.calls.find((call) => call.url.includes('limit=100'));
    expect(new URL(pool?.url ?? '', 'http://skald.test').searchParams.get('skip')).toBe('0');
  });

  it("signed in, lists the user's own NPCs instead, filtered by challenge here, and adds them", async () => {
    const { server, user } = open(true);
    server.answer('GET /api/library/npcs', {
      body: {
        results: [
          { id: PLAYER_ID, name: 'bog hag', challenge_rating: 3, type: 'fey', hit_points: 52, armor_class: 15 },
          { id: CAMPAIGN_ID, name: 'mire rat', challenge_rating: 0, type: 'beast', hit_points: 3, armor_class: 11 },
        ],
        count: 2,
        page: 1,
        pageSize: 15,
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Your NPCs' }));
    const found = screen.getByRole('list', { name: 'Monsters found' });
    expect(await within(found).findByText('Bog Hag')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Size' })).not.toBeInTheDocument();

    await choose(user, 'Challenge from', '1');
    await waitFor(() => expect(within(found).queryByText('Mire Rat')).not.toBeInTheDocument());
    await add(user, 'Bog Hag');
    expect(screen.getByRole('list', { name: 'Monsters in the encounter' })).toHaveTextContent('your NPC');
    await waitFor(() =>
      expect(kept().monsters).toEqual([
        { source: 'npc', ref: PLAYER_ID, name: 'Bog Hag', challengeRating: 3, count: 1 },
      ]),
    );
  });

  it('signed in, saves the monsters and the campaign’s players as a new encounter of the chosen campaign, then links to it', async () => {
    const { server, user } = open(true);
    server.answer('GET /api/library/campaigns', {
      body: { results: [{ id: CAMPAIGN_ID, name: 'Ashen Road' }], count: 1, page: 1, pageSize: 15 },
    });
    server.answer(`GET /api/library/campaigns/${CAMPAIGN_ID}`, {
      body: { id: CAMPAIGN_ID, name: 'Ashen Road', players: { [PLAYER_ID]: {} }, companions: {} },
    });
    server.answer(`GET /api/library/players/${PLAYER_ID}`, {
      body: {
        id: PLAYER_ID,
        character_name: 'Ysolde',
        maxHp: 24,
        ac: 16,
        level: 3,
        experience: null,
        initiative: 2,
        strength: null,
        dexterity: null,
        constitution: null,
        intelligence: null,
        wisdom: null,
        charisma: null,
      },
    });
    server.answer(`POST /api/library/campaigns/${CAMPAIGN_ID}/encounters`, (call) => ({
      status: 201,
      body: { id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f', name: (call.body as { name: string }).name },
    }));

    await user.clear(await screen.findByLabelText('How many to add'));
    await user.type(screen.getByLabelText('How many to add'), '2');
    await add(user, 'Tusk Raider', 2);
    await screen.findByRole('combobox', { name: 'Campaign' });
    await choose(user, 'Campaign', 'Ashen Road');
    await user.click(screen.getByRole('button', { name: 'Save to the campaign' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(server.sent(`POST /api/library/campaigns/${CAMPAIGN_ID}/encounters`)).toEqual([]);

    await user.type(screen.getByLabelText('Encounter name'), 'Ambush at the ford');
    await user.click(screen.getByRole('button', { name: 'Save to the campaign' }));

    const link = await screen.findByRole('link', { name: 'Open the encounter' });
    expect(link).toHaveAttribute('href', `/content/campaigns/${CAMPAIGN_ID}/5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f`);
    const [body] = server.sent(`POST /api/library/campaigns/${CAMPAIGN_ID}/encounters`) as {
      name: string;
      entities: { name: string; entityType: string; id?: string; maxHp: number; challenge_rating?: number }[];
    }[];
    expect(body?.name).toBe('Ambush at the ford');
    expect(body?.entities.map((entity) => [entity.name, entity.entityType])).toEqual([
      ['Ysolde', 'player'],
      ['Tusk Raider (1)', 'npc'],
      ['Tusk Raider (2)', 'npc'],
    ]);
    expect(body?.entities[0]?.id).toBe(PLAYER_ID);
    // Average hit points are the stat block's own 15, as printed (not its 2d8+6 worked out again).
    expect(body?.entities[1]?.maxHp).toBe(15);
    expect(body?.entities[1]?.challenge_rating).toBe(0.5);
  });
});
