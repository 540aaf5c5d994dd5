import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type CampaignRecordInput, campaignRecordSchema } from '@skald/contract/library/campaign-record';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { notifyPositive } from '../../lib/notify.ts';
import { AdvancementPrivacyFields } from './AdvancementPrivacyFields.tsx';
import { campaignRecord, type StoredCampaign, useSaveCampaign } from './use-save-campaign.ts';

/** A campaign's name, background, advancement and privacy, to edit; `onDone` goes back to the overview. */
export function GeneralTab({ campaign, onDone }: { campaign: StoredCampaign; onDone(): void }) {
  const { save, saving, error } = useSaveCampaign(campaign);
  const form = useForm<CampaignRecordInput>({
    mode: 'controlled',
    initialValues: campaignRecord(campaign),
    validate: schemaResolver(campaignRecordSchema, { sync: true }),
  });

  async function submit(values: CampaignRecordInput) {
    const { name, background, advancement, private: hidden } = values;
    const saved = await save({ name, background, advancement, private: hidden });
    form.resetDirty(campaignRecord(saved));
    notifyPositive(`${saved.name} was saved.`);
    onDone();
  }

  return (
    <form onSubmit={form.onSubmit((values) => submit(values).catch(() => undefined))} noValidate>
      <Stack gap="md" maw={640}>
        <FormFailure message={error ? failureMessage(error) : null} />
        <TextInput label="Name" required withAsterisk {...form.getInputProps('name')} />
        <Textarea
          label="Background"
          description="The story so far, for you as the game master."
          autosize
          minRows={4}
          maxRows={16}
          {...form.getInputProps('background')}
        />
        <AdvancementPrivacyFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save campaign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
