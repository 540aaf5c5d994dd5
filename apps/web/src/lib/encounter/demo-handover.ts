import type { Encounter } from '@skald/rules/encounter/encounter';

/**
 * A fight another page (the public encounter builder) hands to the demo runner: the demo takes it in
 * place of the one it holds the next time it opens. Kept in memory, as the hand-over is one navigation.
 */
let offered: Encounter | null = null;

export function offerDemoEncounter(encounter: Encounter): void {
  offered = encounter;
}

/** The fight offered to the demo, once: taking it clears the offer. */
export function takeOfferedDemoEncounter(): Encounter | null {
  const encounter = offered;
  offered = null;
  return encounter;
}
