// @vitest-environment jsdom
import type { AccountUser } from '@skald/contract/account';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, SIGNED_IN, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { HomebrewCreationPage } from './HomebrewCreationPage.tsx';
import { ToolsIndexPage } from './ToolsIndexPage.tsx';

function open(path: string, user: AccountUser | null) {
  fakeServer({ 'GET /api/auth/session': sessionAnswer(user) });
  return renderScreen(path, {
    '/tools': <ToolsIndexPage />,
    '/tools/homebrew-creation': <HomebrewCreationPage />,
  });
}

const cardLinks = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the tools index', SCREEN_TEST, () => {
  it('gives a visitor one card per tool, each a link to its page, and no character builder', async () => {
    open('/tools', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeInTheDocument();
    expect(cardLinks()).toEqual([
      ['Combat tracker', '/tools/combat-tracker'],
      ['Encounter builder', '/tools/encounter-builder'],
      ['DM screen', '/tools/dm-screen'],
      ['Monster creator', '/tools/monster-creator'],
      ['Spell creator', '/tools/spell-creator'],
      ['Homebrew creation', '/tools/homebrew-creation'],
      ['Character sync', '/tools/character-sync'],
      ['Weather effects', '/weather-demo'],
    ]);
  });

  it('shows the character builder, marked Alpha, to a user whose contribute flag names it', async () => {
    open('/tools', { ...SIGNED_IN, contribute: ['character-builder'] });
    const builder = await screen.findByRole('link', { name: 'Character builder' });
    expect(builder).toHaveAttribute('href', '/tools/character-builder');
    expect(within(builder.closest('li') as HTMLElement).getByText('Alpha')).toBeInTheDocument();
  });

  it('keeps the character builder from a signed-in user without the flag', async () => {
    open('/tools', SIGNED_IN);
    await screen.findByRole('link', { name: 'DM screen' });
    expect(screen.queryByRole('link', { name: 'Character builder' })).toBeNull();
  });

  it('a card opens its tool', async () => {
    const user = open('/tools', null);
    await user.click(await screen.findByRole('link', { name: 'Homebrew creation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Homebrew creation' })).toBeInTheDocument();
  });
});

describe('homebrew creation', SCREEN_TEST, () => {
  it('offers a visitor the creators and asks them to sign in for a library', async () => {
    open('/tools/homebrew-creation', null);
    expect(await screen.findByRole('link', { name: 'Monster creator' })).toHaveAttribute(
      'href',
      '/tools/monster-creator',
    );
    expect(screen.getByRole('link', { name: 'Spell creator' })).toHaveAttribute('href', '/tools/spell-creator');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Ftools%2Fhomebrew-creation',
    );
    expect(screen.queryByRole('link', { name: 'My NPCs' })).toBeNull();
  });

  it('leads a signed-in GM to their own NPCs, spells, items and reminders', async () => {
    open('/tools/homebrew-creation', SIGNED_IN);
    expect(await screen.findByRole('link', { name: 'My NPCs' })).toHaveAttribute('href', '/content/npcs');
    expect(screen.getByRole('link', { name: 'My spells' })).toHaveAttribute('href', '/content/spells');
    expect(screen.getByRole('link', { name: 'My items' })).toHaveAttribute('href', '/content/items');
    expect(screen.getByRole('link', { name: 'My reminders' })).toHaveAttribute('href', '/content/reminders');
  });
});
