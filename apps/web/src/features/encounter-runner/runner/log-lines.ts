import { countedOutcomes } from '@skald/rules/combat/roll-card';
import type { LogEntry } from '@skald/rules/encounter/log';

const WORDS: Partial<Record<LogEntry['type'], string>> = {
  start: 'Encounter started',
  'next-turn': 'Next turn',
  'previous-turn': 'Previous turn',
  finish: 'Encounter finished',
  reset: 'Encounter reset',
  'start-test': 'Test mode started',
};

const ORDINALS = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

/** The name of the ability a use-ability or regain-ability entry counted, read from its combatant before. */
function abilityName(entry: LogEntry): string {
  const { command } = entry;
  if (command.type !== 'use-ability' && command.type !== 'regain-ability') return 'an ability';
  return entry.undo.before.entities[command.key]?.[command.section]?.[command.index]?.name ?? 'an ability';
}

function slotLevel(entry: LogEntry): string {
  const { command } = entry;
  const level = command.type === 'use-spell-slot' || command.type === 'regain-spell-slot' ? command.level : 0;
  return `${ORDINALS[level] ?? level}-level`;
}

/**
 * The damage types a hit dealt, with a space after: "fire " for a typed hit, "slashing and fire " for a
 * card whose rolls mix types (those that did any damage), "" for untyped damage.
 */
function damageTypes(entry: LogEntry): string {
  const { command } = entry;
  if (command.type === 'damage') return command.damageType ? `${command.damageType} ` : '';
  if (command.type !== 'apply-roll-card') return '';
  const dealt = countedOutcomes(command.card).filter((outcome) => outcome.amount > 0);
  const types = [...new Set(dealt.map((outcome) => outcome.ability.damage_type))];
  return types.length > 0 ? `${types.join(' and ')} ` : '';
}

const sentenceCase = (type: string) => type.replaceAll('-', ' ').replace(/^./, (first) => first.toUpperCase());

/** Each command of a batch as an entry of its own, for its words (the frames are the whole batch's). */
function batchParts(entry: LogEntry): LogEntry[] {
  const { command, parts = [] } = entry;
  const commands = command.type === 'batch' ? command.commands : [];
  return parts.flatMap((part, index) => {
    const inner = commands[index];
    return inner ? [{ ...entry, ...part, command: inner, parts: undefined }] : [];
  });
}

/**
 * One gesture on several combatants in one line: "Barbarian did 9 damage to Orc, 7 damage to Goblin";
 * "Add condition: Orc, Goblin"; different commands one after the other.
 */
function batchLine(entry: LogEntry): string {
  const parts = batchParts(entry);
  const [first] = parts;
  if (!first) return 'Several changes';
  const sameType = parts.every((part) => part.type === first.type);
  const sameDealer = parts.every((part) => part.by_name === first.by_name);
  if (sameType && sameDealer && ['damage', 'apply-roll-card', 'heal'].includes(first.type)) {
    const by = first.by_name ?? 'The environment';
    // "did" or "healed" once, then each target: "Barbarian did 9 damage to Orc, 7 damage to Goblin".
    const lines = parts.map((part, index) => {
      const words = logLine(part).slice(by.length + 1);
      return index === 0 ? words : words.replace(/^\S+ /, '');
    });
    return `${by} ${lines.join(', ')}`;
  }
  if (sameType && first.type === 'add-entity') {
    return `${parts.map((part) => part.target_name ?? 'someone').join(', ')} joined the fight`;
  }
  if (sameType && !WORDS[first.type] && !['use-ability', 'regain-ability'].includes(first.type)) {
    const lines = parts.map((part) => logLine(part));
    const prefix = `${sentenceCase(first.type)}: `;
    if (lines.every((line) => line.startsWith(prefix))) {
      return `${prefix}${lines.map((line) => line.slice(prefix.length)).join(', ')}`;
    }
  }
  return parts.map((part) => logLine(part)).join('; ');
}

/** One log entry in words: "Orc did 9 damage to Barbarian (2 overkill)". */
export function logLine(entry: LogEntry): string {
  if (entry.type === 'batch') return batchLine(entry);
  const fixed = WORDS[entry.type];
  if (fixed) return fixed;
  const by = entry.by_name ?? 'The environment';
  const target = entry.target_name ?? 'someone';
  const over = entry.over ? ` (${entry.over} ${entry.type === 'heal' ? 'overhealing' : 'overkill'})` : '';
  const crit = entry.crit ? ', critical' : '';
  switch (entry.type) {
    case 'damage':
    case 'apply-roll-card':
      return `${by} did ${entry.amount ?? 0} ${damageTypes(entry)}damage to ${target}${over}${crit}`;
    case 'heal':
      return `${by} healed ${target} for ${entry.amount ?? 0}${over}`;
    case 'add-entity':
      return `${target} joined the fight`;
    case 'use-ability':
      return `${target} used ${abilityName(entry)}`;
    case 'regain-ability':
      return `${target} regained ${abilityName(entry)}`;
    case 'use-spell-slot':
    case 'regain-spell-slot':
      return `${target} ${entry.type === 'use-spell-slot' ? 'spent' : 'regained'} a ${slotLevel(entry)} spell slot`;
    default:
      return `${sentenceCase(entry.type)}: ${target}`;
  }
}
