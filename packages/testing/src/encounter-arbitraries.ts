import { DEFENSE_KEYS } from '@skald/rules/constants/damage-types';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { type EntityVisibility, HEALTH_DISPLAYS } from '@skald/rules/encounter/entity-visibility';
import type { MonsterAbility, MonsterSpellcasting } from '@skald/rules/monster/monster';
import fc from 'fast-check';

/**
 * fast-check arbitraries for the encounter engine's combatants and encounters: stat block abilities,
 * defenses and hit points as a fight meets them. The rules' command tests and the server's follower
 * projection test draw their fights from here.
 */

/** Keys of the combatants an encounter may hold; commands name these, so some miss on purpose. */
export const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
/** Keys only `add-entity` brings in. */
export const NEW_KEYS = ['g', 'h'] as const;

/** Mostly a combatant that is usually there (a, b, c), now and then one only `add-entity` brings. */
export const aKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'b', 'c') },
  { weight: 3, arbitrary: fc.constantFrom('d', 'e', 'f') },
  { weight: 1, arbitrary: fc.constantFrom(...NEW_KEYS) },
);

const anAbility: fc.Arbitrary<MonsterAbility> = fc.record(
  {
    name: fc.constantFrom('Bite', 'Fire Breath', 'Parry', 'Wing Attack', 'Legendary Resistance'),
    desc: fc.constant(''),
    action_list: fc.constant([]),
    recharge: fc.constantFrom('5-6', '6', '4-6', 'rest'),
    limit: fc.integer({ min: 1, max: 3 }),
    limit_type: fc.constantFrom('day' as const, 'turn' as const),
    legendary_cost: fc.integer({ min: 1, max: 3 }),
  },
  { requiredKeys: ['name', 'desc', 'action_list'] },
);

const someAbilities = fc.array(anAbility, { minLength: 1, maxLength: 3 });
const sectionFields = {
  special_abilities: someAbilities,
  actions: someAbilities,
  legendary_actions: someAbilities,
  reactions: someAbilities,
};

/** A Spellcasting trait with slots at levels 1 to 3 (a level 3 with none now and then); the spells do not matter here. */
const aSpellcasting: fc.Arbitrary<MonsterSpellcasting[]> = fc
  .record({ first: fc.integer({ min: 1, max: 4 }), second: fc.integer({ min: 1, max: 3 }), third: fc.nat(2) })
  .map(({ first, second, third }) => [
    {
      trait: 'Spellcasting',
      innate: false,
      ability: 'intelligence',
      save_dc: 14,
      spell_attack: 6,
      components_required: ['V', 'S'],
      slots: { '1': first, '2': second, '3': third },
      spells: [],
    },
  ]);

/** Stat block sections: each present or not, or (`always`) every one with at least one ability, and spell slots. */
const statBlock = (always: boolean) =>
  fc.record(
    { ...sectionFields, legendary_count: fc.integer({ min: 1, max: 3 }), spellcasting: aSpellcasting },
    {
      requiredKeys: always ? ['special_abilities', 'actions', 'legendary_actions', 'reactions', 'spellcasting'] : [],
    },
  );

/** Vulnerabilities, resistances and immunities, each present or not. */
export const someDefenses = fc.record(
  {
    damage_vulnerabilities: fc.subarray([...DEFENSE_KEYS], { maxLength: 2 }),
    damage_resistances: fc.subarray([...DEFENSE_KEYS], { maxLength: 3 }),
    damage_immunities: fc.subarray([...DEFENSE_KEYS], { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

/** A combatant as it joins a fight: hit points within its maximum, sometimes hurt or at 0. */
export const anEntity = (entityKey: string, abilities: 'maybe' | 'always' = 'maybe'): fc.Arbitrary<EncounterEntity> =>
  fc
    .record({
      entityType: fc.constantFrom('player' as const, 'npc' as const, 'companion' as const),
      initiative: fc.integer({ min: -2, max: 25 }),
      dexterity: fc.integer({ min: 1, max: 20 }),
      ac: fc.integer({ min: 5, max: 22 }),
      maxHp: fc.integer({ min: 1, max: 120 }),
      hurt: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 130 })),
      maxHpMod: fc.oneof(fc.constant(0), fc.integer({ min: -20, max: 10 })),
      tempHp: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10 })),
      transformedHp: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
      statBlock: statBlock(abilities === 'always'),
      defenses: someDefenses,
    })
    .map((r) => {
      const maxHpMod = Math.max(-r.maxHp, r.maxHpMod);
      const max = Math.max(0, r.maxHp + maxHpMod);
      return createEntity({
        key: entityKey,
        name: `Combatant ${entityKey}`,
        entityType: r.entityType,
        initiative: r.initiative,
        dexterity: r.dexterity,
        ac: r.ac,
        maxHp: r.maxHp,
        maxHpMod,
        curHp: Math.max(0, max - r.hurt),
        tempHp: r.tempHp,
        transformed: r.transformedHp ? { curHp: r.transformedHp, maxHp: r.transformedHp, maxHpMod: 0, ac: 12 } : null,
        ...r.statBlock,
        ...r.defenses,
      });
    });

/** One to six of the combatants `KEYS` names; mostly a, b and c with some of the others, so commands land. */
export const anEncounter = fc
  .oneof(
    { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 1, maxLength: KEYS.length }) },
    { weight: 3, arbitrary: fc.subarray(['d', 'e', 'f']).map((more) => ['a', 'b', 'c', ...more]) },
  )
  .chain((keys) => fc.tuple(...keys.map((k) => anEntity(k))))
  .map((entities) => createEncounter(entities));

/** All six combatants, each with every stat block section: most well-formed commands apply to it. */
export const aFullEncounter = fc
  .tuple(...KEYS.map((k) => anEntity(k, 'always')))
  .map((entities) => createEncounter(entities));

/** A combatant's own choices of what followers see: any of the five, or none. */
export const aVisibilityChoice: fc.Arbitrary<Partial<EntityVisibility>> = fc.record(
  {
    name: fc.boolean(),
    health: fc.constantFrom(...HEALTH_DISPLAYS),
    ac: fc.boolean(),
    conditions: fc.boolean(),
    deathSaves: fc.boolean(),
  },
  { requiredKeys: [] },
);
