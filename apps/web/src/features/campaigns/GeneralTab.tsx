import { Alert, Button, Group, SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ADVANCEMENTS, type CampaignRecordInput, campaignRecordSchema } from '@skald/contract/library/campaign-record';
import { notifyPositive } from '../../lib/notify.ts';
import { ADVANCEMENT_LABELS } from './advancement-label.ts';
import { campaignRecord, type StoredCampaign, useSaveCampaign } from './use-save-campaign.ts';

/** A campaign's name, background, advancement and privacy. */
export function GeneralTab({ campaign }: { campaign: StoredCampaign }) {
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
  }

  return (
    <form onSubmit={form.onSubmit((values) => submit(values).catch(() => undefined))} noValidate>
      <Stack gap="md" maw={640}>
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <TextInput label="Name" required withAsterisk {...form.getInputProps('name')} />
        <Textarea
          label="Background"
          description="The story so far, for you as the game master."
          autosize
          minRows={4}
          maxRows={16}
          {...form.getInputProps('background')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="campaign-advancement">
            Advancement
          </Text>
          <SegmentedControl
            aria-labelledby="campaign-advancement"
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
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save campaign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
