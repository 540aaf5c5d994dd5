import { Anchor, Button, Group, Stack } from '@mantine/core';
import { KIND_SINGULAR } from '@skald/contract/compendium-kinds';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SrdAttribution } from '../../../components/SrdAttribution.tsx';
import { entryUrl } from '../../../lib/compendium/compendium-api.ts';
import type { RecordIdentity, RecordOfKind } from '../../../lib/compendium/records.ts';
import { useApi } from '../../../lib/compendium/use-api.ts';
import { EntryView } from '../detail/EntryView.tsx';
import { entryPath } from '../kinds.ts';
import { ErrorBlock, LoadingBlock } from '../LoadStates.tsx';
import type { DrawerKind } from './drawer-search.ts';

interface Props {
  kind: DrawerKind;
  entry: RecordIdentity;
  onBack(): void;
}

/** An entry opened from the drawer's results, drawn as on its page, with the way back and to its page. */
export function DrawerEntry({ kind, entry, onBack }: Props) {
  const { data, error, retry } = useApi<RecordOfKind[DrawerKind]>(entryUrl(kind, entry.url));
  const singular = KIND_SINGULAR[kind];
  return (
    <Stack gap="sm" data-testid="drawer-entry">
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
          onClick={onBack}
        >
          Back to results
        </Button>
        <Anchor component={Link} to={entryPath(kind, entry.url)} fz="sm">
          <Group gap={4} component="span" wrap="nowrap">
            Open the full page
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      </Group>
      {data ? (
        <EntryView kind={kind} record={data} headingLevel={3} />
      ) : error ? (
        <ErrorBlock error={error} title={`This ${singular} could not be loaded`} onRetry={retry} />
      ) : (
        <LoadingBlock label={`Loading ${entry.name}…`} rows={4} />
      )}
      {data && <SrdAttribution />}
    </Stack>
  );
}
