/**
 * The server's refusal as a sentence for this page. A body check names its field first
 * (`targets: Choose at least one target.`); the form shows the sentence beside its fields, so the name goes.
 */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  return error.message.replace(/^[A-Za-z_][\w.]*: /, '');
}
