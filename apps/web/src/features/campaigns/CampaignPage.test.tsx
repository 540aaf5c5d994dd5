// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { campaignRecordSchema } from '@skald/contract/library/campaign-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignPage } from './CampaignPage.tsx';

const CAMPAIGN_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** The campaign as the server answers it. */
const stored = {
  ...campaignRecordSchema.parse({ name: 'The Sunless Citadel', background: 'Goblins hold the old fortress.' }),
  id: CAMPAIGN_ID,
  created: '2026-11-01T00:00:00.000Z',
  updated: '2026-11-01T00:00:00.000Z',
};

// The Background field's autosize listens for fonts loading, which jsdom does not model.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

function renderCampaignPage() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(stored), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/content/campaigns/${CAMPAIGN_ID}`]}>
          <Routes>
            <Route path="/content/campaigns/:campid" element={<CampaignPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the campaign page', () => {
  it("opens on the campaign's overview; its edit form is a choice, and Cancel goes back", async () => {
    renderCampaignPage();
    expect(await screen.findByText('Goblins hold the old fortress.')).toBeTruthy();
    expect(screen.getByText('Milestone advancement · Followers may see it')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save campaign' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit campaign' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('The Sunless Citadel');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit campaign' })).toBeTruthy();
  });
});
