// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { AddCampaignDialog } from './AddCampaignDialog.tsx';
import { NotesTab } from './NotesTab.tsx';

const STRAHD = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
const STAMP = '2026-11-01T00:00:00.000Z';

describe('adding a campaign', SCREEN_TEST, () => {
  it('asks for a name, then sends the campaign and opens its page', async () => {
    const server = fakeServer({
      'POST /api/library/campaigns': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: STRAHD, created: STAMP, updated: STAMP },
      }),
    });
    const user = renderScreen('/content/campaigns', {
      '/content/campaigns': <AddCampaignDialog opened onClose={() => undefined} />,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Add campaign' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(server.sent('POST /api/library/campaigns')).toEqual([]);

    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Curse of Strahd');
    await user.click(within(dialog).getByRole('button', { name: 'Add campaign' }));
    expect(await screen.findByText(`Now at /content/campaigns/${STRAHD}`)).toBeInTheDocument();
    expect(server.sent('POST /api/library/campaigns')).toEqual([expect.objectContaining({ name: 'Curse of Strahd' })]);
  });
});

describe("a campaign's notes", SCREEN_TEST, () => {
  it('asks for the note before sending it', async () => {
    const server = fakeServer({ [`GET /api/library/campaigns/${STRAHD}/notes`]: { body: { notes: [] } } });
    const user = renderScreen('/notes', { '/notes': <NotesTab campaignId={STRAHD} /> });
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Note is required')).toBeInTheDocument();
    expect(server.sent(`POST /api/library/campaigns/${STRAHD}/notes`)).toEqual([]);
  });
});
