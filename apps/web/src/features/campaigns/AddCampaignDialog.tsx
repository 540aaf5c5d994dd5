import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type CampaignRecordInput,
  campaignRecordSchema,
  campaignRoutes,
} from '@skald/contract/library/campaign-record';
import { useNavigate } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { useRouteMutation } from '../../lib/api/route-queries.ts';
import { notifyPositive } from '../../lib/notify.ts';
import { AdvancementPrivacyFields } from './AdvancementPrivacyFields.tsx';

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
          <FormFailure message={create.error ? failureMessage(create.error) : null} />
          <TextInput label="Name" required withAsterisk data-autofocus {...form.getInputProps('name')} />
          <AdvancementPrivacyFields form={form} />
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
