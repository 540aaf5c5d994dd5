import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/**
 * Checks a request body against one of the contract's zod schemas. A refusal is a 400 whose message
 * is the first problem, prefixed by the field it concerns (`email: Enter a valid e-mail address.`).
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body);
  // A route whose schema takes any JSON value (a library import: a list of monsters is a file too) reads it;
  // every other route's is an object, and anything else is refused in these words.
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    if (parsed.success) return parsed.data;
    throw new HttpError(400, 'Send a JSON object as the request body.');
  }
  if (parsed.success) return parsed.data;
  throw new HttpError(400, describeIssue(parsed.error.issues[0]));
}

export function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The request body is not valid.';
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}.`;
  }
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
