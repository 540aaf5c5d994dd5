import type { LibraryFileAwards } from '@skald/contract/library/library-file';
import { LIBRARY_IO_MESSAGES } from '@skald/contract/library/library-io-limits';
import { linkOf } from '../encounters/public.ts';
import type { ByKind } from './library-import-plan.ts';

/**
 * An imported encounter's links, pointed at the ids the import gave (or the library's records it matched):
 * each combatant's player or NPC, wherever a combatant is written (the fight, its log's frames and
 * commands), the loot's and awards' custom items, and the awards' players. A combatant whose record is
 * neither in the file nor matched keeps its numbers but loses its link, so an encounter links only the
 * importer's own records (`encounter-links.ts`'s rule); a custom item's link is dropped the same way.
 */

type Drop = (reason: string) => void;
type Ids = ByKind<Map<string, string>>;

const isObject = (value: unknown): value is { [field: string]: unknown } => typeof value === 'object' && value !== null;

function relinkCombatant(entity: { [field: string]: unknown }, ids: Ids, drop: Drop) {
  const link = linkOf(entity as never);
  if (link === null) return;
  const id = (link === 'player' ? ids.players : ids.npcs).get((entity.id as string).toLowerCase());
  if (id) entity.id = id;
  else {
    delete entity.id;
    drop(LIBRARY_IO_MESSAGES.combatantUnlinked(typeof entity.name === 'string' ? entity.name : 'A combatant'));
  }
}

function relinkItem(linked: { [field: string]: unknown }, holder: { [field: string]: unknown }, ids: Ids, drop: Drop) {
  if (linked.custom !== true) return;
  const id = typeof linked.key === 'string' ? ids.items.get(linked.key.toLowerCase()) : undefined;
  if (id) linked.key = id;
  else {
    holder.linked_item = null;
    drop(LIBRARY_IO_MESSAGES.linkDropped('A linked item'));
  }
}

/**
 * Walks `value` (changed in place: it is the request's own copy) and relinks every combatant and linked
 * custom item in it. `turn` is awaited every few hundred objects, so a long log does not hold the thread.
 * Each object is relinked once, even over several calls sharing `seen`: a converted file may hold one
 * combatant object in both the setup and the fight, and a second pass would look its new id up among the
 * file's ids and drop the link.
 */
export async function relinkInPlace(
  value: unknown,
  ids: Ids,
  drop: Drop,
  turn: () => Promise<void>,
  seen = new WeakSet<object>(),
): Promise<void> {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!isObject(next) || seen.has(next)) continue;
    seen.add(next);
    await turn();
    if (Array.isArray(next)) {
      for (const item of next) if (isObject(item)) stack.push(item);
      continue;
    }
    if (typeof next.key === 'string' && typeof next.entityType === 'string') relinkCombatant(next, ids, drop);
    if (isObject(next.linked_item)) relinkItem(next.linked_item, next, ids, drop);
    for (const field in next) {
      const inner = next[field];
      if (isObject(inner)) stack.push(inner);
    }
  }
}

/** The awards with their players' ids renamed (a player not imported loses its share of the record). */
export function relinkAwards(awards: LibraryFileAwards, ids: Ids): LibraryFileAwards {
  const xp: Record<string, number> = {};
  for (const [fileId, amount] of Object.entries(awards.xp)) {
    const id = ids.players.get(fileId.toLowerCase());
    if (id) xp[id] = amount;
  }
  return { ...awards, xp };
}
