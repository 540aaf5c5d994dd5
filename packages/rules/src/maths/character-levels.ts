/** The row of a by-level table (index 0 is level 1) for one character, refusing levels a character cannot have. */
function rowForCharacterLevel<Row>(table: readonly Row[], level: number): Row {
  const row = Number.isInteger(level) ? table[level - 1] : undefined;
  if (row === undefined) {
    throw new RangeError(`A character level is a whole number from 1 to ${table.length}, not ${level}`);
  }
  return row;
}

/** A party's total of a by-level table: each column summed over every character's row. */
export function partyTotals<Row extends { [Column in keyof Row]: number }>(
  table: readonly Row[],
  partyLevels: readonly number[],
): Row {
  const totals: Record<string, number> = {};
  for (const level of partyLevels) {
    for (const [column, value] of Object.entries(rowForCharacterLevel(table, level)) as [string, number][]) {
      totals[column] = (totals[column] ?? 0) + value;
    }
  }
  for (const column of Object.keys(table[0] ?? {})) totals[column] ??= 0;
  return totals as Row;
}
