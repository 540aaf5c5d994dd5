/** Reading values out of parsed JSON whose shape nobody promised: each helper gives a value or nothing. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A number, or the first whole number written in text ("30 ft." → 30, "+5" → 5). */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /[+-]?\d+(?:\.\d+)?/.exec(value);
  return match ? Number(match[0]) : undefined;
}

export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Text a stat block writes as one string or as a list of them ("fire, cold" or ["fire", "cold"]). */
export function listText(value: unknown): string {
  if (Array.isArray(value)) return value.flatMap((entry) => textOf(entry) ?? []).join(', ');
  return textOf(value) ?? '';
}

/** A field of the source the reader could not carry into the monster: where it is and what it held. */
export interface UnreadField {
  path: string;
  text: string;
}

/** Collects the fields a JSON reader leaves out, each shown as `path: value`. */
export class UnreadFields {
  readonly fields: UnreadField[] = [];

  add(path: string, value: unknown, reason?: string): void {
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    const short = shown === undefined ? String(value) : shown.length > 200 ? `${shown.slice(0, 199)}…` : shown;
    this.fields.push({ path, text: reason ? `${path}: ${short} (${reason})` : `${path}: ${short}` });
  }
}

/** The objects of a list of entries; anything else in it is listed as unread. */
export function entryObjects(value: unknown, path: string, unread: UnreadFields): JsonObject[] {
  return arrayOf(value).filter((entry, index): entry is JsonObject => {
    if (isObject(entry)) return true;
    unread.add(`${path}.${index}`, entry, 'not an entry');
    return false;
  });
}
