import type { Reminder } from '../combat/reminder.ts';
import type { Ability } from '../constants/abilities.ts';
import type { ChallengeRating } from '../constants/challenge-ratings.ts';
import type { Condition, ExhaustionLevel } from '../constants/conditions.ts';
import type { DefenseKey } from '../constants/damage-types.ts';
import type { MonsterAbility, MonsterSpellcasting } from '../monster/monster.ts';
import type { EntityVisibility } from './entity-visibility.ts';

/** A combatant in an encounter: a player's character, a monster or NPC, or a companion. */

export type EntityType = 'player' | 'npc' | 'companion';

/** Which list an NPC came from: the SRD compendium, the user's custom NPCs, or neither (a player). */
export type NpcSource = 'srd' | 'custom' | false;

export type DeathSaveResult = 'success' | 'failure';

/**
 * Death save slots, keyed by slot number (index + 1, as the spec stores them), five slots in all.
 * Three failures kill and three successes stabilise when automation is on.
 */
export type DeathSaves = Partial<Record<1 | 2 | 3 | 4 | 5, DeathSaveResult>>;

export const DEATH_SAVE_SLOTS = [1, 2, 3, 4, 5] as const;

/** A second body with its own hit points and armor class (wild shape, polymorph). */
export interface Transformation {
  curHp: number;
  maxHp: number;
  maxHpMod: number;
  ac: number;
}

/** A condition on a combatant: exhaustion carries its level; any condition may last a number of rounds. */
export interface ConditionState {
  level?: ExhaustionLevel;
  /** Rounds left, counted down at the start of the combatant's turns; absent while it lasts until removed. */
  rounds?: number;
}

/**
 * Uses spent per stat block section and ability index; `legendary` index 0 is the legendary action pool,
 * and `spell_slots` counts the slots spent by spell level (1 to 9).
 */
export type LimitedUses = Partial<
  Record<'special_abilities' | 'actions' | 'reactions' | 'legendary' | 'spell_slots', Record<number, number>>
>;

/** Running totals for the damage meters; none ever goes below 0. */
export interface Meters {
  damage: number;
  healing: number;
  overkill: number;
  overhealing: number;
  damageTaken: number;
  healingTaken: number;
  overkillTaken: number;
  overhealingTaken: number;
}

export const EMPTY_METERS: Meters = {
  damage: 0,
  healing: 0,
  overkill: 0,
  overhealing: 0,
  damageTaken: 0,
  healingTaken: 0,
  overkillTaken: 0,
  overhealingTaken: 0,
};

export interface EncounterEntity {
  key: string;
  /** The linked player, NPC or companion record, when there is one. */
  id?: string;
  name: string;
  entityType: EntityType;
  npc: NpcSource;
  friendly: boolean;

  initiative: number;
  /** In the fight: false while waiting to join at the next round. */
  active: boolean;
  addNextRound: boolean;
  hidden: boolean;
  /** What followers of a broadcast see of this combatant, over its side's setting; absent: the side's. */
  followerVisibility?: Partial<EntityVisibility>;
  /** An NPC at 0 hit points, marked at the round update. */
  down: boolean;
  dead: boolean;
  stable: boolean;
  saves: DeathSaves;

  maxHp: number;
  curHp: number;
  tempHp: number;
  maxHpMod: number;
  ac: number;
  ac_bonus: number;
  transformed: Transformation | null;

  meters: Meters;
  conditions: Partial<Record<Condition, ConditionState>>;
  /** Keyed by reminder key; the premade 'surprised' reminder uses that key. */
  reminders: Record<string, Reminder>;
  /** Uses spent: by stat block section, then the ability's index there. Legendary actions share one pool. */
  limited_uses: LimitedUses;

  /** Copied from the monster's stat block or the character sheet. */
  damage_vulnerabilities?: DefenseKey[];
  damage_resistances?: DefenseKey[];
  damage_immunities?: DefenseKey[];
  /** Saving throw bonuses; an ability not listed uses its modifier. */
  saving_throws?: Partial<Record<Ability, number>>;
  strength?: number;
  constitution?: number;
  intelligence?: number;
  wisdom?: number;
  charisma?: number;
  special_abilities?: MonsterAbility[];
  actions?: MonsterAbility[];
  legendary_actions?: MonsterAbility[];
  reactions?: MonsterAbility[];
  legendary_count?: number;
  /** Spellcasting and Innate Spellcasting traits: save DC, spell attack, slots by level and the spells. */
  spellcasting?: MonsterSpellcasting[];

  /** Dexterity score, which breaks initiative ties; 10 when unknown. */
  dexterity?: number;
  /** A player's own initiative bonus, used instead of the dexterity modifier for rolled initiative. */
  initiativeBonus?: number;
  /** A monster's challenge rating, for the encounter's XP and difficulty. */
  challenge_rating?: ChallengeRating;
  /** A player's level, which the difficulty thresholds are read for. */
  level?: number;
}

/** Maximum hit points with the modifier applied; never below 0. */
export function effectiveMaxHp(entity: Pick<EncounterEntity, 'maxHp' | 'maxHpMod'>): number {
  return Math.max(0, entity.maxHp + entity.maxHpMod);
}

/** Armor class an attack must reach: the transformed form's, or the base plus any bonus. */
export function effectiveAc(entity: Pick<EncounterEntity, 'ac' | 'ac_bonus' | 'transformed'>): number {
  return entity.transformed ? entity.transformed.ac : entity.ac + entity.ac_bonus;
}

/** Players and companions make death saves and can die of massive damage; NPCs simply go down. */
export function makesDeathSaves(entity: Pick<EncounterEntity, 'entityType'>): boolean {
  return entity.entityType !== 'npc';
}

/** A combatant with the fight's state at its start: full hit points, no conditions, empty meters. */
export function createEntity(
  fields: Pick<EncounterEntity, 'key' | 'name' | 'entityType' | 'maxHp' | 'ac'> & Partial<EncounterEntity>,
): EncounterEntity {
  return {
    npc: fields.entityType === 'npc' ? 'srd' : false,
    friendly: false,
    initiative: 0,
    active: true,
    addNextRound: false,
    hidden: false,
    down: false,
    dead: false,
    stable: false,
    saves: {},
    curHp: fields.maxHp,
    tempHp: 0,
    maxHpMod: 0,
    ac_bonus: 0,
    transformed: null,
    meters: { ...EMPTY_METERS },
    conditions: {},
    reminders: {},
    limited_uses: {},
    ...fields,
  };
}
