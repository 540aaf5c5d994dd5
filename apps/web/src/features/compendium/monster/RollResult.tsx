import { Stack, Text } from '@mantine/core';
import type { RollLine } from './roll-ability.ts';

/** A roll's lines as the notification shows them: the label, the total large, the dice small. */
export function RollResult({ lines }: { lines: RollLine[] }) {
  return (
    <Stack gap={2}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one roll's lines, never reordered
        <Text key={index} fz="sm">
          {line.label}
          {line.total !== null && (
            <>
              : <strong style={{ fontSize: 'var(--mantine-font-size-lg)' }}>{line.total}</strong>
            </>
          )}
          {line.detail && (
            <Text span c="dimmed" fz="xs">
              {' '}
              ({line.detail})
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}
