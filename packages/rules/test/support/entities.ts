import { EMPTY_METERS, type EncounterEntity } from '../../src/encounter/entity.ts';

/** A combatant with plain defaults; tests state only what matters to them. */
export function anEntity(overrides: Partial<EncounterEntity> = {}): EncounterEntity {
  return {
    key: 'entity-1',
    name: 'Barbarian',
    entityType: 'player',
    npc: false,
    friendly: false,
    initiative: 0,
    active: true,
    addNextRound: false,
    hidden: false,
    down: false,
    dead: false,
    stable: false,
    saves: {},
    maxHp: 41,
    curHp: 41,
    tempHp: 0,
    maxHpMod: 0,
    ac: 15,
    ac_bonus: 0,
    transformed: null,
    meters: { ...EMPTY_METERS },
    conditions: {},
    reminders: {},
    ...overrides,
  };
}

export const anOrc = (overrides: Partial<EncounterEntity> = {}) =>
  anEntity({ key: 'orc', name: 'Orc', entityType: 'npc', npc: 'srd', maxHp: 15, curHp: 15, ac: 13, ...overrides });
