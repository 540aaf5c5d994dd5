import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ImportReport } from '@skald/contract/library/library-io-routes';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ImportReportView } from './ImportReportView.tsx';

/** The most campaigns, and encounters, linked by name; the rest are in the campaigns list. */
const LINKED = 5;

/** Links to the campaigns the import stored, and to run their encounters. */
function StoredLinks({ stored }: { stored: ImportReport['stored'] }) {
  if (stored.campaigns.length === 0 && stored.encounters.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="import-stored-heading">
      <Title order={3} fz="h4" id="import-stored-heading">
        Where to go next
      </Title>
      <List spacing={4}>
        {stored.campaigns.slice(0, LINKED).map((campaign) => (
          <List.Item key={campaign.id}>
            <Anchor component={Link} to={`/content/campaigns/${campaign.id}`} underline="always">
              Open {campaign.name}
            </Anchor>
          </List.Item>
        ))}
        {stored.encounters.slice(0, LINKED).map((encounter) => (
          <List.Item key={encounter.id}>
            <Anchor component={Link} to={`/run-encounter/${encounter.campaign_id}/${encounter.id}`} underline="always">
              Run {encounter.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The import's report: links to what it stored, what it took kind by kind, and what it left out. */
export function ImportDone({ report, onAnother }: { report: ImportReport; onAnother: () => void }) {
  const fights = report.stored.encounters.length > 0;
  // The Import button is gone: focus moves to the outcome, so the next Tab reaches its links.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert ref={outcome} tabIndex={-1} color="green" variant="light" role="status" title="Imported">
        <Text fz="sm">
          {fights
            ? 'Your content is in your lists, and its encounters are ready to run.'
            : 'Your content is in your lists; open a kind to see it.'}
        </Text>
      </Alert>
      <StoredLinks stored={report.stored} />
      <ImportReportView report={report} />
      <Group>
        {(report.added.campaigns > 0 || report.overwritten.campaigns > 0 || fights) && (
          <Button component={Link} to="/content/campaigns" variant="default">
            All my campaigns
          </Button>
        )}
        <Button variant="default" onClick={onAnother}>
          Import another file
        </Button>
      </Group>
    </Stack>
  );
}
