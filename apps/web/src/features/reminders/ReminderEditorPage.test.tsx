// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../lib/testing/fake-server.ts';
import { choose, renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { ReminderEditorPage } from './ReminderEditorPage.tsx';

const BLESSED = 'a0b1c2d3-e4f5-4a6b-8c7d-8e9f0a1b2c3d';
const STAMP = '2026-11-01T00:00:00.000Z';
const screens = {
  '/content/reminders/add-reminder': <ReminderEditorPage />,
  '/content/reminders/:id': <ReminderEditorPage />,
};
const UNDEFINED_VARIABLES = 'The notify text contains undefined variables.';

const saved = ({ body }: { body: unknown }) => ({
  status: 201,
  body: { ...(body as object), id: BLESSED, created: STAMP, updated: STAMP },
});

describe('the reminder editor', SCREEN_TEST, () => {
  it('asks for rounds only once timed, says at once when the text names unknown variables, and what is missing', async () => {
    const server = fakeServer();
    const user = renderScreen('/content/reminders/add-reminder', screens);
    await screen.findByRole('heading', { name: 'Add reminder' });
    expect(screen.queryByRole('textbox', { name: 'Rounds' })).not.toBeInTheDocument();
    await choose(user, 'Trigger', 'Timed');
    expect(screen.getByRole('textbox', { name: 'Rounds' })).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Notify text' }));
    await user.paste('[caster] may move the hex off [target].');
    expect(screen.getByText(UNDEFINED_VARIABLES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Rounds is required')).toBeInTheDocument();
    expect(server.sent('POST /api/library/reminders')).toEqual([]);
  });

  it('reads the text with its variables filled in, and sends them as a map with the colour chosen', async () => {
    const server = fakeServer({ 'POST /api/library/reminders': saved });
    const user = renderScreen('/content/reminders/add-reminder', screens);
    await user.click(await screen.findByRole('textbox', { name: 'Title' }));
    await user.paste('hexed');
    await choose(user, 'Trigger', 'Timed');
    await user.click(screen.getByRole('textbox', { name: 'Rounds' }));
    await user.paste('10');
    await choose(user, 'Action', 'Remove');
    await user.click(screen.getByRole('textbox', { name: 'Notify text' }));
    await user.paste('[caster] may move the hex off [target].');
    for (const [index, name, value] of [
      [1, 'caster', 'the Warlock'],
      [2, 'target', 'the Ogre'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Add variable' }));
      await user.click(screen.getByRole('textbox', { name: `Variable ${index} name` }));
      await user.paste(name);
      await user.click(screen.getByRole('textbox', { name: `Variable ${index} value` }));
      await user.paste(value);
    }
    expect(screen.queryByText(UNDEFINED_VARIABLES)).not.toBeInTheDocument();
    expect(screen.getByText('the Warlock may move the hex off the Ogre.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grape' }));
    expect(screen.getByRole('button', { name: 'Grape' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));

    expect(await screen.findByText('Now at /content/reminders')).toBeInTheDocument();
    expect(server.sent('POST /api/library/reminders')).toEqual([
      {
        title: 'hexed',
        trigger: 'timed',
        action: 'remove',
        notify: '[caster] may move the hex off [target].',
        color: 'grape',
        rounds: 10,
        selectedVars: { caster: 'the Warlock', target: 'the Ogre' },
      },
    ]);
  });

  it('drops the rounds of a timed reminder made to fire on damage', async () => {
    const stored = {
      id: BLESSED,
      title: 'blessed',
      trigger: 'timed',
      action: 'notify',
      notify: '',
      color: 'red',
      rounds: 10,
      selectedVars: {},
      created: STAMP,
      updated: STAMP,
    };
    const server = fakeServer({
      [`GET /api/library/reminders/${BLESSED}`]: { body: stored },
      [`PUT /api/library/reminders/${BLESSED}`]: ({ body }) => ({ body: { ...stored, ...(body as object) } }),
    });
    const user = renderScreen(`/content/reminders/${BLESSED}`, screens);
    expect(await screen.findByRole('heading', { name: 'Edit Blessed' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rounds' })).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    await choose(user, 'Trigger', 'On damage');
    expect(screen.queryByRole('textbox', { name: 'Rounds' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));

    expect(await screen.findByText('Now at /content/reminders')).toBeInTheDocument();
    expect(server.sent(`PUT /api/library/reminders/${BLESSED}`)).toEqual([
      expect.objectContaining({ title: 'Blessed', trigger: 'damage', rounds: null, color: 'red' }),
    ]);
  });
});
