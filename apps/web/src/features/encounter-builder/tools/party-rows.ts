/** One row of the party: "4 characters of level 3". */
export interface PartyRow {
  /** Names the row for React and for its controls; never shown. */
  key: string;
  count: number;
  level: number;
}

export const PARTY_LIMITS = {
  /** Characters one row counts. */
  countMin: 1,
  countMax: 12,
  levelMin: 1,
  levelMax: 20,
  /** Rows of different levels. */
  rowsMax: 10,
} as const;

/** Four level-1 characters, the party most adventures start with. */
export const DEFAULT_PARTY: readonly PartyRow[] = [{ key: 'row-1', count: 4, level: 1 }];

/** A whole number within bounds; anything unreadable becomes `fallback`. */
export function clampWhole(value: unknown, min: number, max: number, fallback: number): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.round(number)));
}

/** Every character's level, a row of 3 at level 2 giving [2, 2, 2]. */
export function partyLevels(rows: readonly PartyRow[]): number[] {
  return rows.flatMap((row) => Array.from({ length: row.count }, () => row.level));
}

/** "4 characters of level 3, 1 of level 5". */
export function describeParty(rows: readonly PartyRow[]): string {
  if (rows.length === 0) return 'No characters yet';
  return rows
    .map((row, index) => {
      const who = index === 0 ? (row.count === 1 ? 'character' : 'characters') : '';
      return [row.count, who, `of level ${row.level}`].filter(Boolean).join(' ');
    })
    .join(', ');
}

/** A row key no other row has. */
function nextKey(rows: readonly PartyRow[]): string {
  const taken = new Set(rows.map((row) => row.key));
  let number = rows.length + 1;
  while (taken.has(`row-${number}`)) number++;
  return `row-${number}`;
}

/** Another row, one character at the last row's level, unless the party has all its rows. */
export function addPartyRow(rows: readonly PartyRow[]): PartyRow[] {
  if (rows.length >= PARTY_LIMITS.rowsMax) return [...rows];
  const level = rows[rows.length - 1]?.level ?? 1;
  return [...rows, { key: nextKey(rows), count: 1, level }];
}

export function removePartyRow(rows: readonly PartyRow[], key: string): PartyRow[] {
  return rows.filter((row) => row.key !== key);
}

/** A row's count or level changed, clamped to what a party can have. */
export function changePartyRow(
  rows: readonly PartyRow[],
  key: string,
  change: { count?: unknown; level?: unknown },
): PartyRow[] {
  return rows.map((row) =>
    row.key !== key
      ? row
      : {
          ...row,
          count:
            change.count === undefined
              ? row.count
              : clampWhole(change.count, PARTY_LIMITS.countMin, PARTY_LIMITS.countMax, row.count),
          level:
            change.level === undefined
              ? row.level
              : clampWhole(change.level, PARTY_LIMITS.levelMin, PARTY_LIMITS.levelMax, row.level),
        },
  );
}

/** Rows read back from storage: only well-formed ones, clamped, at most `rowsMax`; none gives the default. */
export function readPartyRows(value: unknown): PartyRow[] {
  if (!Array.isArray(value)) return [...DEFAULT_PARTY];
  const rows: PartyRow[] = [];
  for (const item of value) {
    if (rows.length >= PARTY_LIMITS.rowsMax) break;
    if (typeof item !== 'object' || item === null) continue;
    const { count, level } = item as Record<string, unknown>;
    if (typeof count !== 'number' || typeof level !== 'number') continue;
    rows.push({
      key: nextKey(rows),
      count: clampWhole(count, PARTY_LIMITS.countMin, PARTY_LIMITS.countMax, 1),
      level: clampWhole(level, PARTY_LIMITS.levelMin, PARTY_LIMITS.levelMax, 1),
    });
  }
  return rows.length > 0 ? rows : [...DEFAULT_PARTY];
}
