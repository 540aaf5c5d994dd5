import { signUp, signUpViaApi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
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

test('a GM uploads a picture for a custom item, sees it, keeps it on save and removes it', async ({ page }) => {
  await signUp(page, uniqueEmail());
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await page.goto('/content/items/add-item');
  await page.getByLabel('Name').fill('Mirror of Faces');

  // An SVG named .png is refused by the server with its sentence; nothing is shown.
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await choose(page, 'Upload image', { name: 'mirror.png', mimeType: 'image/png', buffer: svg });
  await expect(page.getByRole('alert')).toHaveText('The file is not a PNG, JPEG, WebP or GIF picture.');
  await expect(page.getByRole('img', { name: 'Image preview' })).toHaveCount(0);

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
  await expectNoSeriousA11yViolations(page);

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
});

/** The forms of the kinds with an avatar: where a new one is added, its list, its name field and save button. */
const AVATAR_FORMS = [
  { noun: 'NPC', add: '/content/npcs/add-npc', list: /\/content\/npcs$/, nameLabel: 'Name', name: 'Mirror Imp' },
  {
    noun: 'player',
    add: '/content/players/add-player',
    list: /\/content\/players$/,
    nameLabel: 'Character name',
    name: 'Aria Stormwind',
  },
  {
    noun: 'character',
    add: '/content/characters/new',
    list: /\/content\/characters$/,
    nameLabel: 'Character name',
    name: 'Lia Thornbrook',
  },
] as const;

test('a GM uploads an avatar through the NPC, player and character forms, and it shows after save and reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  for (const kind of AVATAR_FORMS) {
    await page.goto(kind.add);
    await page.getByLabel(kind.nameLabel).first().fill(kind.name);
    await choose(page, 'Upload avatar', {
      name: `${kind.noun}.png`,
      mimeType: 'image/png',
      buffer: await drawnPng(page, 300, 300),
    });
    const preview = page.getByRole('img', { name: 'Avatar preview' });
    await expect(preview, kind.noun).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
    // A picture smaller than the largest side is kept at its size.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    const src = (await preview.getAttribute('src')) ?? '';
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Save ${kind.noun}` }).click();
    await expect(page).toHaveURL(kind.list);
    await page.getByRole('link', { name: kind.name }).click();
    await expect(page.getByRole('heading', { name: `Edit ${kind.name}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Avatar preview' }), kind.noun).toHaveAttribute('src', src);
    await expect(page.getByRole('button', { name: 'Replace avatar' })).toBeVisible();
  }
  // The players' list shows the uploaded avatar beside the name.
  await page.goto('/content/players');
  await expect(page.getByRole('row', { name: /Aria Stormwind/ }).locator('img')).toHaveAttribute(
    'src',
    /^\/api\/avatars\/[0-9a-f-]{36}\.webp$/,
  );
});
