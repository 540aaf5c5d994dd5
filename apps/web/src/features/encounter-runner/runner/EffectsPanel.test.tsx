// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { mathRandom } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session.tsx';
import type { RunGesture } from '../actions/combat-action.ts';
import { runGesture } from '../actions/dispatch.ts';
import { createLocalSession } from '../session/local-encounter-session.ts';
import { EffectsPanel } from './EffectsPanel.tsx';

const HEX_ID = '3c9e7b1a-5d2f-4a6e-8b0c-1d2e3f4a5b6c';

/** The GM's saved "hex" reminder (/content/reminders) as the server keeps it: the title lowercase. */
const hex = {
  id: HEX_ID,
  title: 'hex',
  trigger: 'timed',
  action: 'notify',
  notify: '[caster] ends the hex on [target]',
  color: 'grape',
  rounds: 3,
  selectedVars: { caster: 'Warlock', target: 'the Ogre' },
  created: '2026-11-01T00:00:00.000Z',
  updated: '2026-11-01T00:00:00.000Z',
};

/** The server's answers: a signed-in GM, their reminders' list and the one reminder. */
function signedInServer(url: string) {
  const body = url.startsWith('/api/auth/session')
    ? {
        user: {
          id: 'gm',
          email: 'gm@example.com',
          emailVerified: true,
          username: 'gm',
          admin: false,
          contribute: [],
          tier: 'free',
          created: '2026-01-01T00:00:00.000Z',
        },
        csrfToken: 'token',
        providers: { google: false },
      }
    : url.startsWith(`/api/library/reminders/${HEX_ID}`)
      ? hex
      : { results: [{ id: HEX_ID, title: 'hex' }], count: 1, page: 1, pageSize: 15 };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe("the runner's reminders", () => {
  it("sets one of the GM's saved reminders on the picked target, as it was saved", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => signedInServer(url)),
    );
    const session = createLocalSession(
      createEncounter([createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 59, ac: 11 })]),
      { automate: true, now: () => 0 },
    );
    // The runner's gestures with the ogre picked as the target.
    const run: RunGesture = (action, input) =>
      runGesture(
        { session, report: () => {}, snapshot: session.snapshot(), targets: ['ogre'], random: mathRandom },
        action,
        input,
      );
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <SessionProvider>
            <EffectsPanel targets={['ogre']} run={run} />
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Reminder' }));
    // jsdom draws no transition: Mantine's dropdown stays hidden to the accessibility tree.
    await userEvent.click(await screen.findByRole('option', { name: 'Hex', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Add reminder' }));

    await vi.waitFor(() =>
      expect(Object.values(findEntity(session.snapshot().encounter, 'ogre')?.reminders ?? {})).toEqual([
        {
          title: 'Hex',
          trigger: 'timed',
          action: 'notify',
          color: 'grape',
          notify: '[caster] ends the hex on [target]',
          rounds: 3,
          selectedVars: { caster: 'Warlock', target: 'the Ogre' },
        },
      ]),
    );
  });
});
