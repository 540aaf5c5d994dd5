// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choose, damage, nextTurn, startDemo, targetBox } from './runner-test-screen.tsx';

/** Reminders and the notices they raise: what they say, and what Keep and Remove do. */

const notice = (text: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text));

async function findNotice(text: string) {
  await waitFor(() => expect(notice(text)).toBeDefined());
  return notice(text) as HTMLElement;
}

async function writeReminder(user: UserEvent, target: string, title: string) {
  await user.click(targetBox(target));
  await user.click(screen.getByRole('button', { name: 'Custom reminder…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Custom reminder' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), title);
  return dialog;
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom reminder' })).toBeNull());

describe('reminders on the runner', { timeout: 90_000 }, () => {
  it('a concentrating Warlock hit for 24 is told the save’s DC, 12; Remove takes the reminder off', async () => {
    const { user } = await startDemo();
    await user.click(targetBox('Warlock'));
    await choose(user, 'Reminder', 'Concentrating');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    await damage(user, [], '24');
    const prompt = await findNotice('Warlock: Concentrating');
    expect(prompt).toHaveTextContent('DC 12 Constitution save (24 damage taken).');
    await user.click(within(prompt).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notice('Warlock: Concentrating')).toBeUndefined());
    await nextTurn(user);
    await screen.findByText('Round 1, turn 2: Warlock');
    expect(screen.queryByRole('button', { name: 'Remove reminder Concentrating' })).toBeNull();
  });

  it('a timed custom reminder speaks with its variable filled in, and waits for Keep reminder while passing notices go', async () => {
    const { user } = await startDemo();
    const dialog = await writeReminder(user, 'Warlock', 'Hex');
    await choose(user, 'Trigger', 'Timed');
    const rounds = within(dialog).getByRole('textbox', { name: /^Rounds/ });
    await user.clear(rounds);
    await user.type(rounds, '1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Notify text/ }), '[[caster] may move the hex');
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Variable 1 name' }), 'caster');
    await user.type(within(dialog).getByRole('textbox', { name: 'Variable 1 value' }), 'the Warlock');
    await user.click(within(dialog).getByRole('button', { name: 'Grape' }));
    expect(within(dialog).getByRole('button', { name: 'Grape' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await dialogGone();
    await user.click(targetBox('Warlock'));

    // Its last round runs out at the start of the Warlock's turn, and it speaks.
    await nextTurn(user);
    const toast = await findNotice('Warlock: Hex');
    expect(toast).toHaveTextContent('the Warlock may move the hex');
    // A passing notice comes and goes; the reminder waits for the GM.
    await damage(user, ['Ogre'], '4');
    expect(await screen.findByText('Damage done')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Damage done')).toBeNull(), { timeout: 10_000 });
    expect(toast).toBeVisible();
    await user.click(within(toast).getByRole('button', { name: 'Keep reminder' }));
    await waitFor(() => expect(notice('Warlock: Hex')).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Remove reminder Hex' })).toBeVisible();
  });

  it('Remove on a custom reminder’s notice takes it off the combatant', async () => {
    const { user } = await startDemo();
    const dialog = await writeReminder(user, 'Warlock', 'Shield');
    await choose(user, 'Trigger', 'On damage');
    await user.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await dialogGone();
    await damage(user, [], '3');
    const toast = await findNotice('Warlock: Shield');
    await user.click(within(toast).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notice('Warlock: Shield')).toBeUndefined());
    await nextTurn(user);
    await screen.findByText('Round 1, turn 2: Warlock');
    expect(screen.queryByRole('button', { name: 'Remove reminder Shield' })).toBeNull();
  });

  it('a bracketed word that is no variable blocks saving with the spec’s message', async () => {
    const { user } = await startDemo();
    const dialog = await writeReminder(user, 'Ogre', 'Curse');
    await user.type(within(dialog).getByRole('textbox', { name: /^Notify text/ }), '[[target] is cursed');
    expect(within(dialog).getByText('The notify text contains undefined variables.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    expect(screen.getByRole('dialog', { name: 'Custom reminder' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Variable 1 name' }), 'target');
    expect(within(dialog).queryByText('The notify text contains undefined variables.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await dialogGone();
  });
});
