import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ADVANCEMENT_LABELS } from './advancement-label.ts';
import type { StoredCampaign } from './use-save-campaign.ts';

/** What a campaign's page opens on: its story and settings to read, with editing one click away. */
export function CampaignOverview({ campaign, onEdit }: { campaign: StoredCampaign; onEdit(): void }) {
  const background = campaign.background.trim();
  return (
    <Stack gap="md" maw={640}>
      <Stack gap={4}>
        <Title order={2} size="h4">
          Background
        </Title>
        {background === '' ? (
          <Text c="dimmed">No background yet: Edit campaign to write the story so far.</Text>
        ) : (
          // Kept as typed, line breaks and all, and shown as text.
          <Text style={{ whiteSpace: 'pre-wrap' }}>{background}</Text>
        )}
      </Stack>
      <Text size="sm">
        {ADVANCEMENT_LABELS[campaign.advancement]} advancement ·{' '}
        {campaign.private ? 'Private: followers do not see it' : 'Followers may see it'}
      </Text>
      <Group>
        <Button variant="default" onClick={onEdit}>
          Edit campaign
        </Button>
      </Group>
    </Stack>
  );
}
