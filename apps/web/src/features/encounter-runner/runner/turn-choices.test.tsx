// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { HitPointPanel } from './HitPointPanel.tsx';
import { useTurnChoice } from './use-turn-choice.ts';

const damageType = () => screen.getByLabelText('Damage type', { selector: 'input' });

const roster = [
  { key: 'goblin', name: 'Goblin' },
  { key: 'aria', name: 'Aria' },
];

describe('choices that last one turn', () => {
  it('the targets picked on one turn are gone on the next, and a pick then starts from none', () => {
    const { result, rerender } = renderHook(({ turn }) => useTurnChoice<readonly string[]>(turn, []), {
      initialProps: { turn: '1.1' },
    });
    act(() => result.current[1]((picked) => [...picked, 'aria']));
    act(() => result.current[1]((picked) => [...picked, 'bram']));
    expect(result.current[0]).toEqual(['aria', 'bram']);
    rerender({ turn: '1.2' });
    expect(result.current[0]).toEqual([]);
    act(() => result.current[1]((picked) => [...picked, 'goblin']));
    expect(result.current[0]).toEqual(['goblin']);
  });

  it('the next turn deals damage of no type and not magical again', async () => {
    const user = userEvent.setup();
    const panel = (turn: string) => (
      <MantineProvider>
        <HitPointPanel
          roster={roster}
          currentKey="goblin"
          turn={turn}
          targets={['aria']}
          run={() => {}}
          amountRef={createRef()}
        />
      </MantineProvider>
    );
    const { rerender } = render(panel('1.1'));
    await user.click(damageType());
    await user.click(await screen.findByRole('option', { name: 'Fire', hidden: true }));
    await user.click(screen.getByRole('checkbox', { name: 'Magical' }));
    expect(damageType()).toHaveValue('Fire');
    expect(screen.getByRole('checkbox', { name: 'Magical' })).toBeChecked();

    rerender(panel('1.2'));
    expect(damageType()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Magical' })).not.toBeChecked();
  });
});
