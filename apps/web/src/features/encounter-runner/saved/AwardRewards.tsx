import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { campaignPartyRoute } from '@skald/contract/library/campaign-party';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { useState, useSyncExternalStore } from 'react';
import { FormFailure, failureMessage } from '../../../components/FormFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-queries.ts';
import type { EncounterSession } from '../session/encounter-session.ts';

interface AwardRewardsProps {
  campaignId: string;
  encounterId: string;
  /** The finished fight: what was given already, here or in another tab. */
  session: EncounterSession;
}

/** content.md §4: a finished encounter's experience shared among chosen players, and its coins to the campaign. */
export function AwardRewards({ campaignId, encounterId, session }: AwardRewardsProps) {
  const encounter = useSyncExternalStore(session.subscribe, () => session.snapshot().encounter);
  const party = useRouteQuery(campaignPartyRoute, { params: { id: campaignId } });
  const members = (party.data?.players ?? []).filter((player) => player.campaign_id === campaignId);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? members.map((player) => player.id);
  const award = useRouteMutation(encounterRoutes.award, ['/api/library/campaigns']);
  // The answer says at once what was given; the session hears of it a moment later from the server.
  const xpGiven = encounter.xp_awarded === true || award.data?.encounter.xp_awarded === true;
  const coinsGiven = encounter.currency_awarded === true || award.data?.encounter.currency_awarded === true;
  const [xp, setXp] = useState(true);
  const [coins, setCoins] = useState(true);
  const giveXp = xp && !xpGiven && members.length > 0;
  const giveCoins = coins && !coinsGiven;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rewards-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rewards-title">
          Rewards
        </Title>
        {xpGiven && coinsGiven ? (
          <Text size="sm">The experience and the coins were given. Resetting the encounter takes them back.</Text>
        ) : (
          <>
            <Checkbox
              label={xpGiven ? 'Experience given' : 'Share the experience'}
              checked={xpGiven || giveXp}
              disabled={xpGiven || members.length === 0}
              onChange={(event) => setXp(event.currentTarget.checked)}
            />
            {giveXp && (
              <Checkbox.Group ml="xl" label="Players who share the experience" value={picked} onChange={setChosen}>
                <Stack gap={6} mt={6}>
                  {members.map((player) => (
                    <Checkbox key={player.id} value={player.id} label={player.character_name} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            <Checkbox
              label={coinsGiven ? 'Coins given' : "Put the loot's coins in the campaign's purse"}
              checked={coinsGiven || giveCoins}
              disabled={coinsGiven}
              onChange={(event) => setCoins(event.currentTarget.checked)}
            />
            <FormFailure message={award.error ? failureMessage(award.error) : null} />
            <div>
              <Button
                loading={award.isPending}
                disabled={!giveXp && !giveCoins}
                onClick={() =>
                  award.mutate({
                    params: { id: campaignId, encid: encounterId },
                    body: { players: giveXp ? picked : [], xp: giveXp, currency: giveCoins },
                  })
                }
              >
                Give rewards
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
