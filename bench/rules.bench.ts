import { availableParallelism, loadavg } from 'node:os';
import { type AbilityAction, type RollCard, rollCard } from '@skald/rules/combat/roll-card';
import { seededRandom } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEncounter, type Encounter } from '@skald/rules/encounter/encounter';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import type { LogEntry } from '@skald/rules/encounter/log';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { undoEntry } from '@skald/rules/encounter/undo';
import { report } from './report.ts';

/**
 * 10,000 commands on an encounter of 50 combatants (49 for a moment after each removal), then 10,000 undos
 * back to the start. The mix, per 32 commands: next turn 3 and previous turn 1 (some 16 rounds in all);
 * manual damage 4 (a small fire hit, a larger one now and then critical); a finishing blow of 150 2 (the
 * smaller players die of massive damage, the larger start death saves, NPCs go down at the round update);
 * greataxe roll cards 4; healing 2; a kill or a revive 2; a condition, a reminder, initiative, hidden and
 * an edit 2 each; one combatant removed 2 (sometimes the one whose turn it is) and a fresh one added 2.
 * Players at 0 take failed death saves from later hits and die at the third. Over the run that is some
 * 100 players dead of damage, 300 NPCs down and 250 kills.
 */
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
    maxHp: 40 + (index % 5) * 20,
    ac: 13,
    dexterity: 10 + (index % 8),
  });
}

const random = seededRandom(42);
const upTo = (n: number) => Math.floor(random.next() * n);
/** The keys in the encounter as the commands so far left it: removals and additions always apply. */
const roster = Array.from({ length: COMBATANTS }, (_, i) => `c${i}`);
let joined = COMBATANTS;
const pick = () => roster[upTo(roster.length)] as string;

const greataxe: AbilityAction = {
  kind: 'attack',
  attack_bonus: 5,
  rolls: [
    {
      damage_type: 'slashing',
      dice: { groups: [{ sign: 1, count: 1, sides: 12, keep: null }], modifier: 3 },
      magical: false,
      missSave: 0,
    },
  ],
};

/** A greataxe swing between two combatants, rolled before the clock starts as the runner rolls it before applying. */
function greataxeCard(i: number): RollCard {
  return rollCard({
    key: `card-${i}`,
    name: 'Greataxe',
    actor: pick(),
    target: { key: pick(), ac: 13 },
    actions: [greataxe],
    advantage: 'normal',
    criticalSetting: 'roll',
    random,
  });
}

/** The runner's everyday mix (see the top of the file), including death, removal and reinforcements. */
function nextCommand(i: number): EncounterCommand {
  switch (i % 16) {
    case 0:
      return { type: 'next-turn' };
    case 1:
      return { type: 'damage', target: pick(), amount: upTo(12), by: pick(), damageType: 'fire' };
    case 2:
      return { type: 'heal', target: pick(), amount: upTo(10), by: pick() };
    case 3:
      return { type: 'add-condition', key: pick(), condition: 'prone', rounds: 2 };
    case 4:
      return { type: 'set-initiative', key: pick(), initiative: upTo(25) };
    case 5:
      return { type: 'set-hidden', key: pick(), hidden: random.next() < 0.5 };
    case 6:
    case 12:
      return { type: 'apply-roll-card', card: greataxeCard(i), multiplier: 1 };
    case 7:
      return {
        type: 'set-reminder',
        key: pick(),
        reminderKey: 'concentrating',
        reminder: { title: 'Concentrating', trigger: 'damage', action: 'notify' },
      };
    case 8:
      return { type: 'edit-entity', key: pick(), edits: { tempHp: upTo(8), ac_bonus: upTo(3) } };
    case 9:
      return i % 32 === 9 ? { type: 'previous-turn' } : { type: 'next-turn' };
    case 10:
      return { type: 'damage', target: pick(), amount: upTo(30), by: null, critical: random.next() < 0.1 };
    case 11:
      return random.next() < 0.5 ? { type: 'kill', key: pick() } : { type: 'revive', key: pick() };
    case 13: {
      const [key] = roster.splice(upTo(roster.length), 1);
      return { type: 'remove-entity', key: key as string };
    }
    case 14: {
      const entity = combatant(joined++);
      roster.push(entity.key);
      return { type: 'add-entity', entity };
    }
    default:
      return { type: 'damage', target: pick(), amount: 150, by: pick() };
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

/**
 * Applies every command, then undoes every entry, timing each half. The apply half's processor time is
 * kept too: on a machine other work shares it is less inflated than the clock.
 */
function run(): { apply: number; applyCpu: number; undo: number; entries: number } {
  let encounter = startedEncounter();
  const entries: LogEntry[] = [];
  const cpu0 = process.cpuUsage();
  let t0 = performance.now();
  for (const command of commands) {
    const result = applyCommand(encounter, command, { at: 0, automate: true });
    if (result.ok) {
      encounter = result.encounter;
      entries.push(result.entry);
    }
  }
  const apply = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  t0 = performance.now();
  for (let i = entries.length - 1; i >= 0; i--) {
    const undone = undoEntry(encounter, entries[i] as LogEntry);
    if (!undone.ok) throw new Error(undone.error);
    encounter = undone.encounter;
  }
  return { apply, applyCpu: (cpu.user + cpu.system) / 1000, undo: performance.now() - t0, entries: entries.length };
}

// The first pass warms the JIT up, as a long session in the browser or the server would be; the
// figures are the median of the passes after it.
run();
const passes = Array.from({ length: 5 }, run);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const BUDGET_MS = 100;
const apply = median(passes.map((p) => p.apply));
const applyCpu = median(passes.map((p) => p.applyCpu));
report(BENCH, 'apply_10000_commands_50_combatants', apply, 'ms', { max: BUDGET_MS });
report(BENCH, 'apply_10000_commands_50_combatants_cpu', applyCpu, 'ms');
report(BENCH, `undo_${passes[0]?.entries}_entries`, median(passes.map((p) => p.undo)), 'ms');
// The clock counts the time other processes held the cores; the processor time does not (it does count the
// collector's helper threads, so on an idle machine it exceeds the clock). Both go in the sentence.
process.stderr.write(
  `rules: 10,000 commands in ${apply.toFixed(1)} ms, ${apply <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget ` +
    `(${applyCpu.toFixed(1)} ms of processor time; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores).\n`,
);
