import type { LogEntry } from '@skald/rules/encounter/log';

const WORDS: Partial<Record<LogEntry['type'], string>> = {
  start: 'Encounter started',
  'next-turn': 'Next turn',
  'previous-turn': 'Previous turn',
  finish: 'Encounter finished',
  reset: 'Encounter reset',
  'start-test': 'Test mode started',
};

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
    default:
      return `${entry.type.replaceAll('-', ' ').replace(/^./, (first) => first.toUpperCase())}: ${target}`;
  }
}
