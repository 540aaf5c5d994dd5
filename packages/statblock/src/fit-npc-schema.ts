import { type NpcRecord, type NpcRecordInput, npcRecordSchema } from '@skald/contract/library/npc-record';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { challengeRatingFromText, isChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { DEFAULT_MONSTER_NAME } from '@skald/rules/validation/monster-parsing';
import type { UnreadField } from './json/json-values.ts';

/** Far more rounds than a monster's nesting needs: each round mends every refusal the schema gave. */
const MAX_ROUNDS = 60;

type Container = Record<string | number, unknown>;

/**
 * Makes what a reader found fit the NPC schema: a text too long is cut, a list too long is shortened, a refused
 * value is dropped (and when it was required, the entry, action or roll that needed it), each listed with the
 * schema's message. A read monster therefore always saves, and nothing refused goes unmentioned. The answer is
 * the schema's own output: clamped, defaults filled, the name lowercase as NPCs are stored.
 */
export function fitNpcSchema(
  found: NpcRecordInput,
): { monster: NpcRecord; dropped: UnreadField[] } | { message: string } {
  const monster = structuredClone(found) as unknown as Container;
  const dropped: UnreadField[] = [];
  const reported = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = npcRecordSchema.safeParse(monster);
    if (result.success) return { monster: result.data, dropped: [...dropped, ...clampedFields(monster, result.data)] };
    // Every refusal of a round is mended before the next parse, removals last and from the end of each list,
    // so one parse per nesting level is enough however many fields were refused.
    const removals = new Map<string, Removal>();
    for (const issue of result.error.issues) {
      const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
      const where = path.join('.');
      if (path.length === 0) return { message: `The monster read could not be used: ${issue.message}` };
      const value = valueAt(monster, path);
      const maximum = 'maximum' in issue ? Number(issue.maximum) : undefined;
      if (where === 'name') {
        dropped.push({ path: where, text: `name: ${shown(value)} (${issue.message})` });
        monster.name = DEFAULT_MONSTER_NAME;
      } else if (
        issue.code === 'too_big' &&
        maximum !== undefined &&
        (typeof value === 'string' || Array.isArray(value))
      ) {
        setAt(monster, path, value.slice(0, maximum));
        dropped.push({ path: where, text: `${where}: cut to ${maximum} (${issue.message})` });
      } else {
        // A refused value goes first; a field still missing after that is required, and what holds it goes.
        const removal = value === undefined ? removalFor(monster, path) : fieldRemoval(monster, path);
        if (!removals.has(removal.key) && !reported.has(where)) {
          dropped.push({ path: where, text: `${where}: ${shown(value)} (${issue.message})` });
        }
        reported.add(where);
        removals.set(removal.key, removal);
      }
    }
    const ordered = [...removals.values()].sort((a, b) => b.index - a.index);
    for (const removal of ordered) removal.apply();
  }
  return { message: 'The monster read could not be made to fit the NPC form.' };
}

/** Taking out what holds a refused value: the innermost list element on its path, else the top-level field. */
interface Removal {
  key: string;
  index: number;
  apply: () => void;
}

function fieldRemoval(root: Container, path: ReadonlyArray<string | number>): Removal {
  const parent = valueAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (Array.isArray(parent) || !parent || typeof parent !== 'object' || key === undefined)
    return removalFor(root, path);
  return {
    key: path.join('.'),
    index: -1,
    apply: () => {
      delete (parent as Container)[key];
    },
  };
}

function removalFor(root: Container, path: ReadonlyArray<string | number>): Removal {
  for (let depth = path.length - 1; depth > 0; depth -= 1) {
    const list = valueAt(root, path.slice(0, depth));
    const index = path[depth];
    if (Array.isArray(list) && typeof index === 'number') {
      return { key: path.slice(0, depth + 1).join('.'), index, apply: () => list.splice(index, 1) };
    }
  }
  const first = path[0] ?? '';
  return {
    key: String(first),
    index: -1,
    apply: () => {
      delete root[first];
    },
  };
}

const NUMBERS = ['armor_class', 'hit_points', ...ABILITIES] as const;

/**
 * The schema clamps numbers into their ranges and falls back on an unknown size, type or challenge rating
 * (combat.md §5); the values it changed that way are listed too, so the GM sees what was not taken as written.
 */
function clampedFields(found: Container, parsed: NpcRecord): UnreadField[] {
  const changed: UnreadField[] = [];
  const note = (field: string, written: unknown, used: unknown) =>
    changed.push({ path: field, text: `${field}: ${shown(written)} (using ${String(used)})` });
  for (const field of NUMBERS) {
    if (found[field] !== undefined && Number(found[field]) !== parsed[field]) note(field, found[field], parsed[field]);
  }
  for (const field of ['size', 'type'] as const) {
    const word =
      typeof found[field] === 'string'
        ? found[field]
            .trim()
            .toLowerCase()
            .split(/[\s(,]+/)[0]
        : undefined;
    if (found[field] !== undefined && word !== parsed[field]) note(field, found[field], parsed[field]);
  }
  const rating = found.challenge_rating;
  const known =
    typeof rating === 'number'
      ? isChallengeRating(rating)
      : typeof rating === 'string' && challengeRatingFromText(rating.trim().split(/\s+/)[0] ?? '') !== undefined;
  if (rating !== undefined && !known) note('challenge_rating', rating, parsed.challenge_rating);
  return changed;
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

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
