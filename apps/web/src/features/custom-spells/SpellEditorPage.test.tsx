// @vitest-environment jsdom
import { SCALING_DICE_MESSAGE, SCALING_MESSAGES } from '@skald/contract/library/spell-scaling';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../lib/testing/fake-server.ts';
import { choose, renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { SpellEditorPage } from './SpellEditorPage.tsx';

const BOLT = '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const STAMP = '2026-11-01T00:00:00.000Z';
const screens = { '/content/spells/add-spell': <SpellEditorPage /> };

describe('the custom spell editor', SCREEN_TEST, () => {
  it('says what is missing, then that a slot level is below the spell’s, then a dice format; sends nothing', async () => {
    const server = fakeServer();
    const user = renderScreen('/content/spells/add-spell', screens);
    await user.click(await screen.findByRole('checkbox', { name: 'Material (M)' }));
    await choose(user, 'How it scales', 'Damage by slot level');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await user.click(screen.getByRole('button', { name: 'Save spell' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Material is required')).toBeInTheDocument();
    expect(screen.getByText('Dice is required')).toBeInTheDocument();

    // Once the fields are filled in, the row added at 1st level is below a 2nd-level spell.
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Ember Bolt');
    await user.click(screen.getByRole('textbox', { name: /^Material/ }));
    await user.paste('a pinch of soot');
    await choose(user, 'Level', '2nd level');
    const dice = screen.getByRole('textbox', { name: 'Dice at 1st level' });
    await user.click(dice);
    await user.paste('3d8');
    await user.click(screen.getByRole('button', { name: 'Save spell' }));
    expect(screen.getByText(SCALING_MESSAGES.slotLevels)).toBeInTheDocument();

    await user.clear(dice);
    await user.paste('lots');
    await user.click(screen.getByRole('button', { name: 'Save spell' }));
    expect(screen.getByText(SCALING_DICE_MESSAGE)).toBeInTheDocument();
    expect(server.sent('POST /api/library/spells')).toEqual([]);
  });

  it('sends only the scaling in use, and goes back to the list', async () => {
    const server = fakeServer({
      'POST /api/library/spells': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: BOLT, created: STAMP, updated: STAMP },
      }),
    });
    const user = renderScreen('/content/spells/add-spell', screens);
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    await user.paste('Frost Spark');
    await choose(user, 'Level', 'Cantrip');
    await choose(user, 'School', 'Conjuration');
    await choose(user, 'How it scales', 'Damage by character level');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await user.click(screen.getByRole('textbox', { name: 'Dice at Level 1' }));
    await user.paste('1d10');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await choose(user, 'Level of Level 2', 'Level 5');
    await user.click(screen.getByRole('textbox', { name: 'Dice at Level 5' }));
    await user.paste('2d10');
    await user.click(screen.getByRole('button', { name: 'Save spell' }));

    expect(await screen.findByText('Now at /content/spells')).toBeInTheDocument();
    const [sent] = server.sent('POST /api/library/spells');
    expect(sent).toMatchObject({
      name: 'Frost Spark',
      level: 0,
      school: 'conjuration',
      damage_at_character_level: { 1: '1d10', 5: '2d10' },
    });
    expect(sent).not.toHaveProperty('damage_at_slot_level');
    expect(sent).not.toHaveProperty('heal_at_slot_level');
  });
});
