import { Loader, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { entryUrl, listUrl } from '../../../lib/compendium/compendium-api.ts';
import type { ConditionRecord, ListAnswer, RuleRecord } from '../../../lib/compendium/records.ts';
import { useApi } from '../../../lib/compendium/use-api.ts';
import { ConditionText } from '../condition/ConditionText.tsx';
import { ErrorBlock } from '../LoadStates.tsx';
import { RuleText } from '../rule/RuleText.tsx';

type ReferenceKind = 'conditions' | 'rules';

/** Every condition or rule by name: a few dozen at most. Rules list only the top ones; a rule shows its sections. */
const LIST_QUERIES: Record<ReferenceKind, URLSearchParams> = {
  conditions: new URLSearchParams({ limit: '100', fields: 'name', sort: 'name' }),
  rules: new URLSearchParams({ limit: '100', fields: 'parent', sort: 'name' }),
};
const LABELS: Record<ReferenceKind, string> = { conditions: 'Condition', rules: 'Rule' };

function Entry({ kind, slug }: { kind: ReferenceKind; slug: string }) {
  const { data, error, retry } = useApi<ConditionRecord | RuleRecord>(entryUrl(kind, slug));
  if (error) return <ErrorBlock error={error} title="This entry could not be loaded" onRetry={retry} />;
  if (!data) return <Loader size="sm" aria-label="Loading the entry" />;
  return kind === 'conditions' ? (
    <ConditionText condition={data as ConditionRecord} headingLevel={3} />
  ) : (
    <RuleText rule={data as RuleRecord} headingLevel={3} />
  );
}

/**
 * One kind of the compendium read by name in a small space (the DM screen's conditions and rules panels):
 * pick an entry, read it.
 */
export function ReferencePanel({ kind }: { kind: ReferenceKind }) {
  const list = useApi<ListAnswer<RuleRecord>>(listUrl(kind, LIST_QUERIES[kind]));
  const [slug, setSlug] = useState<string | null>(null);
  if (list.error)
    return <ErrorBlock error={list.error} title={`The ${kind} could not be loaded`} onRetry={list.retry} />;
  if (!list.data) return <Loader size="sm" aria-label={`Loading the ${kind}`} />;
  const options = list.data.results
    .filter((entry) => !entry.parent)
    .map((entry) => ({ value: entry.url, label: entry.name }));
  const chosen = slug ?? options[0]?.value ?? null;
  return (
    <Stack gap="sm">
      <Select
        label={LABELS[kind]}
        data={options}
        value={chosen}
        onChange={setSlug}
        searchable
        allowDeselect={false}
        nothingFoundMessage="None by that name"
        comboboxProps={{ withinPortal: true }}
      />
      {chosen && <Entry kind={kind} slug={chosen} />}
    </Stack>
  );
}
