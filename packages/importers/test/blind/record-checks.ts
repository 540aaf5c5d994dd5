import type { NpcRecordInput } from '@skald/contract/library/npc-record';
import { ABILITIES } from '@skald/rules/constants/abilities';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { type FieldCheck, fieldChecks } from '../../../statblock/test/text/sample-fields.ts';
import type {
  ExpectedCasting,
  ExpectedEncounter,
  ExpectedNpc,
  ExpectedPlayer,
  ExpectedSpell,
} from './expected-library.ts';
import { byName, type FileRecord, type RecordValue } from './file-records.ts';

/** One check per field a GM reads in each kind of record, in the `FieldCheck` unit the stat-block tests score. */

type Records = { [K in 'npcs' | 'spells' | 'players' | 'campaigns' | 'encounters']: FileRecord<RecordValue<K>>[] };

const missing = (record: FileRecord<unknown> | undefined) => record?.refusal ?? 'not in the file';

/** Text compared as a GM reads it: case aside, or matching the pattern. */
function text(field: string, actual: unknown, expected: string | RegExp): FieldCheck {
  const value = typeof actual === 'string' ? actual.trim() : actual;
  const right =
    typeof value === 'string' &&
    (typeof expected === 'string' ? value.toLowerCase() === expected.toLowerCase() : expected.test(value));
  return { field, actual: value, expected: right ? value : String(expected) };
}

export function npcChecks(records: Records, expected: ExpectedNpc): FieldCheck[] {
  const where = (field: string) => `npc ${expected.name}: ${field}`;
  const found = byName(records.npcs, expected.name);
  const wanted = { ...expected, name: expected.name.toLowerCase() };
  if (!found?.value) {
    const reason = missing(found);
    return fieldChecks({ name: '' } as NpcRecordInput, wanted).map((check) => ({
      ...check,
      field: where(check.field),
      actual: reason,
    }));
  }
  const npc = found.value;
  const checks = fieldChecks(npc as NpcRecordInput, wanted).map((check) => ({ ...check, field: where(check.field) }));
  if (expected.friendly !== undefined)
    checks.push({ field: where('friendly'), actual: npc.friendly, expected: expected.friendly });
  for (const casting of expected.casting ?? []) checks.push(...castingChecks(records, npc, casting, where));
  return checks;
}

function castingChecks(
  records: Records,
  npc: RecordValue<'npcs'>,
  expected: ExpectedCasting,
  where: (field: string) => string,
): FieldCheck[] {
  const label = expected.innate ? 'innate casting' : 'spellcasting';
  const trait = (npc.spellcasting ?? []).find((one) => one.innate === expected.innate);
  const checks: FieldCheck[] = [
    { field: where(`${label} ability`), actual: trait?.ability, expected: expected.ability },
  ];
  for (const key of ['save_dc', 'spell_attack', 'caster_level'] as const) {
    if (expected[key] !== undefined)
      checks.push({ field: where(`${label} ${key}`), actual: trait?.[key], expected: expected[key] });
  }
  if (expected.slots) checks.push({ field: where(`${label} slots`), actual: trait?.slots, expected: expected.slots });
  for (const spell of expected.spells) {
    const listed = trait?.spells.find((one) => one.name.trim().toLowerCase() === spell.name);
    const target = spell.custom ? byName(records.spells, spell.name) : undefined;
    const linked = listed && target && typeof target.id === 'string' && listed.url.includes(target.id);
    const actual = !listed ? 'not listed' : spell.custom && !linked ? `listed, url ${listed.url}` : 'linked';
    checks.push({ field: where(`${label} spell ${spell.name}`), actual, expected: 'linked' });
  }
  return checks;
}

export function spellChecks(records: Records, expected: ExpectedSpell): FieldCheck[] {
  const where = (field: string) => `spell ${expected.name}: ${field}`;
  const found = byName(records.spells, expected.name);
  const spell = found?.value;
  const actual = (value: unknown) => (spell ? value : missing(found));
  return [
    { field: where('name'), actual: actual(spell?.name), expected: expected.name },
    { field: where('level'), actual: actual(spell?.level), expected: expected.level },
    { field: where('school'), actual: actual(spell?.school), expected: expected.school },
    { field: where('classes'), actual: actual(spell?.classes), expected: expected.classes },
    { field: where('components'), actual: actual(spell?.components), expected: expected.components },
    text(where('material'), actual(spell?.material), expected.material ?? ''),
    text(where('casting time'), actual(spell?.casting_time), expected.casting_time),
    text(where('range'), actual(spell?.range), expected.range),
    text(where('duration'), actual(spell?.duration), expected.duration),
    { field: where('concentration'), actual: actual(spell?.concentration), expected: expected.concentration },
    { field: where('ritual'), actual: actual(spell?.ritual), expected: expected.ritual },
  ];
}

export function playerChecks(records: Records, expected: ExpectedPlayer): FieldCheck[] {
  const where = (field: string) => `player ${expected.character_name}: ${field}`;
  const found = byName(records.players, expected.character_name);
  const player = found?.value;
  const actual = (value: unknown) => (player ? value : missing(found));
  const checks: FieldCheck[] = [
    { field: where('name'), actual: actual(player?.character_name), expected: expected.character_name },
    { field: where('armor class'), actual: actual(player?.ac), expected: expected.ac },
    { field: where('max HP'), actual: actual(player?.maxHp), expected: expected.maxHp },
    ...ABILITIES.map((ability, index) => ({
      field: where(ability),
      actual: actual(player?.[ability]),
      expected: expected.abilities[index],
    })),
  ];
  for (const key of ['level', 'initiative', 'speed'] as const) {
    if (expected[key] !== undefined)
      checks.push({ field: where(key), actual: actual(player?.[key]), expected: expected[key] });
  }
  return checks;
}

/** The engine's encounter a file's `fight` holds, when it holds one. */
function runningFight(fight: unknown): Encounter | undefined {
  const state = typeof fight === 'object' && fight !== null ? (fight as { state?: unknown }).state : undefined;
  return typeof state === 'object' && state !== null && Array.isArray((state as Encounter).entities)
    ? (state as Encounter)
    : undefined;
}

export function encounterChecks(records: Records, expected: ExpectedEncounter): FieldCheck[] {
  const where = (field: string) => `encounter ${expected.name}: ${field}`;
  const found = byName(records.encounters, expected.name);
  const encounter = found?.value;
  const actual = (value: unknown) => (encounter ? value : missing(found));
  const campaign = expected.campaign === null ? undefined : byName(records.campaigns, expected.campaign);
  const wantedCampaign = expected.campaign === null ? null : (campaign?.id ?? `the id of ${expected.campaign}`);
  const checks: FieldCheck[] = [
    { field: where('name'), actual: actual(encounter?.name), expected: expected.name },
    { field: where('campaign'), actual: actual(found?.campaign_id ?? null), expected: wantedCampaign },
    {
      field: where('combatant count'),
      actual: actual(encounter?.entities.length),
      expected: expected.combatants.length,
    },
  ];
  if (expected.coins)
    checks.push({ field: where('coins'), actual: actual(encounter?.loot.currency), expected: expected.coins });
  if (expected.weather)
    checks.push({ field: where('weather'), actual: actual(encounter?.weather), expected: expected.weather });
  // A fight under way is what the GM goes on with: its round, whose turn, and the combatants as they stand in it.
  const fight = expected.fight && runningFight(found?.fight);
  if (expected.fight) {
    const current = fight?.entities.find((entity) => entity.key === fight.currentKey);
    checks.push(
      { field: where('fight round'), actual: fight ? fight.round : 'no fight', expected: expected.fight.round },
      { field: where('fight turn'), actual: fight ? current?.name : 'no fight', expected: expected.fight.turnOf },
    );
  }
  const entities = expected.fight ? (fight?.entities ?? []) : (encounter?.entities ?? []);
  for (const combatant of expected.combatants) {
    const at = (field: string) => where(`${combatant.name} ${field}`);
    const entity = entities.find((one) => one.name.trim().toLowerCase() === combatant.name.toLowerCase());
    const value = (read: () => unknown) => (entity ? read() : encounter ? 'no such combatant' : missing(found));
    const target = combatant.linkedTo && byName<unknown>(records[combatant.linkedTo.kind], combatant.linkedTo.name);
    const link = combatant.linkedTo
      ? {
          id: target?.id ?? `the id of ${combatant.linkedTo.name}`,
          type: combatant.linkedTo.kind === 'npcs' ? 'npc' : 'player',
        }
      : { id: undefined, type: 'npc' };
    checks.push(
      { field: at('linked record'), actual: value(() => entity?.id), expected: link.id },
      { field: at('kind'), actual: value(() => entity?.entityType), expected: link.type },
      { field: at('armor class'), actual: value(() => entity?.ac), expected: combatant.ac },
      { field: at('max HP'), actual: value(() => entity?.maxHp), expected: combatant.maxHp },
      { field: at('current HP'), actual: value(() => entity?.curHp), expected: combatant.curHp },
      { field: at('initiative'), actual: value(() => entity?.initiative), expected: combatant.initiative },
      { field: at('hidden'), actual: value(() => entity?.hidden), expected: combatant.hidden ?? false },
    );
    if (combatant.tempHp !== undefined)
      checks.push({ field: at('temporary HP'), actual: value(() => entity?.tempHp), expected: combatant.tempHp });
    if (combatant.conditions) {
      const names = () => Object.keys(entity?.conditions ?? {}).sort();
      checks.push({ field: at('conditions'), actual: value(names), expected: [...combatant.conditions].sort() });
    }
  }
  return checks;
}
