import { liveClientMessageSchema } from '@skald/contract/live/live-message-schemas';
import type { LiveClientMessage } from '@skald/contract/live/live-messages';
import type { RawData } from 'ws';
import { describeIssue } from '../../../http/parse-body.ts';

export const NOT_JSON_MESSAGE = 'A message must be JSON text.';

/** A client frame read and checked, or the sentence that says what is wrong with it. */
export function readClientFrame(data: RawData): { message: LiveClientMessage } | { error: string } {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  const text = bytes.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: NOT_JSON_MESSAGE };
  }
  const parsed = liveClientMessageSchema.safeParse(json);
  if (parsed.success) return { message: parsed.data };
  const issue = parsed.error.issues[0];
  // Unknown fields are named as the API's bodies name them; other issues carry the schema's sentence.
  return { error: issue?.code === 'unrecognized_keys' ? describeIssue(issue) : (issue?.message ?? NOT_JSON_MESSAGE) };
}
