import { Alert, Button, Group, Modal, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ADVANCEMENTS,
  type CampaignRecordInput,
  campaignRecordSchema,
  campaignRoutes,
} from '@skald/contract/library/campaign-record';
import { useNavigate } from 'react-router';
import { useRouteMutation } from '../../lib/api/route-queries.ts';
import { notifyPositive } from '../../lib/notify.ts';
import { ADVANCEMENT_LABELS } from './advancement-label.ts';

const NEW_CAMPAIGN: CampaignRecordInput = { name: '', advancement: 'milestone', private: false };

/** Names a new campaign and opens it; the rest is filled in on the campaign's page. */
export function AddCampaignDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useRouteMutation(campaignRoutes.create, ['/api/library/campaigns']);
  const form = useForm<CampaignRecordInput>({
    mode: 'controlled',
    initialValues: NEW_CAMPAIGN,
    validate: schemaResolver(campaignRecordSchema, { sync: true }),
  });

  async function save(values: CampaignRecordInput) {
    const campaign = await create.mutateAsync({ body: values });
    notifyPositive(`${campaign.name} was added.`);
    form.reset();
    navigate(`/content/campaigns/${campaign.id}`);
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Add campaign" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={form.onSubmit((values) => save(values).catch(() => undefined))} noValidate>
        <Stack gap="md">
          {create.error && (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          )}
          <TextInput label="Name" required withAsterisk data-autofocus {...form.getInputProps('name')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="new-campaign-advancement">
              Advancement
            </Text>
            <SegmentedControl
              aria-labelledby="new-campaign-advancement"
              data={ADVANCEMENTS.map((value) => ({ value, label: ADVANCEMENT_LABELS[value] }))}
              value={form.values.advancement ?? 'milestone'}
              onChange={(value) => form.setFieldValue('advancement', value as 'milestone' | 'experience')}
            />
          </Stack>
          <Switch
            label="Private"
            description="Followers do not see a private campaign."
            {...form.getInputProps('private', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add campaign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
