/** The row of a by-level table (index 0 is level 1) for one character, refusing levels a character cannot have. */
export function rowForCharacterLevel<Row>(table: readonly Row[], level: number): Row {
  const row = Number.isInteger(level) ? table[level - 1] : undefined;
  if (row === undefined) {
    throw new RangeError(`A character level is a whole number from 1 to ${table.length}, not ${level}`);
  }
  return row;
}
