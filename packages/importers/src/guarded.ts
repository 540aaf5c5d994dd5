/** What a record is refused with when converting it overflowed the stack or met a shape no reader expects. */
export const UNREADABLE_RECORD =
  'It holds values nested too deep or of a shape no reader expects, so it could not be read.';

/**
 * One record's conversion, never throwing: a record of deeply nested junk can overflow the stack in a reader
 * or a schema, and that record alone is refused while the rest of the file converts.
 */
export function guarded<Result>(convert: () => Result): Result | { refusal: string } {
  try {
    return convert();
  } catch {
    return { refusal: UNREADABLE_RECORD };
  }
}
