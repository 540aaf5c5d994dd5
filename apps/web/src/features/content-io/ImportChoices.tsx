import { Badge, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { IMPORTED_ENCOUNTERS_CAMPAIGN, type LibraryImportDuplicates } from '@skald/contract/library/library-io-limits';
import type { ImportReport } from '@skald/contract/library/library-io-routes';
import { useCampaignChoices } from '../../lib/api/use-campaign-choices.ts';
import { shownName } from './ImportReportView.tsx';
import { kindLabel } from './import-kinds.ts';

/** What the importer chose: what to do with records named like theirs, and where campaign-less encounters go. */
export interface ImportChoiceValues {
  duplicates: LibraryImportDuplicates;
  /** One of the user's campaigns; null for a new campaign named "Imported encounters". */
  campaign: string | null;
}

export const DEFAULT_CHOICES: ImportChoiceValues = { duplicates: 'keep', campaign: null };

/** The most duplicate names listed; the rest are counted. */
const NAMES_SHOWN = 30;
/** The select's value for a new campaign (a campaign's id is a UUID, never this). */
const NEW_CAMPAIGN = 'new';

const DUPLICATE_OPTIONS: { value: LibraryImportDuplicates; label: string; description: string }[] = [
  { value: 'skip', label: 'Skip', description: 'Keep yours as they are; the file’s links to them point at yours.' },
  { value: 'overwrite', label: 'Overwrite', description: 'Replace yours with the file’s; they keep their place.' },
  { value: 'keep', label: 'Keep both', description: 'Add the file’s as new records beside yours.' },
];

function Duplicates({ report }: { report: ImportReport }) {
  const shown = report.duplicates.slice(0, NAMES_SHOWN);
  const more = report.duplicates.length - shown.length;
  return (
    <Stack gap={6}>
      <Text>
        {report.duplicates.length === 1
          ? 'One record of the file has the name of one of yours:'
          : `${report.duplicates.length} records of the file have the names of yours:`}
      </Text>
      <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((duplicate, index) => (
          // The same name may stand twice (two kinds, or twice in one file): the place keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list drawn once per answer.
          <Group key={index} component="li" gap={4} wrap="nowrap">
            <Badge variant="light" color="gray" tt="none">
              {kindLabel(duplicate.kind)}
            </Badge>
            <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {shownName(duplicate)}
            </Text>
          </Group>
        ))}
        {more > 0 && (
          <Text component="li" fz="sm" c="dimmed">
            and {more} more
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The importer's choices beside a preview: Skip / Overwrite / Keep both when records match theirs by name,
 * and the campaign for encounters the file puts in none. Each change asks the server for a new preview.
 */
export function ImportChoices({
  report,
  askCampaign,
  values,
  onChange,
  disabled,
}: {
  report: ImportReport;
  askCampaign: boolean;
  values: ImportChoiceValues;
  onChange: (values: ImportChoiceValues) => void;
  disabled: boolean;
}) {
  const campaigns = useCampaignChoices();
  if (report.duplicates.length === 0 && !askCampaign) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="import-choices-heading">
      <Title order={3} fz="h4" id="import-choices-heading">
        Your choices
      </Title>
      {report.duplicates.length > 0 && (
        <Stack gap="sm">
          <Duplicates report={report} />
          <Radio.Group
            label="Records with the same name"
            value={values.duplicates}
            onChange={(value) => onChange({ ...values, duplicates: value as LibraryImportDuplicates })}
          >
            <Stack gap="xs" mt="xs">
              {DUPLICATE_OPTIONS.map((option) => (
                <Radio
                  key={option.value}
                  value={option.value}
                  label={option.label}
                  description={option.description}
                  disabled={disabled}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      )}
      {askCampaign && (
        <Select
          label="Campaign for the file's encounters"
          description="The file keeps encounters outside any campaign; Skald keeps each in one."
          data={[{ value: NEW_CAMPAIGN, label: `A new campaign: ${IMPORTED_ENCOUNTERS_CAMPAIGN}` }, ...campaigns]}
          value={values.campaign ?? NEW_CAMPAIGN}
          onChange={(value) => onChange({ ...values, campaign: value && value !== NEW_CAMPAIGN ? value : null })}
          allowDeselect={false}
          disabled={disabled}
          maw={420}
        />
      )}
    </Stack>
  );
}
