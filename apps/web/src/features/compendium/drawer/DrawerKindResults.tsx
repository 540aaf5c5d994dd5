import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { listUrl } from '../../../lib/compendium/compendium-api.ts';
import type { ListAnswer, RecordIdentity } from '../../../lib/compendium/records.ts';
import { useApi } from '../../../lib/compendium/use-api.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { KIND_DETAILS } from '../kinds.ts';
import { failedOffline, OFFLINE_SEARCH_MISSING } from '../offline-words.ts';
import classes from './CompendiumDrawer.module.css';
import { DRAWER_RESULTS_PER_KIND, type DrawerKind, drawerSearchParams } from './drawer-search.ts';

interface Props {
  kind: DrawerKind;
  name: string;
  onOpen(kind: DrawerKind, entry: RecordIdentity): void;
}

/** One kind's matches for the drawer search: up to five names, and a link to the rest. */
export function DrawerKindResults({ kind, name, onOpen }: Props) {
  const { data, error, retry } = useApi<ListAnswer<RecordIdentity>>(listUrl(kind, drawerSearchParams(name)));
  const online = useOnline();
  const { plural } = KIND_DETAILS[kind];
  const headingId = `drawer-results-${kind}`;
  return (
    <section aria-labelledby={headingId} className={classes.group}>
      <Title order={3} id={headingId} className={classes.groupTitle}>
        {plural}
        {data && data.meta.count > 0 && (
          <Text span c="dimmed" fz="sm" fw={400}>
            {' '}
            ({data.meta.count})
          </Text>
        )}
      </Title>
      {failedOffline(error, online) ? (
        // No Try again: the search runs by itself when the connection returns.
        <Text fz="sm" c="dimmed">
          {OFFLINE_SEARCH_MISSING}
        </Text>
      ) : error ? (
        <Text fz="sm" c="dimmed">
          Could not search {plural.toLowerCase()}.{' '}
          <Button variant="subtle" size="compact-xs" onClick={retry}>
            Try again
          </Button>
        </Text>
      ) : !data ? (
        <Loader size="xs" aria-label={`Searching ${plural.toLowerCase()}`} />
      ) : data.results.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No {plural.toLowerCase()} match.
        </Text>
      ) : (
        <Stack gap={2}>
          <ul className={classes.results} aria-label={`${plural} found`}>
            {data.results.map((entry) => (
              <li key={entry._id}>
                <button type="button" className={classes.result} onClick={() => onOpen(kind, entry)}>
                  {entry.name}
                </button>
              </li>
            ))}
          </ul>
          {data.meta.count > DRAWER_RESULTS_PER_KIND && (
            <Anchor
              component={Link}
              to={`/compendium/${kind}?${new URLSearchParams({ name: name.trim() })}`}
              fz="sm"
              className={classes.more}
            >
              All {data.meta.count} {plural.toLowerCase()} matching “{name.trim()}”
            </Anchor>
          )}
        </Stack>
      )}
    </section>
  );
}
