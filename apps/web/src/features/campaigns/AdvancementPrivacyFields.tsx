import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ADVANCEMENTS, type CampaignRecordInput } from '@skald/contract/library/campaign-record';
import { useId } from 'react';
import { ADVANCEMENT_LABELS } from './advancement-label.ts';

/** A campaign's advancement and privacy, as both the new-campaign dialog and the General tab ask them. */
export function AdvancementPrivacyFields({ form }: { form: UseFormReturnType<CampaignRecordInput> }) {
  const labelId = useId();
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          Advancement
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
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
    </>
  );
}
