// @vitest-environment jsdom
import type { UserSettingsPatch } from '@skald/contract/account';
import { DEFAULT_USER_SETTINGS, MESSAGES } from '@skald/contract/account-limits';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { mergeSettings } from '../../lib/user-settings.tsx';
import { DeleteAccountPage } from './DeleteAccountPage.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { SettingsPage } from './SettingsPage.tsx';

describe('changing the password on the profile', SCREEN_TEST, () => {
  it('says a wrong current password in red, and the change once the server takes it', async () => {
    let current = 'correct horse battery';
    const server = fakeServer({
      'POST /api/me/password': ({ body }) => {
        const { currentPassword, newPassword } = body as { currentPassword: string; newPassword: string };
        if (currentPassword !== current) {
          return {
            status: 400,
            body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.currentPasswordWrong },
          };
        }
        current = newPassword;
        return { status: 204 };
      },
    });
    const user = renderScreen('/profile', { '/profile': <ProfilePage /> });
    await user.click(await screen.findByLabelText('Current password'));
    await user.paste('wrong password');
    await user.click(screen.getByLabelText('New password'));
    await user.paste('a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordWrong);

    await user.clear(screen.getByLabelText('Current password'));
    await user.paste('correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other devices have been signed out.')).toBeInTheDocument();
    expect(server.sent('POST /api/me/password')).toEqual([
      { currentPassword: 'wrong password', newPassword: 'a brand new secret' },
      { currentPassword: 'correct horse battery', newPassword: 'a brand new secret' },
    ]);
  });
});

describe('deleting the account', SCREEN_TEST, () => {
  it('works only once the username is typed exactly, and sends it', async () => {
    const server = fakeServer({ 'DELETE /api/me': { status: 204 } });
    const user = renderScreen('/profile/delete-account', { '/profile/delete-account': <DeleteAccountPage /> });
    const confirm = await screen.findByRole('textbox', { name: 'Type your username to confirm' });
    const remove = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(confirm);
    await user.paste('ravenn');
    expect(remove).toBeDisabled();
    await user.paste('a');
    expect(remove).toBeEnabled();
    await user.click(remove);
    await waitFor(() => expect(server.sent('DELETE /api/me')).toEqual([{ username: 'ravenna' }]));
  });
});

describe('the settings page', SCREEN_TEST, () => {
  it('saves a changed choice with the account as soon as it is made', async () => {
    const server = fakeServer({
      'PATCH /api/me/settings': ({ body }) => ({
        body: mergeSettings(DEFAULT_USER_SETTINGS, body as UserSettingsPatch),
      }),
    });
    const user = renderScreen('/content/settings', { '/content/settings': <SettingsPage /> });
    const critical = await screen.findByRole('radiogroup', { name: 'Critical hits' });
    expect(critical).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Roll the damage dice twice/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Add the dice’s maximum/ }));
    // In jsdom Mantine's switch input is neither visible nor named by its label: it is found by its description.
    const automate = screen.getByRole('switch', { description: /fails a death save/, hidden: true });
    expect(automate).toBeChecked();
    await user.click(automate);
    await waitFor(() =>
      expect(server.sent('PATCH /api/me/settings')).toEqual([
        { encounter: { critical: 'max' } },
        { encounter: { automate: false } },
      ]),
    );
  });
});
