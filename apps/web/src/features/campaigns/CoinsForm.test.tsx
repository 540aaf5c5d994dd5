// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { Purse } from '@skald/contract/library/coins';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoinsForm } from './CoinsForm.tsx';

describe('the campaign purse', () => {
  it('35 gp and 12 sp typed into the purse are saved and shown as 35 gp 12 sp', async () => {
    const saved: Purse[] = [];
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <CoinsForm held={{ pp: 0, gp: 0, sp: 0, cp: 0 }} saving={false} onSave={async (purse) => saved.push(purse)} />
      </MantineProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Gold (gp)' }), '{Control>}a{/Control}35');
    await user.type(screen.getByRole('textbox', { name: 'Silver (sp)' }), '{Control>}a{/Control}12');
    expect(screen.getByText('Held: no coins, after saving 35 gp 12 sp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save coins' }));
    expect(saved).toEqual([{ pp: 0, gp: 35, sp: 12, cp: 0 }]);
    expect(screen.getByRole('textbox', { name: 'Gold (gp)' })).toHaveValue('35');
    expect(screen.getByRole('textbox', { name: 'Platinum (pp)' })).toHaveValue('0');
  });
});
