import { Paper, Stack, Title } from '@mantine/core';
import { campaignPartyRoute } from '@skald/contract/library/campaign-party';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { useSyncExternalStore } from 'react';
import { FormFailure, failureMessage } from '../../../components/FormFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-queries.ts';
import type { EncounterSession } from '../session/encounter-session.ts';
import { RewardsForm } from './RewardsForm.tsx';

interface AwardRewardsProps {
  campaignId: string;
  encounterId: string;
  /** The finished fight: what was given already, here or in another tab. */
  session: EncounterSession;
}

/** content.md §4: a finished encounter's experience shared among chosen players, and its loot to the campaign. */
export function AwardRewards({ campaignId, encounterId, session }: AwardRewardsProps) {
  const encounter = useSyncExternalStore(session.subscribe, () => session.snapshot().encounter);
  const params = { id: campaignId, encid: encounterId };
  const party = useRouteQuery(campaignPartyRoute, { params: { id: campaignId } });
  // The loot and the GM's experience figure are the encounter's setup, not the fight the session holds.
  const setup = useRouteQuery(encounterRoutes.read, { params });
  const members = (party.data?.players ?? [])
    .filter((player) => player.campaign_id === campaignId)
    .map((player) => ({ id: player.id, name: player.character_name }));
  const award = useRouteMutation(encounterRoutes.award, ['/api/library/campaigns']);
  // The answer says at once what was given; the session hears of it a moment later from the server.
  const xpGiven = encounter.xp_awarded === true || award.data?.encounter.xp_awarded === true;
  const lootGiven = encounter.currency_awarded === true || award.data?.encounter.currency_awarded === true;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rewards-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rewards-title">
          Rewards
        </Title>
        {!setup.data ? (
          <FormFailure message={setup.error ? failureMessage(setup.error) : null} />
        ) : (
          <RewardsForm
            members={members}
            entities={encounter.entities}
            override={setup.data.xp.override}
            loot={setup.data.loot}
            xpGiven={xpGiven}
            lootGiven={lootGiven}
            giving={award.isPending}
            failure={award.error ? failureMessage(award.error) : null}
            onGive={(choice) => award.mutate({ params, body: choice })}
          />
        )}
      </Stack>
    </Paper>
  );
}
