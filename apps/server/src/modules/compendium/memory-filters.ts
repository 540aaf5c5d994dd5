import type { ChallengeRatingRange, CompendiumListQuery } from '@skald/contract/compendium';
import type { CompendiumKind } from '@skald/contract/compendium-kinds';
import { challengeRatingBounds } from './compendium-query.ts';
import { searchableName } from './compendium-rows.ts';
import type { IndexedRecord } from './indexed-record.ts';

/**
 * The list filters of `compendium-query.ts`, as tests on records held in memory. Each must hold for
 * exactly the rows its SQL takes in (compendium-memory.test.ts compares them over many queries).
 */
type Test = (record: IndexedRecord) => boolean;

/** `column in (values)`: a missing value (null) is in no list. */
function oneOf(column: string, values: readonly unknown[] | undefined): Test | undefined {
  return values && ((record) => values.includes(record.columns[column]));
}

/** `column && values`: the stored list and the asked-for values share one. */
function overlaps(column: string, values: readonly unknown[] | undefined): Test | undefined {
  return values && ((record) => (record.columns[column] as readonly unknown[]).some((value) => values.includes(value)));
}

/** The column is a `real` and PostgreSQL reads the bounds as reals too, so all three compare at single precision. */
function challengeRatingIn(rating: ChallengeRatingRange | undefined): Test | undefined {
  if (!rating) return undefined;
  const bounds = challengeRatingBounds(rating);
  const [min, max] = [Math.fround(bounds.min), Math.fround(bounds.max)];
  return (record) => {
    const value = Math.fround(record.columns.challengeRating as number);
    return value >= min && value <= max;
  };
}

function monsterTests(filters: CompendiumListQuery<'monsters'>['filters']): (Test | undefined)[] {
  const { source } = filters;
  return [
    source === undefined ? undefined : (record) => record.source === source,
    oneOf('type', filters['type[]']),
    oneOf('size', filters['size[]']),
    // Lowercased by the database as the SQL filter lowercases it (`lower(alignment)`).
    oneOf('alignment', filters['alignment[]']),
    overlaps('environments', filters['environment[]']),
    challengeRatingIn(filters['challenge_rating[]']),
  ];
}

function spellTests(filters: CompendiumListQuery<'spells'>['filters']): (Test | undefined)[] {
  return [
    oneOf('school', filters['school[]']),
    oneOf('level', filters['level[]']),
    overlaps('classes', filters['classes[]']),
  ];
}

function itemTests(filters: CompendiumListQuery<'items'>['filters']): (Test | undefined)[] {
  return [
    oneOf('kind', filters['kind[]']),
    oneOf('rarity', filters['rarity[]']),
    oneOf('category', filters['category[]']),
  ];
}

/** Whether a record is in the list `query` asks for, whatever the page. */
export function matcher(kind: CompendiumKind, query: CompendiumListQuery): Test {
  const filters = query.filters as never;
  const { name } = query;
  const searched = name === undefined ? undefined : searchableName(name);
  const tests = [
    searched === undefined ? undefined : (record: IndexedRecord) => record.nameLower.includes(searched),
    ...(kind === 'monsters' ? monsterTests(filters) : []),
    ...(kind === 'spells' ? spellTests(filters) : []),
    ...(kind === 'items' ? itemTests(filters) : []),
  ].filter((test): test is Test => test !== undefined);
  return (record) => tests.every((test) => test(record));
}
