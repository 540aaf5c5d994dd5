// @vitest-environment jsdom
import { Button } from '@mantine/core';
import { MESSAGES } from '@skald/contract/account-limits';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeServer, SIGNED_IN, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { SetUsernamePage } from './SetUsernamePage.tsx';
import { SignInDialog } from './SignInDialog.tsx';
import { GOOGLE_FAILED, SignInPage } from './SignInPage.tsx';

const refused = (status: number, message: string): FakeAnswer => ({
  status,
  body: { statusCode: status, error: 'Refused', message },
});

/** A server where nobody is signed in until a sign-in with `password` succeeds. */
function signInServer(password = 'correct horse battery') {
  let user: typeof SIGNED_IN | null = null;
  return fakeServer({
    'GET /api/auth/session': () => sessionAnswer(user),
    'POST /api/auth/sign-in': ({ body }) => {
      if ((body as { password: string }).password !== password) return refused(401, MESSAGES.wrongCredentials);
      user = SIGNED_IN;
      return { body: { user } };
    },
  });
}

async function signIn(user: ReturnType<typeof renderScreen>, email: string, password: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Email' }));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** A page with the user menu's sign-in dialog open over it, as a signed-out visitor opens it there. */
function PageWithSignInDialog() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open sign-in</Button>
      <SignInDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('the sign-in form', SCREEN_TEST, () => {
  it('says a wrong password in red above the form, stops the loader and stays', async () => {
    const server = signInServer();
    const user = renderScreen('/sign-in', { '/sign-in': <SignInPage /> });
    await signIn(user, 'gm@example.test', 'not the password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.wrongCredentials);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Sign in to Skald' })).toBeInTheDocument();
    expect(server.sent('POST /api/auth/sign-in')).toEqual([{ email: 'gm@example.test', password: 'not the password' }]);
  });

  it('says an address is not one before sending anything', async () => {
    const server = signInServer();
    const user = renderScreen('/sign-in', { '/sign-in': <SignInPage /> });
    await signIn(user, 'not an address', 'whatever it is');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(server.sent('POST /api/auth/sign-in')).toEqual([]);
  });

  it('goes on to the page that asked for sign-in', async () => {
    signInServer();
    const user = renderScreen('/sign-in?redirect=%2Fcontent%2Fsettings', { '/sign-in': <SignInPage /> });
    await signIn(user, 'gm@example.test', 'correct horse battery');
    expect(await screen.findByText('Now at /content/settings')).toBeInTheDocument();
  });

  it.each([
    ['google', GOOGLE_FAILED],
    ['google-unverified', MESSAGES.googleLinkUnverified],
  ])('says why a Google round trip came back refused (?error=%s)', async (error, sentence) => {
    signInServer();
    renderScreen(`/sign-in?error=${error}`, { '/sign-in': <SignInPage /> });
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('in the user menu’s dialog, signs in and leaves the visitor on the page they were reading', async () => {
    signInServer();
    const user = renderScreen('/compendium', { '/compendium': <PageWithSignInDialog /> });
    await screen.findByRole('dialog', { name: 'Sign in to Skald' });
    await signIn(user, 'gm@example.test', 'correct horse battery');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });
});

describe('choosing a username', SCREEN_TEST, () => {
  const newAccount = () => fakeServer({ 'GET /api/auth/session': sessionAnswer({ ...SIGNED_IN, username: null }) });

  it('says what a username may hold before sending it', async () => {
    const server = newAccount();
    const user = renderScreen('/set-username', { '/set-username': <SetUsernamePage /> });
    await user.click(await screen.findByRole('textbox', { name: 'Username' }));
    await user.paste('two words');
    await user.click(screen.getByRole('button', { name: 'Save username' }));
    expect(screen.getByText(MESSAGES.usernameRule)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows the server’s sentence for a taken username and lets the user try another', async () => {
    const server = newAccount();
    server.answer('PUT /api/me/username', refused(409, MESSAGES.usernameTaken));
    const user = renderScreen('/set-username', { '/set-username': <SetUsernamePage /> });
    await user.click(await screen.findByRole('textbox', { name: 'Username' }));
    await user.paste('RAVENNA');
    await user.click(screen.getByRole('button', { name: 'Save username' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.usernameTaken);
    expect(screen.getByRole('button', { name: 'Save username' })).toBeEnabled();
  });
});

describe('the reset link’s form', SCREEN_TEST, () => {
  it('says a short password is too short, and a used link’s refusal in red', async () => {
    const server = fakeServer({
      'GET /api/auth/session': sessionAnswer(null),
      'POST /api/auth/reset-password': refused(400, MESSAGES.resetLinkInvalid),
    });
    const user = renderScreen('/forgot-password?token=used-up', { '/forgot-password': <ForgotPasswordPage /> });
    await user.click(await screen.findByLabelText('New password'));
    await user.paste('short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('A password has at least 8 characters.')).toBeInTheDocument();
    expect(server.sent('POST /api/auth/reset-password')).toEqual([]);

    await user.click(screen.getByLabelText('New password'));
    await user.paste(' but longer now');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(server.sent('POST /api/auth/reset-password')).toEqual([
      { token: 'used-up', password: 'short but longer now' },
    ]);
  });
});
