import { createEntity, type EncounterEntity } from '../../src/encounter/entity.ts';

/** A combatant with plain defaults; tests state only what matters to them. */
export function anEntity(overrides: Partial<EncounterEntity> = {}): EncounterEntity {
  return createEntity({ key: 'entity-1', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, ...overrides });
}

export const anOrc = (overrides: Partial<EncounterEntity> = {}) =>
  anEntity({ key: 'orc', name: 'Orc', entityType: 'npc', npc: 'srd', maxHp: 15, curHp: 15, ac: 13, ...overrides });
