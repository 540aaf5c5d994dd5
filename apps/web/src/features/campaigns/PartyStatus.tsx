import { Avatar, Badge, Button, Group, Modal, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PartyPlayer } from '@skald/contract/library/campaign-party';
import type { CampaignMemberState } from '@skald/contract/library/campaign-record';
import { IconShield } from '@tabler/icons-react';
import { useState } from 'react';
import { healthColor } from '../../lib/health-color.ts';
import { campaignPlayers, memberHitPoints, memberStatus } from './party-status.ts';

function Passives({ player }: { player: PartyPlayer }) {
  const passives = [
    ['Perception', player.passive_perception],
    ['Insight', player.passive_insight],
    ['Investigation', player.passive_investigation],
  ] as const;
  return (
    <Text size="sm" c="dimmed">
      Passive{' '}
      {passives.map(([name, value], index) => (
        <span key={name}>
          {index > 0 && ' · '}
          {name} <strong>{value ?? '–'}</strong>
        </span>
      ))}
    </Text>
  );
}

function MemberCard({ player, state }: { player: PartyPlayer; state: CampaignMemberState | undefined }) {
  const hp = memberHitPoints(player.maxHp, state);
  const status = memberStatus(state);
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={player.character_name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={player.avatar || null} alt="" name={player.character_name} color="initials" />
            <Stack gap={0}>
              <Text fw={600}>{player.character_name}</Text>
              {player.level !== null && (
                <Text size="xs" c="dimmed">
                  Level {player.level}
                </Text>
              )}
            </Stack>
          </Group>
          <Group gap={4} wrap="nowrap" aria-label={`Armor class ${player.ac ?? 'not set'}`}>
            <IconShield size={18} aria-hidden />
            <Text fw={600}>{player.ac ?? '–'}</Text>
          </Group>
        </Group>
        {hp ? (
          <Stack gap={2}>
            <Group justify="space-between">
              <Text size="sm">
                {hp.current} / {hp.max} HP{hp.temp > 0 && ` (+${hp.temp} temp)`}
              </Text>
              {status && (
                <Badge color={state?.dead ? 'red' : 'gray'} variant="light">
                  {status}
                </Badge>
              )}
            </Group>
            <Progress
              value={hp.max > 0 ? (hp.current / hp.max) * 100 : 0}
              color={healthColor(hp.current, hp.max)}
              aria-label={`${player.character_name}: ${hp.current} of ${hp.max} hit points`}
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No maximum hit points on the sheet.
          </Text>
        )}
        <Passives player={player} />
      </Stack>
    </Paper>
  );
}

/**
 * The party as the last fight left it: each player's hit points, AC and passives, and a long rest for
 * everyone. Hit points carry from one encounter of the campaign to the next.
 */
export function PartyStatus({
  members,
  library,
  resting,
  onLongRest,
}: {
  members: Record<string, CampaignMemberState>;
  library: PartyPlayer[];
  resting: boolean;
  onLongRest: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const party = campaignPlayers(members, library);
  return (
    <Stack gap="sm" component="section" aria-labelledby="campaign-party-status">
      <Group justify="space-between">
        <Title order={2} size="h3" id="campaign-party-status">
          Party
        </Title>
        <Button variant="light" onClick={() => setAsking(true)} disabled={party.length === 0}>
          Long rest
        </Button>
      </Group>
      {party.length === 0 ? (
        <Text c="dimmed">Add players below to see their hit points, armor class and passives here.</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {party.map((player) => (
            <MemberCard key={player.id} player={player} state={members[player.id]} />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Take a long rest?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text mb="lg">
          Every living member of the party regains all hit points and loses temporary hit points and any lowered
          maximum; death saves are cleared. The dead stay dead.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button
            loading={resting}
            onClick={async () => {
              await onLongRest();
              setAsking(false);
            }}
          >
            Rest
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
