import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { broadcastRoutes, type EncounterRequest, MAX_REQUEST_AMOUNT } from '@skald/contract/live/broadcast-routes';
import { useState } from 'react';
import { useRouteMutation } from '../../../lib/api/route-queries.ts';
import type { RequestsSource } from './requests-source.ts';

const REQUESTS_PATH = broadcastRoutes.requests.path;

/** "7 fire damage" or "5 healing". */
export function requestWords(request: Pick<EncounterRequest, 'kind' | 'amount' | 'damageType'>): string {
  if (request.kind === 'healing') return `${request.amount} healing`;
  return `${request.amount}${request.damageType ? ` ${request.damageType}` : ''} damage`;
}

/** One waiting request: who asked, what, on whom; an amount per target, then Apply or Delete. */
export function RequestCard({ request, source }: { request: EncounterRequest; source: RequestsSource }) {
  const [amounts, setAmounts] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(request.targets.map((target) => [target.key, request.amount])),
  );
  const remove = useRouteMutation(broadcastRoutes.deleteRequest, [REQUESTS_PATH]);
  const [applied, setApplied] = useState(false);
  const params = { id: source.campaignId, encid: source.encounterId, requestId: request.id };
  const who = request.playerName;
  const settled = request.targets.map((target) => ({
    key: target.key,
    amount: Math.max(0, Math.floor(Number(amounts[target.key]) || 0)),
  }));

  const apply = () => {
    const ok = source.applyRequest({
      kind: request.kind,
      damageType: request.damageType,
      by: request.byKey,
      amounts: settled,
    });
    if (!ok) return;
    setApplied(true);
    remove.mutate({ params });
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <div>
          <Text fw={600}>
            {who} asks for {requestWords(request)}
          </Text>
          <Text size="xs" c="dimmed">
            {request.from ? `Sent by ${request.from} · ` : ''}
            {new Date(request.created).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          </Text>
        </div>
        {request.targets.length === 0 ? (
          <Text size="sm" c="dimmed">
            Its targets are no longer in the fight.
          </Text>
        ) : (
          request.targets.map((target) => (
            <Group key={target.key} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {target.name}
              </Text>
              <NumberInput
                size="xs"
                w={90}
                min={0}
                max={MAX_REQUEST_AMOUNT}
                allowDecimal={false}
                allowNegative={false}
                aria-label={`Amount for ${target.name}`}
                value={amounts[target.key] ?? ''}
                onChange={(value) => setAmounts((before) => ({ ...before, [target.key]: value }))}
              />
            </Group>
          ))
        )}
        {remove.error && (
          <Text size="sm" c="red" role="alert">
            {remove.error.message}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Delete ${who}'s request`}
            loading={remove.isPending && !applied}
            disabled={remove.isPending}
            onClick={() => remove.mutate({ params })}
          >
            Delete
          </Button>
          <Button
            size="compact-sm"
            aria-label={`Apply ${who}'s request`}
            loading={remove.isPending && applied}
            disabled={remove.isPending || applied || settled.every(({ amount }) => amount === 0)}
            onClick={apply}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
