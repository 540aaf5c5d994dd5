import { Alert, Anchor, Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { campaignRoutes } from '@skald/contract/library/campaign-record';
import { encounterSetupSchema } from '@skald/contract/library/encounter-record';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { mathRandom } from '@skald/rules/dice/random';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormFailure, failureMessage } from '../../../components/FormFailure.tsx';
import { callRoute } from '../../../lib/api/call-route.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-queries.ts';
import { partyEntities } from '../add-party.ts';
import { ENCOUNTERS_PATH } from '../use-encounter-form.ts';
import { monsterCombatants } from './planned-combatants.ts';
import type { PlannedMonster } from './planned-monsters.ts';

const nameSchema = encounterSetupSchema.pick({ name: true });

/** The campaign's players as combatants, read from the library. */
async function campaignPlayers(campaignId: string) {
  const campaign = await callRoute(campaignRoutes.read, { params: { id: campaignId } });
  return partyEntities({ players: Object.keys(campaign.players), companions: [] }, []);
}

/**
 * Signed in: saves the planned monsters as a new encounter of one of the user's campaigns (with the
 * campaign's players, when asked), then links to it.
 */
export function SaveToCampaign({ monsters }: { monsters: PlannedMonster[] }) {
  const campaigns = useRouteQuery(campaignRoutes.list, { query: { sort: 'name' } });
  const create = useRouteMutation(encounterRoutes.create, [ENCOUNTERS_PATH]);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [withPlayers, setWithPlayers] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ campaignId: string; encounterId: string; name: string } | null>(null);

  const list = campaigns.data?.results ?? [];
  const save = async () => {
    const checked = nameSchema.safeParse({ name });
    setNameError(checked.success ? null : (checked.error.issues[0]?.message ?? 'Give the encounter a name.'));
    if (!checked.success || !campaignId) return;
    setBusy(true);
    setFailure(null);
    try {
      const players = withPlayers ? await campaignPlayers(campaignId) : [];
      const foes = await monsterCombatants(
        monsters,
        players.map((player) => player.name),
        mathRandom,
      );
      const encounter = await create.mutateAsync({
        params: { id: campaignId },
        body: { name: checked.data.name, entities: [...players, ...foes] },
      });
      setSaved({ campaignId, encounterId: encounter.id, name: encounter.name });
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="save-title">
      <Title order={2} size="h4" id="save-title">
        Save to a campaign
      </Title>
      {campaigns.error && <FormFailure message={campaigns.error.message} />}
      {campaigns.data && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have no campaign yet.{' '}
          <Anchor component={Link} to="/content/campaigns" underline="always">
            Make one
          </Anchor>{' '}
          to save encounters in it.
        </Text>
      ) : (
        <>
          <Select
            label="Campaign"
            placeholder={campaigns.isLoading ? 'Loading your campaigns…' : 'Choose a campaign'}
            data={list.map((campaign) => ({ value: String(campaign.id), label: String(campaign.name) }))}
            value={campaignId}
            onChange={(value) => setCampaignId(value === null ? null : String(value))}
          />
          <TextInput
            label="Encounter name"
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Checkbox
            label="Add the campaign's players"
            checked={withPlayers}
            onChange={(event) => setWithPlayers(event.currentTarget.checked)}
          />
          <FormFailure message={failure} />
          <Group>
            <Button onClick={() => void save()} loading={busy} disabled={!campaignId || monsters.length === 0}>
              Save to the campaign
            </Button>
          </Group>
        </>
      )}
      {saved && (
        <Alert color="green" title={`Saved “${saved.name}”`}>
          <Group gap="md">
            <Anchor component={Link} to={`/content/campaigns/${saved.campaignId}/${saved.encounterId}`}>
              Open the encounter
            </Anchor>
            <Anchor component={Link} to={`/run-encounter/${saved.campaignId}/${saved.encounterId}`}>
              Run it
            </Anchor>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
