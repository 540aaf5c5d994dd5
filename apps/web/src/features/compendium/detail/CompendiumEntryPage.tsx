import { type CompendiumKind, KIND_SINGULAR } from '@skald/contract/compendium-kinds';
import { useParams } from 'react-router';
import { ApiError, entryUrl } from '../../../lib/compendium/compendium-api.ts';
import type { RecordOfKind } from '../../../lib/compendium/records.ts';
import { useApi } from '../../../lib/compendium/use-api.ts';
import { usePageMetaOverride } from '../../../lib/page-meta-override.ts';
import { CompendiumPage, type Crumb } from '../CompendiumPage.tsx';
import { KIND_DETAILS } from '../kinds.ts';
import { EntryNotFound, ErrorBlock, LoadingBlock } from '../LoadStates.tsx';
import { CopyToNpcsButton } from '../monster/CopyToNpcsButton.tsx';
import { EntryView } from './EntryView.tsx';
import { entryDescription } from './entry-meta.ts';

interface EntryPageProps<K extends CompendiumKind> {
  kind: K;
  /** The list this entry belongs to, for the breadcrumbs and the way back. */
  list: Crumb;
  /** Where a monster's other forms link to. */
  monsterPath?: (url: string) => string;
  /** Entries this page does not show count as not found: /homebrew shows only homebrew. */
  accept?: (record: RecordOfKind[K]) => boolean;
}

/** One entry on its own page: loaded by the slug or id in the address, with its title and description. */
export function EntryPage<K extends CompendiumKind>({ kind, list, monsterPath, accept }: EntryPageProps<K>) {
  const { id = '' } = useParams();
  const answer = useApi<RecordOfKind[K]>(entryUrl(kind, id));
  const refused = answer.data !== undefined && accept !== undefined && !accept(answer.data);
  const data = refused ? undefined : answer.data;
  const error = refused ? new ApiError(404, 'Not found') : answer.error;
  const retry = answer.retry;
  usePageMetaOverride(
    data
      ? { title: data.name, description: entryDescription(kind, data) }
      : error?.notFound
        ? { title: `${KIND_DETAILS[kind].plural}: not found` }
        : null,
  );

  const crumbs: Crumb[] = [
    ...(list.to.startsWith('/compendium/') ? [{ to: '/compendium', label: 'Compendium' }] : []),
    list,
    { to: `${list.to}/${id}`, label: data?.name ?? id },
  ];
  const singular = KIND_SINGULAR[kind];
  return (
    <CompendiumPage crumbs={crumbs}>
      {data ? (
        <>
          {kind === 'monsters' && <CopyToNpcsButton slug={data.url} name={data.name} />}
          <EntryView kind={kind} record={data} monsterPath={monsterPath} />
        </>
      ) : error?.notFound ? (
        <EntryNotFound what={singular} name={id} backTo={list.to} backLabel={`Browse ${list.label.toLowerCase()}`} />
      ) : error ? (
        <ErrorBlock error={error} title={`This ${singular} could not be loaded`} onRetry={retry} />
      ) : (
        <LoadingBlock label={`Loading the ${singular}…`} rows={6} />
      )}
    </CompendiumPage>
  );
}

export function CompendiumEntryPage<K extends CompendiumKind>({ kind }: { kind: K }) {
  return <EntryPage kind={kind} list={{ to: `/compendium/${kind}`, label: KIND_DETAILS[kind].plural }} />;
}
