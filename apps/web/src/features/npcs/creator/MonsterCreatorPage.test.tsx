// @vitest-environment jsdom
import { readStatBlock } from '@skald/statblock/read-stat-block';
import { MAX_STAT_BLOCK_LENGTH } from '@skald/statblock/stat-block-reading';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../../lib/testing/render-screen.tsx';
import { MonsterCreatorPage } from './MonsterCreatorPage.tsx';

const CREATOR = '/tools/monster-creator';
const screens = { [CREATOR]: <MonsterCreatorPage /> };

/** An invented monster in the SRD's text layout, with one line (12) no stat block has. */
const CINDER_STALKER = `Cinder Stalker
Medium monstrosity, chaotic evil
Armor Class 14 (natural armor)
Hit Points 45 (7d8 + 14)
Speed 40 ft., climb 20 ft.
STR DEX CON INT WIS CHA
16 (+3) 14 (+2) 14 (+2) 6 (-2) 12 (+1) 8 (-1)
Skills Perception +3, Stealth +4
Damage Immunities fire
Senses darkvision 60 ft., passive Perception 13
Languages Ignan
Favourite Snack grilled newts
Challenge 2 (450 XP)
Ember Hide. A creature that touches the stalker takes 2 (1d4) fire damage.
Actions
Claw. Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 7 (1d8 + 3) slashing damage.`;

const basics = () => screen.getByRole('group', { name: 'Basics' });
const nameBox = () => within(basics()).getByRole('textbox', { name: 'Name' });
const pasteSection = () => screen.getByRole('region', { name: 'From a stat block' });

/** Opens the creator for a signed-in GM and pastes `text` into the paste box, then presses Read. */
async function pasteAndRead(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Paste a stat block' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(within(pasteSection()).getByRole('button', { name: 'Read' }));
}

describe("the monster creator's paste box", SCREEN_TEST, () => {
  it('fills the form from a pasted stat block, names its layout and lists the line it could not read', async () => {
    const server = fakeServer();
    renderScreen(CREATOR, screens);
    await pasteAndRead(CINDER_STALKER);

    expect(nameBox()).toHaveValue('Cinder Stalker');
    expect(within(basics()).getByRole('textbox', { name: 'Armor class' })).toHaveValue('14');
    expect(within(basics()).getByRole('textbox', { name: 'Hit points' })).toHaveValue('45');
    expect(within(basics()).getByRole('combobox', { name: 'Type' })).toHaveValue('Monstrosity');
    const claw = screen.getByRole('group', { name: 'Action 1' });
    expect(within(claw).getByRole('textbox', { name: 'Name' })).toHaveValue('Claw');
    expect(within(claw).getByRole('textbox', { name: 'Attack bonus' })).toHaveValue('5');

    const report = within(pasteSection()).getByRole('region', { name: 'What was read' });
    expect(report).toHaveTextContent('Read asSRD stat block text');
    const unread = within(report).getByRole('list', { name: /One line was not read/ });
    expect(
      within(unread)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Line 12Favourite Snack grilled newts']);
    // Nothing is saved until the GM says so.
    expect(server.sent('POST /api/library/npcs')).toEqual([]);
  });

  it('reads pasted JSON, naming its layout and the field it could not place', async () => {
    fakeServer();
    renderScreen(CREATOR, screens);
    const json = { name: 'Bog Lurker', armor_class: 13, hit_points: 52, challenge_rating: 3, favourite_snack: 'newts' };
    await pasteAndRead(JSON.stringify(json, null, 2));

    expect(nameBox()).toHaveValue('Bog Lurker');
    expect(within(basics()).getByRole('textbox', { name: 'Hit points' })).toHaveValue('52');
    const report = within(pasteSection()).getByRole('region', { name: 'What was read' });
    expect(report).toHaveTextContent('Read asSkald JSON');
    const [snack] = within(within(report).getByRole('list')).getAllByRole('listitem');
    expect(snack).toHaveTextContent(/^Line 6.*favourite_snack.*newts/);
  });

  it('shows the reader’s message for text that holds no stat block, and leaves the form as it was', async () => {
    fakeServer();
    renderScreen(CREATOR, screens);
    const notAStatBlock = 'Shopping list: eggs, milk, a very large net.';
    const reading = readStatBlock(notAStatBlock);
    if (reading.ok) throw new Error('the shopping list was read as a stat block');

    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'My Own Beast' } });
    await pasteAndRead(notAStatBlock);
    expect(within(pasteSection()).getByRole('alert')).toHaveTextContent(reading.message);
    expect(nameBox()).toHaveValue('My Own Beast');

    await pasteAndRead('x'.repeat(MAX_STAT_BLOCK_LENGTH + 1));
    expect(within(pasteSection()).getByRole('alert')).toHaveTextContent(/at most 100,000 characters/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before a reading replaces changes typed into the form, and keeps them when told to', async () => {
    fakeServer();
    renderScreen(CREATOR, screens);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'My Own Beast' } });
    await pasteAndRead(CINDER_STALKER);

    const ask = await screen.findByRole('dialog', { name: 'Replace your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep my changes' }));
    expect(nameBox()).toHaveValue('My Own Beast');
    expect(within(pasteSection()).queryByRole('region', { name: 'What was read' })).not.toBeInTheDocument();

    fireEvent.click(within(pasteSection()).getByRole('button', { name: 'Read' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    expect(nameBox()).toHaveValue('Cinder Stalker');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // What was read is not the GM's own change: another reading fills at once. A field fixed by hand asks again.
    const hitPoints = () => within(basics()).getByRole('textbox', { name: 'Hit points' });
    await pasteAndRead(CINDER_STALKER.replace('Hit Points 45', 'Hit Points 52'));
    expect(hitPoints()).toHaveValue('52');
    fireEvent.change(hitPoints(), { target: { value: '50' } });
    await pasteAndRead(CINDER_STALKER);
    expect(await screen.findByRole('dialog', { name: 'Replace your changes?' })).toBeInTheDocument();
    expect(hitPoints()).toHaveValue('50');
  });
});
