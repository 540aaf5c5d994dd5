import { signUp, uniqueEmail } from '../support/accounts.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/** A real PNG of `width`×`height`, drawn on a canvas by the browser. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = '#7a2e1f';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#e8c872';
      context.beginPath();
      context.arc(w / 2, h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Picks a file through the button's own file chooser, as a person does. */
async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('a GM uploads a picture for a custom item, keeps it on save and removes it; a player’s avatar shows in the list', async ({
  page,
}) => {
  await signUp(page, uniqueEmail());
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await page.goto('/content/items/add-item');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mirror of Faces');

  await choose(page, 'Upload image', {
    name: 'mirror.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page, 900, 600),
  });
  const preview = page.getByRole('img', { name: 'Image preview' });
  await expect(preview).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The browser decoded what the server stored: a WebP resized to 512 wide.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  const src = await preview.getAttribute('src');

  await page.getByRole('button', { name: 'Save item' }).click();
  await expect(page).toHaveURL(/\/content\/items$/);
  await page.getByRole('link', { name: 'Mirror of Faces' }).click();
  await expect(page.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', src ?? '');

  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('img', { name: 'Image preview' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();
  await page.getByRole('button', { name: 'Save item' }).click();
  await page.getByRole('link', { name: 'Mirror of Faces' }).click();
  await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image preview' })).toHaveCount(0);

  // A player's avatar, smaller than the largest side, is kept at its size and shows beside its name.
  await page.goto('/content/players/add-player');
  await page.getByLabel('Character name').fill('Aria Stormwind');
  await choose(page, 'Upload avatar', {
    name: 'aria.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page, 300, 300),
  });
  const avatar = page.getByRole('img', { name: 'Avatar preview' });
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await page.getByRole('button', { name: 'Save player' }).click();
  await expect(page).toHaveURL(/\/content\/players$/);
  await expect(page.getByRole('row', { name: /Aria Stormwind/ }).locator('img')).toHaveAttribute(
    'src',
    /^\/api\/avatars\/[0-9a-f-]{36}\.webp$/,
  );
});
