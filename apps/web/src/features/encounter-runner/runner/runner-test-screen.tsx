import { MantineProvider } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { Monster } from '@skald/rules/monster/monster';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session.tsx';
import { AccountDataProvider } from '../../../lib/user-settings.tsx';
import { forgetDemoSession } from '../demo/demo-session.ts';
import { RunDemoPage } from '../RunDemoPage.tsx';
import { createLocalSession } from '../session/local-encounter-session.ts';
import { RunnerScreen } from './RunnerScreen.tsx';
import { ADULT_RED_DRAGON, GOBLIN, MAGE, monsterRecord, OGRE, ORC } from './test-stat-blocks.ts';

/**
 * The runner's screen in jsdom for its component tests: the real screen, session and rules engine; only
 * the server's answers are stubbed (a visitor signed out, the compendium's few stat blocks).
 */

const COMPENDIUM: readonly Monster[] = [ORC, OGRE, GOBLIN, ADULT_RED_DRAGON, MAGE];
const RECORDS = COMPENDIUM.map((monster, index) => monsterRecord(monster, index + 1));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A request's address, whatever form `fetch` was given it in. */
export const requestUrl = (input: string | URL | Request) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://skald.test');

/** The server as the demo meets it: nobody signed in, and the compendium's monsters by slug and by name. */
export function visitorServer(input: string | URL | Request): Response {
  const url = requestUrl(input);
  if (url.pathname === '/api/auth/session') {
    return json({ user: null, csrfToken: 'token', providers: { google: false } });
  }
  const entry = url.pathname.match(/^\/api\/v1\/monsters\/([^/]+)$/);
  if (entry) {
    const record = RECORDS.find((monster) => monster.url === entry[1]);
    return record ? json(record) : json({ error: 'Not found' }, 404);
  }
  if (url.pathname === '/api/v1/monsters') {
    const name = url.searchParams.get('name')?.toLowerCase() ?? '';
    const results = RECORDS.filter((monster) => monster.name.toLowerCase().includes(name));
    return json({ count: results.length, results });
  }
  return json({ statusCode: 404, error: 'Not Found', message: 'Not here' }, 404);
}

// The custom reminder's autosized notify text listens for fonts loading, which jsdom does not model.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// A loaded machine draws the whole screen slowly: what a gesture brings may take longer than a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  forgetDemoSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** What the app wraps every page in: Mantine, the query cache, who is signed in and their settings. */
export function RunnerProviders({ at = '/', children }: { at?: string; children: React.ReactNode }) {
  return (
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <AccountDataProvider>
            <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
          </AccountDataProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** /demo/run-encounter as a visitor opens it: the default demo (or the one kept in this browser), not started. */
export async function renderDemo(): Promise<{ user: UserEvent; unmount(): void }> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => visitorServer(input)),
  );
  const user = userEvent.setup();
  const { unmount } = render(
    <RunnerProviders>
      <RunDemoPage />
    </RunnerProviders>,
  );
  await screen.findByRole('heading', { name: 'Custom encounter' });
  return { user, unmount };
}

/** The runner on any encounter in a local session, as test mode and the demo run one. */
export function renderRunner(encounter: Encounter) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => visitorServer(input)),
  );
  const session = createLocalSession(encounter, { automate: true });
  const user = userEvent.setup();
  render(
    <RunnerProviders>
      <RunnerScreen session={session} onReset={() => {}} />
    </RunnerProviders>,
  );
  return { session, user };
}

/** The demo's party initiative: the Barbarian goes first, the monsters (0) last. */
export const PARTY_INITIATIVE = [
  ['Barbarian', '20'],
  ['Warlock', '19'],
  ['Druid', '18'],
] as const;

/** Types each initiative and starts the fight, as the GM does on the initiative screen. */
export async function startFight(user: UserEvent, order: readonly (readonly [string, string])[] = PARTY_INITIATIVE) {
  for (const [name, initiative] of order) {
    const field = screen.getByLabelText(`Initiative of ${name}`);
    await user.clear(field);
    await user.type(field, initiative);
  }
  await user.click(screen.getByRole('button', { name: 'Start encounter' }));
  await screen.findByText(`Round 1, turn 1: ${order[0]?.[0]}`);
}

/** The demo, opened and started with the party's initiative. */
export async function startDemo() {
  const demo = await renderDemo();
  await startFight(demo.user);
  return demo;
}

/** A combatant's row in the turn order (the initiative list before the fight). */
export function row(name: string): HTMLElement {
  const rows = within(screen.getByRole('region', { name: /^(Turn order|Initiative)$/ })).getAllByRole('listitem');
  const found = rows.find((item) => within(item).queryByText(name, { exact: true }));
  if (!found) throw new Error(`No row for ${name} in the turn order`);
  return found;
}

export const targetBox = (name: string) => screen.getByRole('checkbox', { name: `Target ${name}` });

/** Picks the targets, types the amount and clicks Damage, as the GM does with the mouse. */
export async function damage(user: UserEvent, targets: readonly string[], amount: string) {
  for (const name of targets) await user.click(targetBox(name));
  const field = screen.getByLabelText('Amount');
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Damage (Enter)' }));
}

export async function nextTurn(user: UserEvent, times = 1) {
  for (let turn = 0; turn < times; turn++) await user.click(screen.getByRole('button', { name: 'Next turn' }));
}

/** The log's undo buttons, newest first, by their names. */
export const undoNames = () =>
  screen.queryAllByRole('button', { name: /^Undo: / }).map((button) => button.getAttribute('aria-label') ?? '');

/** Picks an option of a Mantine select by its label (the options live in a portal jsdom calls hidden). */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}
