// @vitest-environment jsdom
import { AVATAR_MESSAGES } from '@skald/contract/library/avatar-limits';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../lib/testing/fake-server.ts';
import { choose, renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { ItemEditorPage } from './ItemEditorPage.tsx';

const BAG = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const STAMP = '2026-11-01T00:00:00.000Z';

/** The bag as the server keeps it: its name lowercase, the description as typed. */
const storedBag = {
  id: BAG,
  name: 'bag of holding',
  image: '',
  desc: '<b>Bigger</b> on the inside.',
  rarity: 'uncommon',
  requires_attunement: false,
  shared: false,
  created: STAMP,
  updated: STAMP,
};

const screens = { '/content/items/add-item': <ItemEditorPage />, '/content/items/:id': <ItemEditorPage /> };

describe('the custom item editor', SCREEN_TEST, () => {
  it('says the name is required and sends nothing until it is given', async () => {
    const server = fakeServer();
    const user = renderScreen('/content/items/add-item', screens);
    await user.click(await screen.findByRole('button', { name: 'Save item' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(server.sent('POST /api/library/items')).toEqual([]);
  });

  it('sends the item as typed, rarity and sharing included, and goes back to the list', async () => {
    const server = fakeServer({
      'POST /api/library/items': ({ body }) => ({
        status: 201,
        body: { ...(body as object), name: 'bag of holding', id: BAG, created: STAMP, updated: STAMP },
      }),
    });
    const user = renderScreen('/content/items/add-item', screens);
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    await user.paste('bag of HOLDING');
    await choose(user, 'Rarity', 'Uncommon');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('Bigger on the inside.');
    await user.click(screen.getByRole('checkbox', { name: 'Share on the Homebrew list' }));
    await user.click(screen.getByRole('button', { name: 'Save item' }));

    expect(await screen.findByText('Now at /content/items')).toBeInTheDocument();
    expect(server.sent('POST /api/library/items')).toEqual([
      {
        name: 'bag of HOLDING',
        image: '',
        desc: 'Bigger on the inside.',
        rarity: 'uncommon',
        requires_attunement: false,
        shared: true,
      },
    ]);
    expect(screen.getByText('Bag of Holding was saved.')).toBeInTheDocument();
  });

  it('opens a saved item title-cased with its text as typed, and replaces it on save', async () => {
    const server = fakeServer({
      [`GET /api/library/items/${BAG}`]: { body: storedBag },
      [`PUT /api/library/items/${BAG}`]: ({ body }) => ({ body: { ...storedBag, ...(body as object) } }),
    });
    const user = renderScreen(`/content/items/${BAG}`, screens);
    expect(await screen.findByRole('heading', { name: 'Edit Bag of Holding' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Bag of Holding');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('<b>Bigger</b> on the inside.');

    await user.clear(name);
    await user.paste('Bag of Devouring');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Now at /content/items')).toBeInTheDocument();
    expect(server.sent(`PUT /api/library/items/${BAG}`)).toEqual([
      {
        name: 'Bag of Devouring',
        image: '',
        desc: '<b>Bigger</b> on the inside.',
        rarity: 'uncommon',
        requires_attunement: false,
        shared: false,
      },
    ]);
  });

  it("says another user's item (the server's 404) cannot be opened, and shows none of it", async () => {
    fakeServer({
      [`GET /api/library/items/${BAG}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: LIBRARY_MESSAGES.notFound },
      },
    });
    renderScreen(`/content/items/${BAG}`, screens);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This item could not be opened${LIBRARY_MESSAGES.notFound}`,
    );
    expect(screen.queryByRole('button', { name: 'Save item' })).not.toBeInTheDocument();
  });

  it("uploads a picture, shows the server's refusal of one it cannot read, and saves without it once removed", async () => {
    const stored = `/api/avatars/${BAG}.webp`;
    const server = fakeServer({
      [`GET /api/library/items/${BAG}`]: { body: { ...storedBag, image: stored } },
      [`PUT /api/library/items/${BAG}`]: ({ body }) => ({ body: { ...storedBag, ...(body as object) } }),
      // The server reads the bytes, whatever the file's name and type say.
      'POST /api/avatars': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: AVATAR_MESSAGES.notAPicture },
      },
    });
    const user = renderScreen(`/content/items/${BAG}`, screens);
    expect(await screen.findByRole('img', { name: 'Image preview' })).toHaveAttribute('src', stored);

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument();
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file picker');
    await user.upload(picker, new File(['<svg/>'], 'mirror.png', { type: 'image/png' }));
    expect(await screen.findByText(AVATAR_MESSAGES.notAPicture)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument();

    server.answer('POST /api/avatars', { status: 201, body: { id: BAG, url: stored } });
    await user.upload(picker, new File(['png bytes'], 'mirror.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Image preview' })).toHaveAttribute('src', stored);
    expect(screen.queryByText(AVATAR_MESSAGES.notAPicture)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Now at /content/items')).toBeInTheDocument();
    expect(server.sent(`PUT /api/library/items/${BAG}`)).toEqual([expect.objectContaining({ image: '' })]);
  });
});
