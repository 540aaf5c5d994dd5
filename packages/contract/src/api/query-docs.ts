import type { z } from 'zod';

/**
 * The meta key naming the JSON Schema the API docs show for a query parameter. A query arrives as text
 * (`limit=15`, `type[]=dragon` once or many times), so the schema that reads it says less than what the
 * parameter takes: the docs show this instead.
 */
export const SHOWN_AS = 'x-shown-as';

export interface ParameterDoc {
  description: string;
  /** What the parameter takes, as a JSON Schema (`{ type: 'integer', minimum: 1 }`). */
  shownAs?: Record<string, unknown>;
  example?: unknown;
}

/** The same schema, documented: what the parameter means and what it takes. */
export function documented<Schema extends z.ZodType>(schema: Schema, doc: ParameterDoc): Schema {
  return schema.meta({
    description: doc.description,
    ...(doc.shownAs ? { [SHOWN_AS]: doc.shownAs } : {}),
    ...(doc.example === undefined ? {} : { example: doc.example }),
  });
}
