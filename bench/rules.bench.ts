import { type AbilityAction, type RollCard, rollCard } from '@skald/rules/combat/roll-card';
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
const upTo = (n: number) => Math.floor(random.next() * n);

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

/** The runner's everyday mix: turns, damage, healing, roll cards, conditions, reminders, edits and death. */
function nextCommand(i: number): EncounterCommand {
  switch (i % 12) {
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
      return { type: 'previous-turn' };
    case 10:
      return { type: 'damage', target: pick(), amount: upTo(30), by: null, critical: random.next() < 0.1 };
    default:
      return random.next() < 0.5 ? { type: 'kill', key: pick() } : { type: 'revive', key: pick() };
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
report(BENCH, 'apply_10000_commands_50_combatants', median(passes.map((p) => p.apply)), 'ms', { max: 100 });
report(BENCH, `undo_${passes[0]?.entries}_entries`, median(passes.map((p) => p.undo)), 'ms');
