// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, SIGNED_IN, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { choose, renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { BuilderPage } from './BuilderPage.tsx';
import { BUILD_ID, FLAGGED, storedBuild, TEST_OPTIONS } from './builder-test-data.ts';

const BUILD_PATH = `/api/character-builder/builds/${BUILD_ID}`;
const screens = Object.fromEntries(
  ['general', 'info', 'race', 'class', 'abilities', 'equipment'].map((tab) => [
    `/content/character-builder/:id/${tab}`,
    <BuilderPage key={tab} />,
  ]),
);

function open(tab: string, build = storedBuild(), user = FLAGGED) {
  const server = fakeServer({
    'GET /api/auth/session': sessionAnswer(user),
    'GET /api/character-builder/options': { body: TEST_OPTIONS },
    [`GET ${BUILD_PATH}`]: { body: build },
    [`PUT ${BUILD_PATH}`]: ({ body }) => ({ body: { ...storedBuild(), ...(body as object) } }),
    'GET /api/v1/items': {
      body: { meta: { count: 1 }, results: [{ _id: 7, url: 'hempen-rope', name: 'Hempen Rope' }] },
    },
    [`POST ${BUILD_PATH}/character`]: {
      body: { characterId: '6e1d2b3c-4d5e-4f60-8b7c-8d9e0f1a2b3c', created: true },
    },
  });
  const actor = renderScreen(`/content/character-builder/${BUILD_ID}/${tab}`, screens);
  return { server, user: actor };
}

/** Throws, so `waitFor` tries again. */
function fail(): never {
  throw new Error('not drawn yet');
}

/** The derived figure named `label` ("Max HP: 12"). */
const figure = (label: string) => screen.getByLabelText(new RegExp(`^${label}: `)).textContent;

describe('the character builder', SCREEN_TEST, () => {
  it('chooses a race and a class: bonuses, speed, hit die, saving throws and as many skills as the class allows', async () => {
    const { user } = open('race');
    await screen.findByRole('combobox', { name: 'Race' });
    await choose(user, 'Race', 'Dwarf');
    expect(screen.getByRole('combobox', { name: 'Subrace' })).toHaveValue('Hill Dwarf');
    expect(screen.getByText('CON +2, WIS +1')).toBeInTheDocument();
    expect(screen.getByText('Dwarven Toughness')).toBeInTheDocument();
    expect(figure('Speed')).toBe('25 ft.');

    await user.click(screen.getByRole('tab', { name: 'Class' }));
    await choose(user, 'Class', 'Fighter');
    expect(figure('Hit die')).toBe('d10');
    expect(screen.getByText('Strength and Constitution')).toBeInTheDocument();
    // Standard array: Con 13 + 2 = 15 (+2): a d10 at its largest plus 2.
    expect(figure('Max HP')).toBe('12');
    await user.click(screen.getByRole('checkbox', { name: 'Athletics' }));
    await user.click(screen.getByRole('checkbox', { name: 'Perception' }));
    expect(screen.getByRole('checkbox', { name: 'History' })).toBeDisabled();
    expect(screen.getByText('All chosen.')).toBeInTheDocument();
  });

  it('lets a half-elf choose two abilities for its bonus, and no third', async () => {
    const { user } = open('race');
    await screen.findByRole('combobox', { name: 'Race' });
    await choose(user, 'Race', 'Half-Elf');
    await user.click(screen.getByRole('checkbox', { name: 'Strength' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wisdom' }));
    expect(screen.getByRole('checkbox', { name: 'Dexterity' })).toBeDisabled();
    expect(screen.getByText('STR +1, WIS +1, CHA +2')).toBeInTheDocument();
  });

  it('keeps point buy within 27 points and scores of 8 to 15, showing the points left and the modifiers', async () => {
    const { user } = open('abilities');
    await user.click(await screen.findByRole('radio', { name: 'Point buy' }));
    expect(screen.getByText(/Points left:/)).toHaveTextContent('Points left: 27 of 27.');
    for (const ability of ['Strength', 'Dexterity', 'Constitution']) await choose(user, `${ability} score`, '15');
    expect(screen.getByText(/Points left:/)).toHaveTextContent('Points left: 0 of 27.');
    // No points left: Intelligence cannot rise above 8, and nothing is offered above 15.
    const intelligence = screen.getByRole('combobox', { name: 'Intelligence score' });
    await user.click(intelligence);
    const list = within(
      await waitFor(() => document.getElementById(intelligence.getAttribute('aria-controls') ?? '') ?? fail()),
    );
    expect(list.getByRole('option', { name: '9', hidden: true })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(list.getByRole('option', { name: '8', hidden: true })).not.toHaveAttribute('data-combobox-disabled');
    expect(list.queryByRole('option', { name: '16', hidden: true })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    const table = screen.getByRole('table', { name: 'Ability scores with racial bonuses' });
    expect(within(table).getByRole('row', { name: /Dexterity/ })).toHaveTextContent('Dexterity15+2');
    expect(figure('Initiative')).toBe('+2');
  });

  it('works out armour class from the armour worn and a shield, and max HP from level and Constitution', async () => {
    const { user } = open('equipment', storedBuild({ class: 'fighter', hitDie: 10, level: 5 }));
    await user.click(await screen.findByRole('radio', { name: 'Chain Mail' }));
    expect(screen.getByRole('link', { name: 'Chain Mail' })).toHaveAttribute('href', '/compendium/items/chain-mail');
    // Standard array: Dex 14 (+2), Con 13 (+1).
    expect(figure('Armor class')).toBe('12');
    await choose(user, 'Armour worn', 'Chain Mail (Heavy, AC 16)');
    expect(figure('Armor class')).toBe('16');
    await user.click(screen.getByRole('checkbox', { name: 'Shield (+2 AC)' }));
    expect(figure('Armor class')).toBe('18');
    expect(figure('Max HP')).toBe(String(11 + 4 * 7));
    expect(figure('Proficiency bonus')).toBe('+3');

    await user.type(screen.getByRole('textbox', { name: 'Add an item from the compendium' }), 'rope');
    await user.click(await screen.findByRole('button', { name: 'Add Hempen Rope' }));
    expect(screen.getByRole('link', { name: 'Hempen Rope' })).toHaveAttribute('href', '/compendium/items/hempen-rope');
    await user.click(screen.getByRole('button', { name: 'Take off Hempen Rope' }));
    expect(screen.queryByRole('link', { name: 'Hempen Rope' })).not.toBeInTheDocument();
  });

  it('saves the build as chosen, then saves it as a player character', async () => {
    const { server, user } = open('general');
    const name = await screen.findByRole('textbox', { name: 'Character name' });
    await user.clear(name);
    await user.type(name, 'Brakka');
    expect(screen.getByText(/unsaved changes/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Info' }));
    await user.type(await screen.findByRole('textbox', { name: 'Background' }), 'Soldier');
    await user.click(screen.getByRole('button', { name: 'Save as a player character' }));
    expect(await screen.findByText('Saved as a new character.')).toBeInTheDocument();
    expect(server.sent(`PUT ${BUILD_PATH}`)).toEqual([
      expect.objectContaining({ name: 'Brakka', background: 'Soldier', level: 1 }),
    ]);
    expect(server.sent(`POST ${BUILD_PATH}/character`)).toHaveLength(1);
    expect(screen.queryByText(/unsaved changes/)).not.toBeInTheDocument();
  });

  it('tells a user without the flag it is in alpha, and asks the server nothing', async () => {
    const { server } = open('general', storedBuild(), SIGNED_IN);
    expect(await screen.findByText(/The character builder is in alpha/)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.url.startsWith('/api/character-builder'))).toEqual([]);
  });
});
