import { Stack, Text } from '@mantine/core';
import type { EncounterRequest } from '@skald/contract/live/broadcast-routes';
import { RequestCard } from './RequestCard.tsx';
import type { RequestsSource } from './requests-source.ts';
import { useWaitingRequests } from './use-waiting-requests.ts';

/** Outside a saved encounter nobody follows, so nobody asks. */
function NoRequestsHere() {
  return (
    <Stack gap={4}>
      <Text fw={700}>Nothing has been asked yet.</Text>
      <Text size="sm" c="dimmed">
        Players following a live broadcast of a saved encounter send their requests here.
      </Text>
    </Stack>
  );
}

/**
 * Followers' waiting requests, oldest first: read when the tab opens and again on every requests ping of
 * the host socket. The GM settles each target's amount, then applies (one batch, then the request is
 * deleted) or deletes it.
 */
export function RequestsPanel({ source }: { source?: RequestsSource }) {
  if (!source) return <NoRequestsHere />;
  return <WaitingRequests source={source} />;
}

function WaitingRequests({ source }: { source: RequestsSource }) {
  const query = useWaitingRequests(source.campaignId, source.encounterId);

  if (query.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        The requests could not be read: {query.error.message}
      </Text>
    );
  }
  const requests: EncounterRequest[] = query.data?.requests ?? [];
  if (query.isPending) return <Text c="dimmed">Reading the requests…</Text>;
  if (requests.length === 0) {
    return (
      <Stack gap={4}>
        <Text fw={700}>No requests waiting.</Text>
        <Text size="sm" c="dimmed">
          Players you gave control of a character can ask for damage or healing from the follow page while this
          encounter is live.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-label="Waiting requests" p={0} m={0} style={{ listStyle: 'none' }}>
      {requests.map((request) => (
        <li key={request.id}>
          <RequestCard request={request} source={source} />
        </li>
      ))}
    </Stack>
  );
}
