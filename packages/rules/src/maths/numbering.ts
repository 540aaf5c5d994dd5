/** "Orc (2)": a copy's number, which `numberedName` strips to find the name the copies share. */
const COPY_NUMBER = /^(.*\S) \((\d+)\)$/;

/**
 * The name a new combatant gets so that no two in the encounter share one: the plain name when it is
 * free, else "Name (n)" with the lowest free n from 1. It reads the names already there rather than
 * keeping a counter, so a removed "Orc (1)" leaves a gap the next orc fills. Names compare without
 * regard to case, because "orc" (a custom NPC, stored lowercase) and "Orc" look the same at the table.
 */
export function numberedName(name: string, existingNames: Iterable<string>): string {
  const base = COPY_NUMBER.exec(name)?.[1] ?? name;
  const taken = new Set(Array.from(existingNames, (existing) => existing.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let number = 1; ; number++) {
    const candidate = `${base} (${number})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
