import { Paper, Title } from '@mantine/core';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { DamageMeters } from '../runner/DamageMeters.tsx';

/** A finished fight's damage meters, in their own titled section. */
export function FinishedMeters({ entities }: { entities: readonly EncounterEntity[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="meters-title">
      <Title order={2} size="h4" id="meters-title" mb="sm">
        Damage meters
      </Title>
      <DamageMeters entities={entities} />
    </Paper>
  );
}
