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

/** One log entry in words: "Orc did 9 damage to Barbarian (2 overkill)". */
export function logLine(entry: LogEntry): string {
  const fixed = WORDS[entry.type];
  if (fixed) return fixed;
  const by = entry.by_name ?? 'The environment';
  const target = entry.target_name ?? 'someone';
  const over = entry.over ? ` (${entry.over} ${entry.type === 'heal' ? 'overhealing' : 'overkill'})` : '';
  const crit = entry.crit ? ', critical' : '';
  switch (entry.type) {
    case 'damage':
    case 'apply-roll-card':
      return `${by} did ${entry.amount ?? 0} damage to ${target}${over}${crit}`;
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
      return `${entry.type.replaceAll('-', ' ').replace(/^./, (first) => first.toUpperCase())}: ${target}`;
  }
}
