import { LIBRARY_FILE_NOTES, type LibraryImportKind } from '@skald/contract/library/library-io-limits';
import type { ImportReport } from '@skald/contract/library/library-io-routes';
import type { ContentOverview } from '@skald/contract/library/tier-routes';
import { LIBRARY_KINDS } from '../../components/library/content-kinds.ts';

/** One line of an import's counts: what it is called, where its list is, and how the tier counts it. */
export interface ReportKind {
  kind: LibraryImportKind;
  label: string;
  /** The list to open once imported; none for what has no list of its own. */
  to?: string;
  /** `library`: one slot each of the tier's; `campaign`: the tier's limit is per campaign; `none`: no slots. */
  slots: 'library' | 'campaign' | 'none';
}

/** Every list an import report counts, in the side menu's order, then what has no list of its own. */
export const REPORT_KINDS: ReportKind[] = [
  ...LIBRARY_KINDS.map((entry): ReportKind => ({ ...entry, slots: 'library' })),
  { kind: 'encounters', label: 'Encounters', to: '/content/campaigns', slots: 'campaign' },
  { kind: 'soundboard', label: 'Soundboard links', slots: 'none' },
  { kind: LIBRARY_FILE_NOTES, label: 'Campaign notes', slots: 'none' },
];

export function kindLabel(kind: LibraryImportKind): string {
  return REPORT_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;
}

/** The kinds the report adds or overwrites anything of. */
export function kindsTouched(report: ImportReport): ReportKind[] {
  return REPORT_KINDS.filter((entry) => report.added[entry.kind] > 0 || report.overwritten[entry.kind] > 0);
}

/** Records added and overwritten, all kinds together; campaign notes go with their campaign, uncounted. */
export function totalTouched(report: ImportReport): number {
  return REPORT_KINDS.reduce(
    (sum, entry) =>
      entry.kind === LIBRARY_FILE_NOTES ? sum : sum + report.added[entry.kind] + report.overwritten[entry.kind],
    0,
  );
}

/**
 * The slots a kind has free before the import, in words: "12 of 20 free", "no limit", "up to 15 a
 * campaign"; undefined while the counts load or for what takes no slot. `short` is more than is free.
 */
export function freeSlots(
  entry: ReportKind,
  adding: number,
  overview: ContentOverview | undefined,
): { text: string; short: boolean } | undefined {
  if (!overview || entry.slots === 'none') return undefined;
  if (entry.kind !== 'encounters' && entry.slots === 'library') {
    const kind = entry.kind as keyof ContentOverview['counts'];
    const limit = overview.tier.benefits[kind];
    if (limit === null) return { text: 'no limit', short: false };
    const free = Math.max(0, limit - overview.counts[kind]);
    return { text: `${free} of ${limit} free`, short: adding > free };
  }
  const limit = overview.tier.benefits.encounters;
  return { text: limit === null ? 'no limit' : `up to ${limit} a campaign`, short: false };
}
