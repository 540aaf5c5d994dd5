// @vitest-environment jsdom
import { LIBRARY_IO_MESSAGES } from '@skald/contract/library/library-io-limits';
import type { ImportReport } from '@skald/contract/library/library-io-routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { ImportPage } from './ImportPage.tsx';

const screens = { '/content/import': <ImportPage /> };

/** A library file of two items, one with a rarity no item has. */
const file = {
  format: 'skald-library',
  version: 1,
  items: [
    { id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f', name: 'rope of climbing' },
    { id: 'd3e4f5a6-b7c8-4d9e-8f0a-2b3c4d5e6f7a', name: 'cloak of elvenkind', rarity: 'mythical' },
  ],
};

/** The dry run's answer for that file: the rope would be added, the cloak is left out with the reason. */
const preview: ImportReport = {
  dryRun: true,
  added: { campaigns: 0, players: 0, npcs: 0, spells: 0, reminders: 0, items: 1, characters: 0, campaignNotes: 0 },
  rejected: [{ kind: 'items', name: 'cloak of elvenkind', reason: 'rarity: Choose a rarity from the list.' }],
  changed: [],
};

function picker(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file picker');
  return input;
}

describe('importing a library file', SCREEN_TEST, () => {
  it('says a file is not JSON and sends nothing', async () => {
    const server = fakeServer();
    const user = renderScreen('/content/import', screens);
    await screen.findByRole('heading', { name: 'Import content', level: 1 });
    await user.upload(picker(), new File(['not json'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByText(LIBRARY_IO_MESSAGES.notJson)).toBeInTheDocument();
    expect(server.sent('POST /api/library/import')).toEqual([]);
  });

  it('previews with a dry run: what would be added, and each record left out with its kind and reason', async () => {
    const server = fakeServer({ 'POST /api/library/import': { body: preview } });
    const user = renderScreen('/content/import', screens);
    await screen.findByRole('heading', { name: 'Import content', level: 1 });
    await user.upload(picker(), new File([JSON.stringify(file)], 'library.json', { type: 'application/json' }));

    expect(await screen.findByText('1 record would be added.')).toBeInTheDocument();
    expect(screen.getByTestId('import-items')).toHaveTextContent('1');
    const left = screen.getByRole('listitem');
    expect(within(left).getByText('Cloak of Elvenkind')).toBeInTheDocument();
    expect(left).toHaveTextContent('rarity: Choose a rarity from the list.');
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/library/import?dryRun=true', body: file },
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('1 record would be added.')).not.toBeInTheDocument();
  });
});
