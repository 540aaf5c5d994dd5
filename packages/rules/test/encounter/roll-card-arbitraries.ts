import { aKey, someDefenses } from '@skald/testing/encounter-arbitraries';
import fc from 'fast-check';
import {
  type AbilityAction,
  type AbilityRoll,
  type RollCard,
  rollCard,
  setHit,
  setOverride,
  setSaved,
} from '../../src/combat/roll-card.ts';
import { ABILITIES } from '../../src/constants/abilities.ts';
import { DAMAGE_TYPES } from '../../src/constants/damage-types.ts';
import { CRITICAL_SETTINGS } from '../../src/dice/critical-damage.ts';
import type { DiceExpression } from '../../src/dice/dice-expression.ts';
import { seededRandom } from '../../src/dice/random.ts';

/** Roll cards for the engine's property tests, rolled for real with a seeded source. */

const smallDice: fc.Arbitrary<DiceExpression> = fc.record({
  groups: fc.array(
    fc.record({
      sign: fc.constantFrom<1 | -1>(1, 1, 1, -1),
      count: fc.integer({ min: 1, max: 4 }),
      sides: fc.constantFrom(4, 6, 8, 10, 12),
      keep: fc.constant(null),
    }),
    { maxLength: 2 },
  ),
  modifier: fc.integer({ min: -3, max: 8 }),
});

const anAbilityRoll: fc.Arbitrary<AbilityRoll> = fc.record(
  {
    damage_type: fc.constantFrom(...DAMAGE_TYPES),
    dice: smallDice,
    magical: fc.boolean(),
    missSave: fc.constantFrom(1 as const, 0.5 as const, 0 as const),
    special: fc.constantFrom('drain' as const, 'siphon' as const, 'siphon_half' as const),
  },
  { requiredKeys: ['damage_type', 'dice', 'magical', 'missSave'] },
);

const anAction = (kind: fc.Arbitrary<AbilityAction['kind']>): fc.Arbitrary<AbilityAction> =>
  fc.record(
    {
      kind,
      attack_bonus: fc.integer({ min: -2, max: 12 }),
      save_dc: fc.integer({ min: 8, max: 20 }),
      save_ability: fc.constantFrom(...ABILITIES),
      rolls: fc.array(anAbilityRoll, { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ['kind', 'rolls'] },
  );

const hurtingActions = fc.array(anAction(fc.constantFrom('attack' as const, 'save' as const, 'other' as const)), {
  maxLength: 2,
});
const healingActions = fc.array(anAction(fc.constant('healing' as const)), { minLength: 1, maxLength: 2 });

export const aRollCard: fc.Arbitrary<RollCard> = fc
  .record({
    seed: fc.integer(),
    actor: aKey,
    target: fc.record(
      {
        key: aKey,
        ac: fc.integer({ min: 5, max: 25 }),
        saveBonus: fc.dictionary(fc.constantFrom(...ABILITIES), fc.integer({ min: -2, max: 9 })),
      },
      { requiredKeys: ['key', 'ac'] },
    ),
    targetDefenses: someDefenses,
    actions: fc.oneof(
      hurtingActions,
      healingActions,
      fc.tuple(hurtingActions, healingActions).map(([a, b]) => [...a, ...b]),
    ),
    advantage: fc.constantFrom('normal' as const, 'advantage' as const, 'disadvantage' as const),
    criticalSetting: fc.constantFrom(...CRITICAL_SETTINGS),
    /** undefined: no override typed; null: one typed and cleared. */
    override: fc.option(fc.oneof(fc.integer({ min: -5, max: 90 }), fc.constant(null), fc.constant(Number.NaN)), {
      nil: undefined,
    }),
    toggle: fc.option(fc.record({ hit: fc.boolean(), saved: fc.boolean() }), { nil: undefined }),
  })
  .map((r) => {
    let card = rollCard({
      key: `card-${r.seed}`,
      name: 'Ability',
      actor: r.actor,
      target: { ...r.target, ...r.targetDefenses },
      actions: r.actions,
      advantage: r.advantage,
      criticalSetting: r.criticalSetting,
      random: seededRandom(r.seed),
    });
    if (r.toggle && card.actions.length > 0) card = setSaved(setHit(card, 0, r.toggle.hit), 0, r.toggle.saved);
    if (r.override !== undefined) card = setOverride(card, r.override);
    return card;
  });
