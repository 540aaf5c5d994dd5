/** True when the database refused a write because it would break a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}
