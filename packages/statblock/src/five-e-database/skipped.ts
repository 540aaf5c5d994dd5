/** Something in a source record that could not be carried over, and why. */
export interface Skipped {
  /** `{kind}/{slug}`, e.g. `monsters/glimmer-newt`. */
  record: string;
  field: string;
  reason: string;
}

/** A mapped record and what it lost on the way. */
export interface Mapped<T> {
  value: T;
  skipped: Skipped[];
}

export type Skip = (field: string, reason: string) => void;

/** Collects what one source record loses on the way in. */
export function skipLog(record: string): { skipped: Skipped[]; skip: Skip } {
  const skipped: Skipped[] = [];
  return {
    skipped,
    skip: (field, reason) => {
      skipped.push({ record, field, reason });
    },
  };
}
