import type { MonsterRecord } from '@skald/contract/compendium-records';
import { npcFromMonster } from '@skald/contract/library/npc-from-monster';
import { npcRecordSchema } from '@skald/contract/library/npc-record';
import type { StatBlockLayout } from '@skald/statblock/stat-block-reading';
import type { MonsterPick } from '../../../lib/encounter/add-monsters.ts';
import { type NpcFormValues, npcFormValues } from '../npc-form.ts';

/** What the creator's form is filled with, or why it cannot be. */
export type CreatorFill = { ok: true; values: NpcFormValues } | { ok: false; message: string };

/** The layouts the reader recognises, as the creator names them to the GM. */
export const LAYOUT_NAMES: Record<StatBlockLayout, string> = {
  'srd-text': 'SRD stat block text',
  markdown: 'Homebrew markdown',
  'srd-2024': '2024 stat block text',
  flattened: 'Text without its line breaks',
  'skald-json': 'Skald JSON',
  'shieldmaiden-json': 'Shieldmaiden JSON',
  '5e-database-json': '5e-database JSON',
  'open5e-json': 'Open5e JSON',
  'improved-initiative-json': 'Improved Initiative JSON',
};

/** An NPC record (as the NPC schema takes it) in the form's fields, checked by that schema first. */
export function fillFromRecord(record: unknown): CreatorFill {
  const checked = npcRecordSchema.safeParse(record);
  if (checked.success) return { ok: true, values: npcFormValues(checked.data) };
  const [issue] = checked.error.issues;
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `This monster does not fit the form (${where}${issue?.message ?? 'not valid'}).` };
}

/** Only the fields an NPC has: a stored record's id and dates, or the compendium's own fields, are left behind. */
function npcFields(record: object): object {
  return Object.fromEntries(Object.entries(record).filter(([field]) => field in npcRecordSchema.shape));
}

/**
 * A compendium monster or one of the GM's NPCs, as a new monster: not anyone's companion and not shared,
 * whatever the original was.
 */
export function fillFromCopy(pick: MonsterPick): CreatorFill {
  // The compendium answers its whole record; the pick's type names only the stat block the runner reads.
  const npc = pick.kind === 'srd' ? npcFromMonster(pick.monster as MonsterRecord) : pick.npc;
  return fillFromRecord({ ...npcFields(npc), player_id: null, shared: false });
}
