import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ImportReport } from '@skald/contract/library/library-io-routes';
import { Link } from 'react-router';
import { ImportReportView } from './ImportReportView.tsx';

/** The import's report: what it took, kind by kind with links to the lists, and what it left out. */
export function ImportDone({ report, onAnother }: { report: ImportReport; onAnother: () => void }) {
  const campaigns = report.added.campaigns + report.overwritten.campaigns;
  const encounters = report.added.encounters + report.overwritten.encounters;
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" title="Imported">
        {encounters > 0
          ? 'Your content is in your lists. Open a campaign to run its encounters.'
          : 'Your content is in your lists; open a kind to see it.'}
      </Alert>
      <ImportReportView report={report} />
      <Group>
        {(campaigns > 0 || encounters > 0) && (
          <Button component={Link} to="/content/campaigns">
            Open my campaigns
          </Button>
        )}
        <Button variant="default" onClick={onAnother}>
          Import another file
        </Button>
      </Group>
    </Stack>
  );
}
