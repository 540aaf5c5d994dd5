// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BasicsSection } from './BasicsSection.tsx';
import { EMPTY_NPC, type NpcFormValues } from './npc-form.ts';

/** The monster creator's basics, for a creature of Constitution 14 (+2 a die). */
function Basics() {
  const form = useForm<NpcFormValues>({ initialValues: { ...EMPTY_NPC, constitution: 14 } });
  return <BasicsSection form={form} />;
}

describe("the monster creator's hit dice", () => {
  it('warns, beside the box, when the written bonus is not the Constitution modifier once per die', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Basics />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const hitDice = screen.getByRole('textbox', { name: 'Hit dice' });

    await userEvent.type(hitDice, '6d8+10');
    expect(hitDice).toHaveAccessibleDescription('Hit dice bonus should be +12 (6 × Con modifier +2)');

    await userEvent.clear(hitDice);
    await userEvent.type(hitDice, '6d8 + 12');
    expect(hitDice).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Hit dice bonus should be/)).not.toBeInTheDocument();
  });
});
