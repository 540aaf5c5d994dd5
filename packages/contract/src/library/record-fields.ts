import { z } from 'zod';
import { formMessages } from './form-messages.ts';

/** Field schemas every library form shares, each refusing with content.md §5's message. */

/** A name stored lowercase (NPCs, items, spells, reminder titles) and shown in title case. */
export function lowercaseName(field: string, max = 100) {
  return z
    .string({ error: formMessages.required(field) })
    .trim()
    .min(1, formMessages.required(field))
    .max(max, formMessages.maxLength(field, max))
    .transform((name) => name.toLowerCase());
}

/** A name kept as typed (campaigns, players, characters). */
export function plainName(field: string, max = 100) {
  return z
    .string({ error: formMessages.required(field) })
    .trim()
    .min(1, formMessages.required(field))
    .max(max, formMessages.maxLength(field, max));
}

/** Free text up to `max` characters; missing is empty. */
export function longText(field: string, max = 10_000) {
  return z.string().max(max, formMessages.maxLength(field, max)).default('');
}

/**
 * A whole number between `min` and `max`, or null when left empty (content.md §5: an empty string becomes
 * null; numbers typed as text are parsed).
 */
export function optionalWholeNumber(field: string, min: number, max: number) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(min, formMessages.minValue(field, min))
      .max(max, formMessages.maxValue(field, max))
      .nullable(),
  );
}

/** An http(s) address of a picture, or empty. */
export function imageUrl(field: string) {
  return z
    .string()
    .trim()
    .max(2000, formMessages.maxLength(field, 2000))
    .refine((value) => value === '' || /^(https?:\/\/|\/api\/avatars\/)/.test(value), formMessages.url(field))
    .default('');
}

/** One value of a list: missing is "{field} is required", anything else is `refusal`. */
export function choiceOf<const Values extends readonly [string, ...string[]]>(
  field: string,
  values: Values,
  refusal = `Choose a ${field.toLowerCase()} from the list.`,
) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? formMessages.required(field) : refusal),
  });
}
