/**
 * The form rules of both specs, each a pure function returning undefined when the value passes and the
 * spec's exact message when it does not, so the web forms and the server's schemas say the same thing.
 *
 * Only `required` rejects an empty value (undefined, null, or blank text): every other rule passes it,
 * so an optional field may be left empty and a required one reports "is required", not a format error.
 */

type FieldValue = string | number | null | undefined;

/** The value as text, or undefined when it is empty and so left to `required`. */
function filled(value: FieldValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

/** Counts an emoji as one character, as the person typing it does. */
function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Numeric text as a number; anything else ('12abc', 'NaN') as undefined. */
function numeric(text: string): number | undefined {
  const number = Number(text.trim());
  return Number.isFinite(number) ? number : undefined;
}

/** Rejects undefined, null, blank text, false (an unticked box) and an empty list. */
export function required(field: string, value: unknown): string | undefined {
  const missing =
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return missing ? `${field} is required` : undefined;
}

export function maxLength(field: string, value: FieldValue, length: number): string | undefined {
  const text = filled(value);
  if (text === undefined || characterCount(text) <= length) return undefined;
  return `${field} must be ${length} or less`;
}

export function minLength(field: string, value: FieldValue, length: number): string | undefined {
  const text = filled(value);
  if (text === undefined || characterCount(text) >= length) return undefined;
  return `${field} can't be under ${length}`;
}

/** Text that is not a number fails too: "abc" is not 10 or less. */
export function maxValue(field: string, value: FieldValue, max: number): string | undefined {
  const text = filled(value);
  if (text === undefined) return undefined;
  const number = numeric(text);
  return number !== undefined && number <= max ? undefined : `${field} must be ${max} or less`;
}

export function minValue(field: string, value: FieldValue, min: number): string | undefined {
  const text = filled(value);
  if (text === undefined) return undefined;
  const number = numeric(text);
  return number !== undefined && number >= min ? undefined : `${field} can't be under ${min}`;
}

/** Inclusive at both ends. */
export function between(value: FieldValue, minimum: number, maximum: number): string | undefined {
  const text = filled(value);
  if (text === undefined) return undefined;
  const number = numeric(text);
  const inside = number !== undefined && number >= minimum && number <= maximum;
  return inside ? undefined : `Must be between ${minimum} and ${maximum}`;
}

/** Letters of any alphabet count, so players can keep the accents of their characters' names. */
export function alphaDash(value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined || /^[\p{L}\p{N}_-]+$/u.test(text)) return undefined;
  return 'may only contain alpha-numeric characters, dashes and underscores';
}

export function alphaNum(value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined || /^[\p{L}\p{N}]+$/u.test(text)) return undefined;
  return 'may only contain alpha-numeric characters.';
}

/** Only catches typos (no @, a space, no domain ending): the mail server is the real judge. */
export function email(field: string, value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return undefined;
  return `${field} must be a valid email address.`;
}

/** When a spent ability comes back: on a 6, on a 5-6, or after a rest. */
export function recharge(value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined || /^(\d+|\d+-\d+|rest)$/.test(text)) return undefined;
  return 'Allowed format: 6, 5-6 or rest';
}

/** A weapon's range in feet, normal and optionally long: 20 or 20/60. */
export function range(value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined || /^\d+(\/\d+)?$/.test(text)) return undefined;
  return 'Allowed format: 20 or 20/60';
}

export function hitDice(value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined || /^\d+d\d+$/.test(text)) return undefined;
  return 'Allowed format: 2d6';
}

/** Optional http(s)://, optional www., a domain ending in 2 to 5 letters, optional port and path. */
const URL_PATTERN = /^(https?:\/\/)?(www\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,5}(:\d{1,5})?(\/\S*)?$/i;

export function url(field: string, value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined || URL_PATTERN.test(text)) return undefined;
  return `${field} must be a valid URL`;
}

/** A soundboard entry is a web link, or a spotify: URI that opens the Spotify app. */
export function audio(field: string, value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined || URL_PATTERN.test(text) || text.startsWith('spotify:')) return undefined;
  return `${field} must be a valid URL or URI`;
}

/** A [bracketed] word that is not one of the reminder's variables would be shown to players as typed. */
export function variableCheck(field: string, value: FieldValue, variables: readonly string[]): string | undefined {
  const text = filled(value);
  if (text === undefined) return undefined;
  const used = Array.from(text.matchAll(/\[([^\]]*)\]/g), (match) => match[1] ?? '');
  if (used.every((name) => variables.includes(name))) return undefined;
  return `The ${field} contains undefined variables.`;
}

export function json(value: FieldValue): string | undefined {
  const text = filled(value);
  if (text === undefined) return undefined;
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    return 'This field contains invalid JSON';
  }
}

/**
 * Usernames compare lowercase, so "Gandalf" is taken once "gandalf" is. The accounts issue corrects the
 * specification's "usename" typo in this message, and the issue is the newer word.
 */
export function uniqueUsername(value: FieldValue, takenUsernames: readonly string[]): string | undefined {
  const text = filled(value);
  if (text === undefined || !takenUsernames.some((taken) => taken.toLowerCase() === text.toLowerCase())) {
    return undefined;
  }
  return 'This username has already been taken';
}
