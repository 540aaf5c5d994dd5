import { type NpcRecordInput, npcRecordSchema } from '@skald/contract/library/npc-record';
import { DEFAULT_MONSTER_NAME } from '@skald/rules/validation/monster-parsing';
import type { UnreadField } from './json/json-values.ts';

/** Enough rounds for every field of a monster to be refused once; each round takes out what was refused. */
const MAX_ROUNDS = 60;

type Container = Record<string | number, unknown>;

/**
 * Makes what a reader found fit the NPC schema: a text too long is cut, a list too long is shortened, an entry,
 * action or roll the schema refuses is taken out and any other refused field dropped, each listed with the
 * schema's message. A read monster therefore always saves, and nothing refused goes unmentioned.
 */
export function fitNpcSchema(
  found: NpcRecordInput,
): { monster: NpcRecordInput; dropped: UnreadField[] } | { message: string } {
  const monster = structuredClone(found) as unknown as Container;
  const dropped: UnreadField[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = npcRecordSchema.safeParse(monster);
    if (result.success) return { monster: monster as unknown as NpcRecordInput, dropped };
    const issue = result.error.issues[0];
    if (!issue) break;
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const where = path.join('.');
    if (path.length === 0) return { message: `The monster read could not be used: ${issue.message}` };
    if (where === 'name') {
      dropped.push({ path: where, text: `name: ${issue.message}` });
      monster.name = DEFAULT_MONSTER_NAME;
      continue;
    }
    const value = valueAt(monster, path);
    const maximum = 'maximum' in issue ? Number(issue.maximum) : undefined;
    if (issue.code === 'too_big' && maximum !== undefined && (typeof value === 'string' || Array.isArray(value))) {
      setAt(monster, path, value.slice(0, maximum));
      dropped.push({ path: where, text: `${where}: cut to ${maximum} (${issue.message})` });
      continue;
    }
    dropped.push({ path: where, text: `${where}: ${shown(value)} (${issue.message})` });
    removeAt(monster, path);
  }
  return { message: 'The monster read could not be made to fit the NPC form.' };
}

function valueAt(root: Container, path: ReadonlyArray<string | number>): unknown {
  let value: unknown = root;
  for (const key of path) value = value && typeof value === 'object' ? (value as Container)[key] : undefined;
  return value;
}

function setAt(root: Container, path: ReadonlyArray<string | number>, value: unknown): void {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (parent && typeof parent === 'object' && key !== undefined) (parent as Container)[key] = value;
}

/** Takes out the innermost list element on the path (an entry, action or roll), else the top-level field. */
function removeAt(root: Container, path: ReadonlyArray<string | number>): void {
  for (let depth = path.length - 1; depth > 0; depth -= 1) {
    const list = valueAt(root, path.slice(0, depth));
    const index = path[depth];
    if (Array.isArray(list) && typeof index === 'number') {
      list.splice(index, 1);
      return;
    }
  }
  const first = path[0];
  if (first !== undefined) delete root[first];
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
