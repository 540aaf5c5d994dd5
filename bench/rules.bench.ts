import { seededRandom } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEncounter, type Encounter } from '@skald/rules/encounter/encounter';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import type { LogEntry } from '@skald/rules/encounter/log';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { undoEntry } from '@skald/rules/encounter/undo';
import { report } from './report.ts';

/** 10,000 mixed commands on a 50-combatant encounter, then 10,000 undos back to the start. */
const BENCH = 'rules';
const COMBATANTS = 50;
const COMMANDS = 10_000;

function combatant(index: number): EncounterEntity {
  const npc = index % 3 !== 0;
  return createEntity({
    key: `c${index}`,
    name: npc ? `Orc (${index})` : `Hero ${index}`,
    entityType: npc ? 'npc' : 'player',
    initiative: (index * 7) % 23,
    maxHp: 500,
    ac: 13,
    dexterity: 10 + (index % 8),
  });
}

const random = seededRandom(42);
const pick = () => `c${Math.floor(random.next() * COMBATANTS)}`;
function nextCommand(i: number): EncounterCommand {
  switch (i % 6) {
    case 0:
      return { type: 'next-turn' };
    case 1:
      return { type: 'damage', target: pick(), amount: Math.floor(random.next() * 12), by: pick() };
    case 2:
      return { type: 'heal', target: pick(), amount: Math.floor(random.next() * 10), by: pick() };
    case 3:
      return { type: 'add-condition', key: pick(), condition: 'prone', rounds: 2 };
    case 4:
      return { type: 'set-initiative', key: pick(), initiative: Math.floor(random.next() * 25) };
    default:
      return { type: 'set-hidden', key: pick(), hidden: random.next() < 0.5 };
  }
}

function startedEncounter(): Encounter {
  const start = applyCommand(
    createEncounter(Array.from({ length: COMBATANTS }, (_, i) => combatant(i))),
    { type: 'start' },
    { at: 0, automate: true },
  );
  if (!start.ok) throw new Error(start.error);
  return start.encounter;
}

const commands = Array.from({ length: COMMANDS }, (_, i) => nextCommand(i));

/** Applies every command, then undoes every entry, timing each half. */
function run(): { apply: number; undo: number; entries: number } {
  let encounter = startedEncounter();
  const entries: LogEntry[] = [];
  let t0 = performance.now();
  for (const command of commands) {
    const result = applyCommand(encounter, command, { at: 0, automate: true });
    if (result.ok) {
      encounter = result.encounter;
      entries.push(result.entry);
    }
  }
  const apply = performance.now() - t0;
  t0 = performance.now();
  for (let i = entries.length - 1; i >= 0; i--) {
    const undone = undoEntry(encounter, entries[i] as LogEntry);
    if (!undone.ok) throw new Error(undone.error);
    encounter = undone.encounter;
  }
  return { apply, undo: performance.now() - t0, entries: entries.length };
}

// The first pass warms the JIT up, as a long session in the browser or the server would be; the
// figures are the median of the passes after it.
run();
const passes = Array.from({ length: 5 }, run);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
report(BENCH, 'apply_10000_commands_50_combatants', median(passes.map((p) => p.apply)), 'ms');
report(BENCH, `undo_${passes[0]?.entries}_entries`, median(passes.map((p) => p.undo)), 'ms');
