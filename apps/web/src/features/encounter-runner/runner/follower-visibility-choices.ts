import { type EntityVisibility, HEALTH_DISPLAYS, type HealthDisplay } from '@skald/rules/encounter/entity-visibility';

/** A detail left to the campaign's setting for the combatant's side. */
export const SIDE_SETTING = 'side';

type Field = keyof EntityVisibility;

/** Each detail's choice as the form holds it: the side's setting, or a value written as text. */
export type Choices = Partial<Record<Field, string>>;

const shownHidden = [
  { value: SIDE_SETTING, label: "Campaign's setting" },
  { value: 'shown', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];

const HEALTH_WORDS: Record<HealthDisplay, string> = { shown: 'Shown', obscured: 'Obscured (hearts)', hidden: 'Hidden' };

export const FIELD_OPTIONS: { field: Field; label: string; options: { value: string; label: string }[] }[] = [
  { field: 'name', label: 'Name', options: shownHidden },
  {
    field: 'health',
    label: 'Health',
    options: [
      { value: SIDE_SETTING, label: "Campaign's setting" },
      ...HEALTH_DISPLAYS.map((display) => ({ value: display, label: HEALTH_WORDS[display] })),
    ],
  },
  { field: 'ac', label: 'Armor class', options: shownHidden },
  { field: 'conditions', label: 'Conditions', options: shownHidden },
  { field: 'deathSaves', label: 'Death saves', options: shownHidden },
];

/** A combatant's own visibility as the form's choices. */
export function choicesOf(visibility: Partial<EntityVisibility> | undefined): Choices {
  const choices: Choices = {};
  for (const [field, value] of Object.entries(visibility ?? {}) as [Field, EntityVisibility[Field]][]) {
    if (value === undefined) continue;
    choices[field] = typeof value === 'boolean' ? (value ? 'shown' : 'hidden') : value;
  }
  return choices;
}

/** The form's choices as the combatant's own visibility; null when every detail follows the side. */
export function visibilityOf(choices: Choices): Partial<EntityVisibility> | null {
  const visibility: Partial<EntityVisibility> = {};
  for (const [field, choice] of Object.entries(choices) as [Field, string][]) {
    if (!choice || choice === SIDE_SETTING) continue;
    if (field === 'health') visibility.health = choice as HealthDisplay;
    else visibility[field] = choice === 'shown';
  }
  return Object.keys(visibility).length > 0 ? visibility : null;
}
