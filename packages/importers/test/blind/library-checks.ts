import type { FieldCheck } from '../../../statblock/test/text/sample-fields.ts';
import type { ExpectedLibrary, ExpectedNote } from './expected-library.ts';
import { type Conversion, fileRecords, type Note, toldAbout } from './file-records.ts';
import { encounterChecks, npcChecks, playerChecks, spellChecks } from './record-checks.ts';

/**
 * Every field a GM checks after importing one blind sample: the format and label, how many records of each
 * kind arrive, each record field by field, and a note for each broken record. A file refused whole gets every
 * field wrong, with its message as what was found.
 */
export function libraryChecks(conversion: Conversion, expected: ExpectedLibrary): FieldCheck[] {
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
  const checks: FieldCheck[] = [
    { field: 'format', actual: conversion.ok ? conversion.format : conversion.message, expected: expected.format },
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
  ];
  if (conversion.ok) return checks;
  return checks.map((check) => ({ ...check, actual: conversion.message }));
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
