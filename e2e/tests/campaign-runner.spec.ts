import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { csrfHeader } from '../support/csrf.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

async function post(page: Page, url: string, data: unknown): Promise<{ id: string }> {
  const answer = await page.request.post(url, { data, headers: await csrfHeader(page.request) });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

/** A campaign with one wounded player, made through the API as an earlier encounter would have left it. */
async function woundedParty(page: Page): Promise<string> {
  const player = await post(page, '/api/library/players', {
    character_name: 'Bruenor',
    level: 5,
    ac: 18,
    maxHp: 45,
    passive_perception: 13,
    passive_insight: 11,
    passive_investigation: 10,
  });
  const campaign = await post(page, '/api/library/campaigns', {
    name: 'Mithral Hall',
    players: { [player.id]: { curHp: 9, tempHp: 3, saves: { 1: 'failure' } } },
  });
  return campaign.id;
}

test('the campaign shows the party as the last fight left it, and a long rest heals them', async ({ page }) => {
  await signUpViaApi(page);
  const id = await woundedParty(page);
  await page.goto(`/content/campaigns/${id}`);
  await page.getByRole('tab', { name: 'Players' }).click();

  const card = page.getByRole('listitem', { name: 'Bruenor' });
  await expect(card.getByText('9 / 45 HP (+3 temp)')).toBeVisible();
  await expect(card.getByText('Death saves: 0 ✓ 1 ✗')).toBeVisible();
  await expect(card.getByLabel('Armor class 18')).toBeVisible();
  await expect(card.getByText('Perception 13')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Long rest' }).click();
  await page.getByRole('dialog', { name: 'Take a long rest?' }).getByRole('button', { name: 'Rest' }).click();
  await expect(card.getByText('45 / 45 HP')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(page.getByRole('listitem', { name: 'Bruenor' }).getByText('45 / 45 HP')).toBeVisible();
});

test('the soundboard keeps music and ambience links, plays YouTube in the page and refuses a non-https link', async ({
  page,
}) => {
  await signUpViaApi(page);
  const { id } = await post(page, '/api/library/campaigns', { name: 'Icewind Dale' });
  await page.goto(`/content/campaigns/${id}`);
  await page.getByRole('tab', { name: 'Soundboard' }).click();
  const form = page.getByRole('form', { name: 'Add a link' });

  await form.getByLabel('Name').fill('Blizzard');
  await form.getByLabel('Link').fill('http://example.test/wind');
  await form.getByRole('button', { name: 'Add link' }).click();
  await expect(form.getByText('The link must be a web address starting with https://')).toBeVisible();

  await form.getByLabel('Link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await form.getByText('Ambience').click();
  await form.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('link', { name: 'Blizzard' })).toBeVisible();

  await form.getByLabel('Name').fill('Battle drums');
  await form.getByLabel('Link').fill('https://open.spotify.com/playlist/37i9dQZF1DX8Uebhn9wzrS');
  await form.getByText('Music').click();
  await form.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('link', { name: 'Battle drums' })).toBeVisible();
  await expect(page.getByText('Spotify', { exact: true })).toBeVisible();
  await expect(page.getByText('YouTube', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Play Blizzard' }).click();
  await expect(page.locator('iframe[title="YouTube player: Blizzard"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await page.getByRole('button', { name: 'Stop Blizzard' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.reload();
  await page.getByRole('tab', { name: 'Soundboard' }).click();
  await expect(page.getByRole('link', { name: 'Battle drums' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Battle drums' }).click();
  await expect(page.getByRole('link', { name: 'Battle drums' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Blizzard' })).toBeVisible();
});

test('the campaign has the compendium at hand: a Compendium tab searches and opens a stat block in place', async ({
  page,
}) => {
  await signUpViaApi(page);
  const { id } = await post(page, '/api/library/campaigns', { name: 'Phandelver' });
  await page.goto(`/content/campaigns/${id}`);
  await page.getByRole('tab', { name: 'Compendium' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Compendium' });
  await panel.getByLabel('Search monsters, spells, items and conditions').fill('goblin');
  await panel
    .getByRole('list', { name: 'Monsters found' })
    .getByRole('button', { name: 'Goblin', exact: true })
    .click();
  await expect(panel.getByTestId('stat-block').getByRole('heading', { name: 'Goblin', level: 3 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(new RegExp(`/content/campaigns/${id}$`));
});
