import { type RandomSource, rollDie } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { initiativeModifier } from '@skald/rules/encounter/test-mode';

/**
 * A combatant added from the runner: a monster rolls its initiative (d20 plus its modifier), a player
 * keeps the one typed; one that joins next round waits outside the turn order until the round turns
 * over (combat.md §4, addNextRound). Other commands pass unchanged.
 */
export function joiningCommand(
  command: EncounterCommand,
  options: { nextRound: boolean; random: RandomSource },
): EncounterCommand {
  if (command.type !== 'add-entity') return command;
  let entity = command.entity;
  if (entity.entityType === 'npc') {
    entity = { ...entity, initiative: rollDie(20, options.random) + initiativeModifier(entity) };
  }
  if (options.nextRound) entity = { ...entity, active: false, addNextRound: true };
  return { ...command, entity };
}
