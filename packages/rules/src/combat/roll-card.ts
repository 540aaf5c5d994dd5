import type { Ability } from '../constants/abilities.ts';
import type { DamageType } from '../constants/damage-types.ts';
import { type CriticalDamage, type CriticalSetting, criticalDamage } from '../dice/critical-damage.ts';
import type { DiceExpression } from '../dice/dice-expression.ts';
import type { DiceRoll } from '../dice/dice-roll.ts';
import type { RandomSource } from '../dice/random.ts';
import { type AdvantageMode, type D20Roll, rollD20 } from '../dice/roll-d20.ts';
import { rollDice } from '../dice/roll-dice.ts';
import { CommandError } from '../encounter/command-error.ts';
import { wholeAmount } from '../validation/whole-number.ts';
import { applyDefenses, type DamageDefenses, type Defense, defensesAgainst } from './defenses.ts';

/** What a miss or a successful save leaves of a roll: all of it, half, or nothing. */
export type MissSave = 1 | 0.5 | 0;

/** Drain lowers the target's maximum hit points; siphon heals the attacker by the damage (or half). */
export type DamageSpecial = 'drain' | 'siphon' | 'siphon_half';

/** One damage or healing roll of an ability, as its stat block gives it. */
export interface AbilityRoll {
  damage_type: DamageType;
  dice: DiceExpression;
  magical: boolean;
  missSave: MissSave;
  special?: DamageSpecial;
}

/** One action of an ability: an attack roll, a saving throw, healing, or plain damage. */
export interface AbilityAction {
  kind: 'attack' | 'save' | 'healing' | 'other';
  attack_bonus?: number;
  save_dc?: number;
  save_ability?: Ability;
  rolls: AbilityRoll[];
}

export const DEFAULT_SAVE_DC = 10;

export interface CardRoll {
  ability: AbilityRoll;
  roll: DiceRoll;
  /** The critical's extra dice under the GM's setting, rolled up front so a Hit toggle never rerolls. */
  critical: CriticalDamage | null;
}

export interface CardAction {
  kind: AbilityAction['kind'];
  /**
   * `chosenCritical` is the GM's word on whether a hit is a critical (an attack on an unconscious target
   * within 5 feet is one whatever the die says); absent, a natural 20 decides.
   */
  toHit: { roll: D20Roll; hit: boolean; critical: boolean; chosenCritical?: boolean } | null;
  save: { ability: Ability | null; dc: number; roll: D20Roll | null; saved: boolean } | null;
  rolls: CardRoll[];
}

/** The target as the card sees it: armor class to beat, defenses, and saving throw bonuses. */
export interface CardTarget extends DamageDefenses {
  key: string;
  ac: number;
  saveBonus?: Partial<Record<Ability, number>>;
}

/** The result of one ability used against one target, before the GM applies it. */
export interface RollCard {
  key: string;
  /** The same on every card of one roll: their shared dice (see `sharesDice`) are one throw. */
  rollId: string;
  /** The ability's name. */
  name: string;
  /** Key of the combatant using the ability. */
  actor: string;
  target: CardTarget;
  actions: CardAction[];
  /** A total typed by the GM, replacing the computed one; never below 0. */
  override: number | null;
  /** The GM's setting when the card was rolled: `disabled` makes no hit a critical, so the Hit toggle keeps it. */
  criticalSetting: CriticalSetting;
  /**
   * The GM's word on the target's defense against a damage type, over what its stat block lists (a
   * raging barbarian resists slashing; a silvered blade gets past a resistance). Absent: as listed.
   */
  defenseChoices?: Partial<Record<DamageType, DefenseChoice>>;
}

/** A defense the GM sets on a card for one damage type: one of the three, or `none` for full damage. */
export type DefenseChoice = Defense | 'none';

export const DEFENSE_CHOICES: readonly DefenseChoice[] = ['none', 'resistant', 'vulnerable', 'immune'];

export interface RollCardRequest {
  key: string;
  name: string;
  actor: string;
  target: CardTarget;
  actions: AbilityAction[];
  advantage: AdvantageMode;
  criticalSetting: CriticalSetting;
  random: RandomSource;
}

/**
 * Only a natural 20 is a critical. The spec's "to-hit total of at least 20" is the kept d20's own throw
 * (its `throwsTotal`), not the total with the bonus: read that way an Adult Red Dragon (+14) would crit on 6.
 */
export function criticalRoll(roll: Pick<D20Roll, 'isNatural20'>): boolean {
  return roll.isNatural20;
}

/**
 * Whether a to-hit roll makes a critical hit: it hits, criticals are not disabled, and it is a natural 20
 * or the GM said it is one (`chosen`, which also outranks a natural 20 the GM says is not).
 */
export function criticalHit(roll: D20Roll, hit: boolean, setting: CriticalSetting, chosen?: boolean): boolean {
  return hit && setting !== 'disabled' && (chosen ?? criticalRoll(roll));
}

/** The dice of one action; an attack's critical extra dice are rolled with them. */
function rollDamage(action: AbilityAction, request: RollCardRequest, toHit: CardAction['toHit']): CardRoll[] {
  return action.rolls.map((ability): CardRoll => {
    const roll = rollDice(ability.dice, request.random);
    const critical =
      toHit && criticalHit(toHit.roll, true, request.criticalSetting)
        ? criticalDamage(roll, request.criticalSetting, request.random)
        : null;
    return { ability, roll, critical };
  });
}

/** Whether an action's dice are one throw for all the targets of a roll: all but an attack's, which hit each apart. */
export function sharesDice(kind: AbilityAction['kind']): boolean {
  return kind !== 'attack';
}

/** One action against the card's target; `shared` holds dice already rolled for every target. */
function rollAction(action: AbilityAction, request: RollCardRequest, shared: CardRoll[] | null): CardAction {
  const { target, random } = request;
  let toHit: CardAction['toHit'] = null;
  if (action.kind === 'attack') {
    const roll = rollD20(request.advantage, action.attack_bonus ?? 0, random);
    const hit = roll.isNatural20 || (!roll.isNatural1 && roll.total >= target.ac);
    toHit = { roll, hit, critical: criticalHit(roll, hit, request.criticalSetting) };
  }
  let save: CardAction['save'] = null;
  if (action.kind === 'save') {
    const dc = action.save_dc ?? DEFAULT_SAVE_DC;
    const ability = action.save_ability ?? null;
    // The target's save is rolled with its bonus and its total is compared with the DC, never the bare die.
    const roll = ability ? rollD20('normal', target.saveBonus?.[ability] ?? 0, random) : null;
    save = { ability, dc, roll, saved: roll !== null && roll.total >= dc };
  }
  return { kind: action.kind, toHit, save, rolls: shared ?? rollDamage(action, request, toHit) };
}

function cardOf(request: RollCardRequest, rollId: string, shared: readonly (CardRoll[] | null)[]): RollCard {
  return {
    key: request.key,
    rollId,
    name: request.name,
    actor: request.actor,
    target: request.target,
    actions: request.actions.map((action, i) => rollAction(action, request, shared[i] ?? null)),
    override: null,
    criticalSetting: request.criticalSetting,
  };
}

/** Rolls an ability against one target: to-hit preset from the target's AC, saves preset from its save. */
export function rollCard(request: RollCardRequest): RollCard {
  return cardOf(request, request.key, []);
}

export interface RollCardsRequest extends Omit<RollCardRequest, 'key' | 'target'> {
  /** One card each, under its own key. */
  cards: { key: string; target: CardTarget }[];
}

/**
 * Rolls an ability against several targets, one card each. An attack rolls to hit and damage per target;
 * any other action (Fire Breath's save, a healing word, plain damage) is one effect, so its dice are rolled
 * once and every card shows that throw, with its own target's save and defenses applied to it.
 */
export function rollCards(request: RollCardsRequest): RollCard[] {
  const first = request.cards[0];
  if (!first) return [];
  const once = { ...request, ...first };
  const shared = request.actions.map((action) => (sharesDice(action.kind) ? rollDamage(action, once, null) : null));
  return request.cards.map(({ key, target }) => cardOf({ ...request, key, target }, first.key, shared));
}

export function updateAction(card: RollCard, index: number, change: (action: CardAction) => CardAction): RollCard {
  const action = card.actions[index];
  if (!action) throw new CommandError(`This roll card has no action ${index}`);
  return { ...card, actions: card.actions.map((other, i) => (i === index ? change(other) : other)) };
}

/** The Hit/Miss toggle. A critical stays a critical only while it hits. */
export function setHit(card: RollCard, actionIndex: number, hit: boolean): RollCard {
  return updateAction(card, actionIndex, (action) =>
    action.toHit
      ? {
          ...action,
          toHit: {
            ...action.toHit,
            hit,
            critical: criticalHit(action.toHit.roll, hit, card.criticalSetting, action.toHit.chosenCritical),
          },
        }
      : action,
  );
}

/** The Fail/Save toggle. */
export function setSaved(card: RollCard, actionIndex: number, saved: boolean): RollCard {
  return updateAction(card, actionIndex, (action) =>
    action.save ? { ...action, save: { ...action.save, saved } } : action,
  );
}

/** The GM's own total: numeric, whole, at least 0; null returns to the computed total. */
export function setOverride(card: RollCard, total: number | null): RollCard {
  const override = total === null || !Number.isFinite(total) ? null : wholeAmount(total);
  return { ...card, override };
}

/** The target's defenses against one roll: the GM's choice for its damage type, else the stat block's. */
export function cardDefenses(card: RollCard, ability: AbilityRoll): Defense[] {
  const chosen = card.defenseChoices?.[ability.damage_type];
  if (chosen === undefined) return defensesAgainst(card.target, ability.damage_type, ability.magical);
  return chosen === 'none' ? [] : [chosen];
}

export interface RollOutcome {
  ability: AbilityRoll;
  /** After the miss or save multiplier and the target's defenses. */
  amount: number;
  defenses: Defense[];
  /** A roll of a healing action. */
  healing: boolean;
  /** Drain and siphon take effect only on a hit or a failed save. */
  landed: boolean;
}

function landed(action: CardAction): boolean {
  if (action.toHit) return action.toHit.hit;
  if (action.save) return !action.save.saved;
  return true;
}

/** What each roll of the card comes to against its target. */
export function rollOutcomes(card: RollCard): RollOutcome[] {
  const outcomes: RollOutcome[] = [];
  for (const action of card.actions) {
    const full = landed(action);
    for (const cardRoll of action.rolls) {
      const rolled = cardRoll.critical && action.toHit?.critical ? cardRoll.critical.total : cardRoll.roll.total;
      const multiplier = full ? 1 : cardRoll.ability.missSave;
      const scaled = wholeAmount(rolled * multiplier);
      if (action.kind === 'healing') {
        outcomes.push({ ability: cardRoll.ability, amount: scaled, defenses: [], healing: true, landed: true });
        continue;
      }
      const defenses = cardDefenses(card, cardRoll.ability);
      outcomes.push({
        ability: cardRoll.ability,
        amount: applyDefenses(scaled, defenses),
        defenses,
        healing: false,
        landed: full,
      });
    }
  }
  return outcomes;
}

/** Whether the card heals its target rather than hurting it. */
export function isHealingCard(card: RollCard): boolean {
  return card.actions.length > 0 && card.actions.every((action) => action.kind === 'healing');
}

/** The outcomes that count towards the card's total: all of a healing card, the damage of any other. */
export function countedOutcomes(card: RollCard): RollOutcome[] {
  const outcomes = rollOutcomes(card);
  if (isHealingCard(card)) return outcomes;
  return outcomes.filter((outcome) => !outcome.healing);
}

/** The computed total, before any override. A healing roll on an attack card is not damage. */
export function rolledTotal(card: RollCard): number {
  return outcomesTotal(countedOutcomes(card));
}

/** What counted outcomes add up to: `rolledTotal` for a card whose outcomes are already at hand. */
export function outcomesTotal(outcomes: readonly RollOutcome[]): number {
  let sum = 0;
  for (const outcome of outcomes) sum += outcome.amount;
  return sum;
}

/** The card's total: the GM's override when set, else the sum of its counted rolls. */
export function cardTotal(card: RollCard): number {
  return card.override ?? rolledTotal(card);
}

/** Whether any attack on the card landed as a critical hit (two failed death saves at 0 HP). */
export function isCriticalCard(card: RollCard): boolean {
  return card.actions.some((action) => action.toHit?.critical === true);
}

/** Full, Half (rounded down) and Double, as the card's buttons and keys apply it. */
export type ApplyMultiplier = 1 | 0.5 | 2;

export function appliedAmount(total: number, multiplier: ApplyMultiplier): number {
  return wholeAmount(total * multiplier);
}
