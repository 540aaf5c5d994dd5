/** The part of a zod schema a form needs; structural, so the web app does not depend on zod itself. */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export type FieldErrors = Partial<Record<string, string>>;

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks a form's values with the contract's schema, the same one the server applies, and keeps the
 * first message per field so each input shows one clear sentence.
 */
export function checkForm<T>(schema: FormSchema<T>, values: unknown): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Beside a form's Save when it was refused: how many fields need a change, and where to look. */
export function fieldProblemsSentence(problems: number): string {
  return problems === 1
    ? 'One field needs a change: see the message under it.'
    : `${problems} fields need a change: see the message under each.`;
}
