// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MonsterRecord, SpellRecord } from '../../../lib/compendium/records.ts';
import { SpellCard } from '../spell/SpellCard.tsx';
import sample from '../test-fixtures/srd-sample.json';
import { MonsterStatBlock } from './MonsterStatBlock.tsx';

const dragon = sample['adult-red-dragon'] as unknown as MonsterRecord;
const mage = sample.mage as unknown as MonsterRecord;
const fireball = sample.fireball as unknown as SpellRecord;

function renderInApp(node: React.ReactNode) {
  return render(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('the monster stat block', () => {
  it('shows the whole block of a legendary dragon', () => {
    renderInApp(<MonsterStatBlock monster={dragon} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Adult Red Dragon' })).toBeInTheDocument();
    expect(screen.getByText('Huge dragon, chaotic evil')).toBeInTheDocument();
    expect(screen.getByText('256 (19d12 + 133)')).toBeInTheDocument();
    expect(screen.getByText('40 ft., fly 80 ft., climb 40 ft.')).toBeInTheDocument();
    expect(screen.getByText('Dex +6, Con +13, Wis +7, Cha +11')).toBeInTheDocument();
    expect(screen.getByText('17 (18,000 XP)')).toBeInTheDocument();
    const scores = screen.getByRole('table', { name: 'Ability scores and modifiers' });
    expect(within(scores).getByText('(+8)')).toBeInTheDocument();
    for (const section of ['Traits', 'Actions', 'Legendary Actions']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText(/can take 3 legendary actions/)).toBeInTheDocument();
  });

  it('offers a roll button for each attack and its dice', () => {
    renderInApp(<MonsterStatBlock monster={dragon} />);
    expect(screen.getByRole('button', { name: 'Roll Bite.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll Bite: +14 to hit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll Bite: 2d10+8 piercing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll Bite: 2d6 fire' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Multiattack/ })).toBeNull();
  });

  it('links a caster’s spells instead of repeating them as text', () => {
    renderInApp(<MonsterStatBlock monster={mage} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Mage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'fireball' })).toHaveAttribute('href', '/compendium/spells/fireball');
    expect(screen.getByText('1st level (4 slots):')).toBeInTheDocument();
    expect(screen.queryByText(/Cantrips \(at will\): fire bolt/)).toBeNull();
  });
});

describe('the spell card', () => {
  it('shows how the spell is cast and rolls its damage by slot', () => {
    renderInApp(<SpellCard spell={fireball} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fireball' })).toBeInTheDocument();
    expect(screen.getByText('3rd-level evocation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'At higher levels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll Fireball damage: 3rd: 8d6' })).toBeInTheDocument();
  });
});
