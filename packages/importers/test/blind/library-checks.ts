import { libraryImportFileSchema } from '@skald/contract/library/library-file';
import { checkFileFight } from '@skald/contract/library/library-file-fight';
import { LIBRARY_FILE_VERSION } from '@skald/contract/library/library-io-limits';
import type { FieldCheck } from '../../../statblock/test/text/sample-fields.ts';
import type { ExpectedLibrary, ExpectedNote } from './expected-library.ts';
import { type Conversion, fileRecords, type Note, toldAbout } from './file-records.ts';
import { encounterChecks, npcChecks, playerChecks, spellChecks } from './record-checks.ts';

/**
 * Every field a GM checks after importing one blind sample: the format and label, that the file is a Skald
 * library file the import takes, how many records of each kind arrive, each record field by field (a fight
 * under way also through the engine's checks the import holds it to), and a note for each broken record. A
 * file refused whole gets every field wrong, with its message as what was found.
 */
export async function libraryChecks(conversion: Conversion, expected: ExpectedLibrary): Promise<FieldCheck[]> {
  const file = conversion.ok ? conversion.file : {};
  const records = {
    npcs: fileRecords(file, 'npcs'),
    spells: fileRecords(file, 'spells'),
    players: fileRecords(file, 'players'),
    campaigns: fileRecords(file, 'campaigns'),
    encounters: fileRecords(file, 'encounters'),
  };
  const optional = (kind: string, name: string) =>
    (expected.mayKeep ?? []).some((record) => record.kind === kind && record.name.toLowerCase() === name.toLowerCase());
  const valid = (kind: keyof typeof records) =>
    records[kind].filter((record) => record.refusal === undefined && !optional(kind, record.name));
  const shape = libraryImportFileSchema.safeParse(file);
  const checks: FieldCheck[] = [
    { field: 'format', actual: conversion.ok ? conversion.format : conversion.message, expected: expected.format },
    {
      field: 'a library file the import takes',
      actual: shape.success ? `version ${shape.data.version}` : shape.error.issues[0]?.message,
      expected: `version ${LIBRARY_FILE_VERSION}`,
    },
    {
      field: 'label',
      actual: conversion.ok ? conversion.label : conversion.message,
      expected: conversion.ok && expected.label.test(conversion.label) ? conversion.label : String(expected.label),
    },
    { field: 'npc count', actual: valid('npcs').length, expected: expected.npcs?.length ?? 0 },
    { field: 'spell count', actual: valid('spells').length, expected: expected.spells?.length ?? 0 },
    { field: 'player count', actual: valid('players').length, expected: expected.players?.length ?? 0 },
    { field: 'campaign count', actual: valid('campaigns').length, expected: expected.campaigns?.length ?? 0 },
    { field: 'encounter count', actual: valid('encounters').length, expected: expected.encounters?.length ?? 0 },
    ...(expected.campaigns ?? []).map((name) => ({
      field: `campaign ${name}`,
      actual: records.campaigns.some((record) => record.value?.name === name) ? name : 'not in the file',
      expected: name,
    })),
    ...(expected.npcs ?? []).flatMap((npc) => npcChecks(records, npc)),
    ...(expected.spells ?? []).flatMap((spell) => spellChecks(records, spell)),
    ...(expected.players ?? []).flatMap((player) => playerChecks(records, player)),
    ...(expected.encounters ?? []).flatMap((encounter) => encounterChecks(records, encounter)),
    ...noteChecks(toldAbout(conversion), expected),
    ...(await fightChecks(records.encounters, expected)),
  ];
  if (conversion.ok) return checks;
  return checks.map((check) => ({ ...check, actual: conversion.message }));
}

/** A fight under way passes the engine's checks the import holds it to; one that fails would come in not begun. */
async function fightChecks(
  encounters: ReturnType<typeof fileRecords<'encounters'>>,
  expected: ExpectedLibrary,
): Promise<FieldCheck[]> {
  const checks: FieldCheck[] = [];
  for (const wanted of (expected.encounters ?? []).filter((encounter) => encounter.fight)) {
    const fight = encounters.find((record) => record.name.toLowerCase() === wanted.name.toLowerCase())?.value?.fight;
    const checked = fight ? await checkFileFight(fight) : undefined;
    const actual = !checked ? 'no fight' : checked.ok ? 'accepted' : checked.problem;
    checks.push({ field: `encounter ${wanted.name}: fight passes the engine's checks`, actual, expected: 'accepted' });
  }
  return checks;
}

/**
 * A broken record is named in a note (or the schema's refusal); a sample with nothing broken gets no note at
 * all, so a field quietly dropped or changed on a good file shows.
 */
function noteChecks(notes: Note[], expected: ExpectedLibrary): FieldCheck[] {
  if (!expected.noted) {
    return [{ field: 'notes', actual: notes.map((note) => `${note.kind} ${note.name}: ${note.reason}`), expected: [] }];
  }
  const unused = [...notes];
  const take = (wanted: ExpectedNote) => {
    const index = unused.findIndex(
      (note) =>
        note.kind === wanted.kind &&
        // A sentence a GM reads, not a bare code.
        note.reason.trim().split(/\s+/).length >= 4 &&
        (wanted.name === undefined || note.name.toLowerCase().includes(wanted.name.toLowerCase())),
    );
    return index === -1 ? undefined : unused.splice(index, 1)[0];
  };
  // Named notes first, so an unnamed expectation does not take the note a named one needs.
  const ordered = [...expected.noted].sort((a, b) => Number(a.name === undefined) - Number(b.name === undefined));
  return ordered.map((wanted) => {
    const note = take(wanted);
    return {
      field: `note on ${wanted.kind} ${wanted.name ?? '(any)'}`,
      actual: note ? 'told' : `not told (notes: ${notes.map((one) => `${one.kind} ${one.name}`).join('; ') || 'none'})`,
      expected: 'told',
    };
  });
}
