// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { NpcEditorPage } from './NpcEditorPage.tsx';

const GOBLIN = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
const STAMP = '2026-11-01T00:00:00.000Z';

const screens = { '/content/npcs/add-npc': <NpcEditorPage /> };

/**
 * Types `text` into a field of the creator in one change. The whole creator draws again on every event,
 * and user-event sends several per click or key: single events (here and for clicks) keep the test within
 * a minute on a loaded two-core machine, and React reads them as it reads typing and clicking.
 */
function fill(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

/** Opens a new NPC with one action that has one attack roll; answers the action's group. */
async function creatorWithAnAttack() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add action' }));
  const scimitar = screen.getByRole('group', { name: 'Action 1' });
  fireEvent.click(within(scimitar).getByRole('button', { name: 'Add attack, save or roll' }));
  return scimitar;
}

describe('the monster creator', SCREEN_TEST, () => {
  it('says under each field what the spec says is wrong, an ability’s own under its fields, and how many', async () => {
    const server = fakeServer();
    renderScreen('/content/npcs/add-npc', screens);
    const scimitar = await creatorWithAnAttack();
    const basics = screen.getByRole('group', { name: 'Basics' });
    fill(within(basics).getByRole('textbox', { name: 'Hit dice' }), '2x6');
    fill(within(scimitar).getByRole('textbox', { name: 'Recharge' }), 'often');
    fill(within(scimitar).getByRole('textbox', { name: 'Range (ft.)' }), '20 ft');
    fireEvent.click(screen.getByRole('button', { name: 'Save NPC' }));

    expect(within(basics).getByText('Name is required')).toBeInTheDocument();
    expect(within(basics).getByText('Allowed format: 2d6 or 6d8 + 12')).toBeInTheDocument();
    expect(within(scimitar).getByText('Name is required')).toBeInTheDocument();
    expect(within(scimitar).getByText('Allowed format: 6, 5-6 or rest')).toBeInTheDocument();
    expect(within(scimitar).getByText('Allowed format: 20 or 20/60')).toBeInTheDocument();
    expect(screen.getByText('5 fields need a change: see the message under each.')).toBeInTheDocument();
    expect(server.sent('POST /api/library/npcs')).toEqual([]);
  });

  it('sends the NPC with its attack as typed and goes back to the NPC list', async () => {
    const server = fakeServer({
      'POST /api/library/npcs': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: GOBLIN, created: STAMP, updated: STAMP },
      }),
    });
    renderScreen('/content/npcs/add-npc', screens);
    const scimitar = await creatorWithAnAttack();
    const basics = screen.getByRole('group', { name: 'Basics' });
    // Few fields: the whole creator draws again on every keystroke.
    fill(within(basics).getByRole('textbox', { name: 'Name' }), 'Goblin Boss');
    fill(within(scimitar).getByRole('textbox', { name: 'Name' }), 'Scimitar');
    fill(within(scimitar).getByRole('textbox', { name: 'Attack bonus' }), '4');
    fireEvent.click(screen.getByRole('button', { name: 'Save NPC' }));

    expect(await screen.findByText('Now at /content/npcs')).toBeInTheDocument();
    const [sent] = server.sent('POST /api/library/npcs');
    expect(sent).toMatchObject({
      name: 'Goblin Boss',
      armor_class: 10,
      player_id: null,
      actions: [
        {
          name: 'Scimitar',
          action_list: [
            { type: 'melee_weapon', attack_bonus: 4, rolls: [{ dice_count: 1, dice_type: 6, fixed_val: 0 }] },
          ],
        },
      ],
    });
  });
});
