/**
 * Identifiers in `constants/` are the lowercase snake_case strings stored in data ('strength',
 * 'non_magical_bludgeoning', 'sleight_of_hand', 'lawful_good'), never display text: the UI turns them
 * into words, so a label can change without rewriting saved encounters.
 */

export const DAMAGE_TYPES = [
  'acid',
  'bludgeoning',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'psychic',
  'radiant',
  'slashing',
  'thunder',
] as const;

export type DamageType = (typeof DAMAGE_TYPES)[number];

/** The weapon damage types whose resistances are often only against non-magical attacks. */
export const PHYSICAL_DAMAGE_TYPES = ['bludgeoning', 'piercing', 'slashing'] as const satisfies readonly DamageType[];

export type PhysicalDamageType = (typeof PHYSICAL_DAMAGE_TYPES)[number];

/**
 * What a vulnerability, resistance or immunity can name: every damage type, plus the non-magical
 * bludgeoning, piercing and slashing variants (a werewolf shrugs off a plain sword, not a magic one).
 */
export const DEFENSE_KEYS = [
  ...DAMAGE_TYPES,
  'non_magical_bludgeoning',
  'non_magical_piercing',
  'non_magical_slashing',
] as const;

export type DefenseKey = (typeof DEFENSE_KEYS)[number];

const NON_MAGICAL_VARIANT: Record<PhysicalDamageType, DefenseKey> = {
  bludgeoning: 'non_magical_bludgeoning',
  piercing: 'non_magical_piercing',
  slashing: 'non_magical_slashing',
};

function isPhysical(damageType: DamageType): damageType is PhysicalDamageType {
  return damageType in NON_MAGICAL_VARIANT;
}

/**
 * The defense keys a target's vulnerabilities, resistances and immunities are matched against for one
 * hit: its own damage type always, and the non-magical variant only when the attack is not magical.
 */
export function defenseKeysAgainst(damageType: DamageType, magical: boolean): readonly DefenseKey[] {
  if (magical || !isPhysical(damageType)) return [damageType];
  return [damageType, NON_MAGICAL_VARIANT[damageType]];
}
