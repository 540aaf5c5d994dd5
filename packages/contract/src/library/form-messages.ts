/**
 * The form messages of content.md §5, word for word, so the browser and the server say the same thing.
 * Zod-free: forms and plain checks read them too.
 */
export const formMessages = {
  required: (field: string) => `${field} is required`,
  maxLength: (field: string, length: number) => `${field} must be ${length} or less`,
  maxValue: (field: string, max: number) => `${field} must be ${max} or less`,
  minLength: (field: string, length: number) => `${field} can't be under ${length}`,
  minValue: (field: string, min: number) => `${field} can't be under ${min}`,
  between: (minimum: number, maximum: number) => `Must be between ${minimum} and ${maximum}`,
  alphaDash: 'may only contain alpha-numeric characters, dashes and underscores',
  alphaNum: 'may only contain alpha-numeric characters.',
  email: (field: string) => `${field} must be a valid email address.`,
  recharge: 'Allowed format: 6, 5-6 or rest',
  range: 'Allowed format: 20 or 20/60',
  // The spec's '2d6', with the bonus stat blocks write (issue 27), worded as the spells' dice are.
  hitDice: 'Allowed format: 2d6 or 6d8 + 12',
  /** A warning, not a refusal: a homebrew may mean another bonus. */
  hitDiceBonus: (expected: string, count: number, constitution: string) =>
    `Hit dice bonus should be ${expected} (${count} × Con modifier ${constitution})`,
  url: (field: string) => `${field} must be a valid URL`,
  audio: (field: string) => `${field} must be a valid URL or URI`,
  variables: (field: string) => `The ${field} contains undefined variables.`,
  json: 'This field contains invalid JSON',
} as const;
