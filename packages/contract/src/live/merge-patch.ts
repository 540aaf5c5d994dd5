/**
 * JSON merge patches (RFC 7396) between two views: what changed, with null for a removed member and
 * arrays replaced whole. Zod-free and tiny, for the server's fan-out and the follow page alike.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The patch taking `before` to `after`, or undefined when they are equal. Views never hold null members. */
export function diffMergePatch(before: unknown, after: unknown): unknown {
  if (!isObject(before) || !isObject(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? undefined : after;
  }
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(before)) if (!(key in after)) patch[key] = null;
  for (const [key, value] of Object.entries(after)) {
    const change = key in before ? diffMergePatch(before[key], value) : value;
    if (change !== undefined) patch[key] = change;
  }
  return Object.keys(patch).length === 0 ? undefined : patch;
}

/** `target` with `patch` applied; neither is changed. */
export function applyMergePatch<T>(target: T, patch: unknown): T {
  if (!isObject(patch)) return patch as T;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result as T;
}

export type { Json };
