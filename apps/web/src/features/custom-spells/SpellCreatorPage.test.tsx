// @vitest-environment jsdom
import { spellRecordSchema } from '@skald/contract/library/spell-record';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../lib/testing/downloads.ts';
import { fakeServer, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { choose, renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { SpellCreatorPage } from './SpellCreatorPage.tsx';

const CREATOR = '/tools/spell-creator';
const screens = { [CREATOR]: <SpellCreatorPage /> };
const SPARK = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const STAMP = '2026-11-01T00:00:00.000Z';

afterEach(() => vi.restoreAllMocks());

describe('the spell creator', SCREEN_TEST, () => {
  it('lets a visitor download the spell as JSON named after it, with only the scaling in use, and no Save', async () => {
    const downloads = catchDownloads();
    fakeServer({ 'GET /api/auth/session': sessionAnswer(null) });
    const user = renderScreen(CREATOR, screens);
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    expect(screen.queryByRole('button', { name: 'Save to my spells' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Share on the Homebrew list/ })).not.toBeInTheDocument();

    await user.paste('Frost Spark');
    await choose(user, 'Level', 'Cantrip');
    await choose(user, 'How it scales', 'Damage by character level');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await user.click(screen.getByRole('textbox', { name: 'Dice at Level 1' }));
    await user.paste('1d10');
    await user.click(screen.getByRole('button', { name: 'Download as JSON' }));

    expect(downloads.map((file) => file.fileName)).toEqual(['frost-spark.json']);
    const spell = JSON.parse((await downloads[0]?.text()) ?? 'null');
    expect(spell).toMatchObject({ name: 'Frost Spark', level: 0, damage_at_character_level: { 1: '1d10' } });
    expect(spell).not.toHaveProperty('damage_at_slot_level');
    expect(spellRecordSchema.safeParse(spell).success).toBe(true);
  });

  it('refuses to download a spell the form finds wrong, saying where', async () => {
    const downloads = catchDownloads();
    fakeServer({ 'GET /api/auth/session': sessionAnswer(null) });
    const user = renderScreen(CREATOR, screens);
    await user.click(await screen.findByRole('checkbox', { name: 'Material (M)' }));
    await user.click(screen.getByRole('button', { name: 'Download as JSON' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Material is required')).toBeInTheDocument();
    expect(screen.getByText('2 fields need a change: see the message under each.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('saves a signed-in GM’s spell to their spells and links to it in the spell editor', async () => {
    const server = fakeServer({
      'POST /api/library/spells': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: SPARK, created: STAMP, updated: STAMP },
      }),
    });
    const user = renderScreen(CREATOR, screens);
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    await user.paste('Frost Spark');
    await choose(user, 'School', 'Conjuration');
    await user.click(screen.getByRole('button', { name: 'Save to my spells' }));

    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Frost Spark was saved to your spells.');
    expect(within(saved).getByRole('link', { name: 'Open Frost Spark in the editor' })).toHaveAttribute(
      'href',
      `/content/spells/${SPARK}`,
    );
    const [sent] = server.sent('POST /api/library/spells');
    expect(sent).toMatchObject({ name: 'Frost Spark', level: 1, school: 'conjuration', components: ['V', 'S'] });
    expect(spellRecordSchema.safeParse(sent).success).toBe(true);
  });
});
