// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, SIGNED_IN, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { Sidebar } from './Sidebar.tsx';
import { UserMenu } from './UserMenu.tsx';

function Shell() {
  return (
    <>
      <UserMenu />
      <Sidebar collapsed={false} onNavigate={() => undefined} />
    </>
  );
}

/** Opens the user menu of `admin` or not, as the session says. */
async function openMenu(admin: boolean) {
  fakeServer({ 'GET /api/auth/session': sessionAnswer({ ...SIGNED_IN, admin }) });
  const user = renderScreen('/content', { '/content': <Shell /> });
  await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
  await screen.findByRole('menuitem', { name: 'Profile', hidden: true });
}

describe('the user menu and main menu of an administrator', SCREEN_TEST, () => {
  it('offer Admin, Contribute and the character builder', async () => {
    await openMenu(true);
    expect(screen.getByRole('menuitem', { name: 'Admin', hidden: true })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('menuitem', { name: 'Contribute', hidden: true })).toHaveAttribute('href', '/contribute');
    expect(screen.getByRole('link', { name: /Character builder/ })).toHaveAttribute(
      'href',
      '/content/character-builder',
    );
  });

  it('offer none of them to anyone else', async () => {
    await openMenu(false);
    expect(screen.queryByRole('menuitem', { name: 'Admin', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Contribute', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Character builder/ })).not.toBeInTheDocument();
  });
});
