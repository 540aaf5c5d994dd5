import { checkCommand } from '@skald/rules/encounter/command-checks';
import type { Encounter } from '@skald/rules/encounter/encounter';
import {
  ENTITY_DATA_LIMITS,
  MAX_ENCOUNTER_ENTITIES,
  MAX_GAME_NUMBER,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from '@skald/rules/encounter/encounter-limits';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { keptEntity } from '@skald/rules/encounter/entity-fields';
import { boundedData } from '@skald/rules/validation/bounded-data';
import {
  arrayOf,
  between,
  describeProblem,
  flag,
  nullable,
  numberBetween,
  object,
  optional,
  type Rule,
  recordOf,
  textUpTo,
} from '@skald/rules/validation/shape';
import type { LibraryFileFight } from './library-file.ts';

/**
 * A fight read from a file is stored only when the engine could have made it: its combatants pass the
 * engine's own check of a combatant joining (`checkCommand` on `add-entity`), its turn names one of them,
 * and every log row is a command the engine takes with an entry of the shape undo reads, its combatants
 * checked the same way. What the rules carry without reading every field (turn moves, batch parts) is
 * held to bounded data. The first problem is answered as a sentence.
 */

const key = textUpTo(MAX_KEY_LENGTH, { nonEmpty: true });
const round = between(0, MAX_GAME_NUMBER);
const turn = between(0, MAX_ENCOUNTER_ENTITIES);
/** Turn moves and a batch's parts: the rules read them whole, so only their size is held. */
const carried = boundedData({
  ...ENTITY_DATA_LIMITS,
  items: MAX_ENCOUNTER_ENTITIES * 2,
  text: MAX_TEXT_LENGTH,
  number: MAX_GAME_NUMBER,
  total: 4_000_000,
});

/** A part checked on its own after the shape (combatants, a logged command). */
const anything: Rule = { problem: () => null };

const stateShape: Rule = object(
  {
    name: textUpTo(MAX_NAME_LENGTH),
    round,
    turn,
    currentKey: nullable(key),
    finished: flag,
    entities: arrayOf(anything, { min: 0, max: MAX_ENCOUNTER_ENTITIES, what: 'combatants' }),
    xp_awarded: optional(flag),
    currency_awarded: optional(flag),
    turnMoves: optional(carried),
  },
  { exact: true },
);

const frameShape: Rule = object(
  {
    round,
    turn,
    currentKey: nullable(key),
    finished: flag,
    entities: recordOf(anything, { entries: MAX_ENCOUNTER_ENTITIES, keyLength: MAX_KEY_LENGTH }),
    order: nullable(arrayOf(key, { min: 0, max: MAX_ENCOUNTER_ENTITIES, what: 'keys' })),
    moves: optional(carried),
  },
  { exact: true },
);

const dealer = nullable(textUpTo(MAX_NAME_LENGTH));
const entryShape: Rule = object(
  {
    at: numberBetween(0, Number.MAX_SAFE_INTEGER),
    round,
    turn,
    type: key,
    // Checked whole by the engine's own `checkCommand` below.
    command: anything,
    by: nullable(key),
    by_name: dealer,
    target: nullable(key),
    target_name: dealer,
    amount: nullable(numberBetween(-MAX_GAME_NUMBER, MAX_GAME_NUMBER)),
    over: nullable(numberBetween(-MAX_GAME_NUMBER, MAX_GAME_NUMBER)),
    crit: flag,
    undo: object({ before: frameShape, after: frameShape }, { exact: true }),
    parts: optional(carried),
  },
  { exact: true },
);

/** The engine's own sentence on a combatant, or null when it could join a fight. */
function combatantProblem(entity: unknown): string | null {
  try {
    checkCommand({ type: 'add-entity', entity });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function shapeProblem(rule: Rule, value: unknown, where: string): string | null {
  const problem = rule.problem(value);
  return problem ? `${where}: ${describeProblem(problem)}` : null;
}

function stateProblem(state: Encounter): string | null {
  const shape = shapeProblem(stateShape, state, 'the fight');
  if (shape) return shape;
  const keys = new Set<string>();
  for (const entity of state.entities) {
    const problem = combatantProblem(entity);
    if (problem) return `a combatant: ${problem}`;
    if (keys.has(entity.key)) return 'two combatants share a key';
    keys.add(entity.key);
  }
  if (state.currentKey !== null && !keys.has(state.currentKey)) return 'the turn is on a combatant not in the fight';
  return null;
}

function entryProblem(entry: unknown, where: string): string | null {
  const shape = shapeProblem(entryShape, entry, where);
  if (shape) return shape;
  const { command, type, undo } = entry as {
    command: unknown;
    type: string;
    undo: { before: unknown; after: unknown };
  };
  try {
    checkCommand(command);
  } catch (error) {
    return `${where}: ${error instanceof Error ? error.message : String(error)}`;
  }
  if ((command as { type: string }).type !== type) return `${where}: its type is not its command's`;
  for (const frame of [undo.before, undo.after]) {
    for (const entity of Object.values((frame as { entities: Record<string, unknown> }).entities)) {
      const problem = entity === null ? null : combatantProblem(entity);
      if (problem) return `${where}: a combatant: ${problem}`;
    }
  }
  return null;
}

/**
 * The fight as it may be stored (its combatants with only the fields a combatant has), or the sentence of
 * its first problem. Yields through `turn` every few rows: a file may hold thousands.
 */
export async function checkFileFight(
  fight: LibraryFileFight,
  turn: () => Promise<void> = async () => {},
): Promise<{ ok: true; fight: LibraryFileFight } | { ok: false; problem: string }> {
  const problem = stateProblem(fight.state);
  if (problem) return { ok: false, problem };
  const ids = new Set<string>();
  let seq = 0;
  for (const [index, row] of fight.log.entries()) {
    await turn();
    const where = `log row ${index + 1}`;
    if (ids.has(row.id)) return { ok: false, problem: `${where}: another row has its id` };
    ids.add(row.id);
    if (row.seq <= seq || row.seq > fight.version) {
      return { ok: false, problem: `${where}: its version is not after the row before it and within the fight's` };
    }
    seq = row.seq;
    if (row.kind === 'undo') {
      if (row.entry !== null) return { ok: false, problem: `${where}: an undo has no entry` };
      continue;
    }
    const entryError = entryProblem(row.entry, where);
    if (entryError) return { ok: false, problem: entryError };
  }
  const entities = fight.state.entities.map((entity) => keptEntity(entity as EncounterEntity));
  return { ok: true, fight: { ...fight, state: { ...fight.state, entities } } };
}
