// @vitest-environment jsdom
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { damage, RunnerProviders, requestUrl, row, visitorServer } from '../runner/runner-test-screen.tsx';
import { TestEncounterPage } from './TestEncounterPage.tsx';

const CAMPAIGN = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ENCOUNTER = '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

/** The saved fight as the server answers it: an Ogre left wounded at 20 of 59, its initiative 0. */
const saved = createEncounter([
  createEntity({ key: 'hero', name: 'Hero', entityType: 'player', maxHp: 30, ac: 16, initiative: 18 }),
  createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 59, curHp: 20, ac: 11, initiative: 0 }),
]);

describe('test mode', { timeout: 90_000 }, () => {
  it('runs the saved encounter at full hit points with rolled initiative, and sends nothing but the one read', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        const url = requestUrl(input);
        requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        if (url.pathname === `/api/library/campaigns/${CAMPAIGN}/encounters/${ENCOUNTER}`) {
          return new Response(JSON.stringify({ id: ENCOUNTER, encounter: saved, log: [], version: 3 }), {
            headers: { 'content-type': 'application/json' },
          });
        }
        return visitorServer(input);
      }),
    );
    const user = userEvent.setup();
    render(
      <RunnerProviders at={`/test-encounter/${CAMPAIGN}/${ENCOUNTER}`}>
        <Routes>
          <Route path="/test-encounter/:campid/:encid" element={<TestEncounterPage />} />
        </Routes>
      </RunnerProviders>,
    );
    expect(await screen.findByRole('status', { name: 'Test mode — nothing is saved' })).toBeVisible();
    expect(row('Ogre')).toHaveTextContent('59/59 HP');
    // The saved 0 is replaced by a d20 roll (the Ogre's modifier is 0).
    const rolled = Number((screen.getByLabelText('Initiative of Ogre') as HTMLInputElement).value);
    expect(rolled).toBeGreaterThanOrEqual(1);
    expect(rolled).toBeLessThanOrEqual(20);
    expect(screen.getByText('Not started: set initiative, then start')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Start encounter' }));
    await damage(user, ['Ogre'], '7');
    expect(row('Ogre')).toHaveTextContent('52/59 HP');
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  });
});
