import type { AbilitySection, MonsterAbility } from '@skald/rules/monster/monster';
import { damageVariants } from './damage-choices.ts';
import { mapAbilityUsage } from './map-ability-usage.ts';
import { mapMonsterActions } from './map-monster-actions.ts';
import type { SrdEffect, SrdMonsterAbility } from './monster-source.ts';
import { reachAndRange } from './reach-and-range.ts';
import type { Skip } from './skipped.ts';

/** Every entry of one stat block section; an entry offering choices becomes several (see below). */
export function mapMonsterAbilities(
  entries: readonly SrdMonsterAbility[] | undefined,
  section: AbilitySection,
  skip: Skip,
): MonsterAbility[] {
  return (entries ?? []).flatMap((entry) => mapMonsterAbility(entry, section, skip));
}

/**
 * A roll card rolls every action of an ability together, so alternatives cannot share one action list:
 * - chosen damage ("or 1d10 slashing with two hands") gives one ability per choice, "Longsword (Two handed)";
 * - options or staged effects (a dragon's breath weapons, a sphinx's roars) keep the ability itself, which
 *   holds the shared recharge or daily limit, followed by one rollable ability per option,
 *   "Breath Weapons: Fire Breath".
 */
function mapMonsterAbility(entry: SrdMonsterAbility, section: AbilitySection, skip: Skip): MonsterAbility[] {
  const field = `${section}.${entry.name}`;
  const usage = mapAbilityUsage(entry.name, entry.usage, section === 'legendary_actions', field, skip);
  const own = variants(usage.name, entry, entry.desc, field, skip).map((ability) => ({ ...usage, ...ability }));

  if (entry.options && entry.options.choose !== 1) {
    skip(`${field}.options`, `choose ${entry.options.choose} of the options: one entry per option`);
  }
  const options = entry.options?.from.options ?? entry.attacks ?? [];
  return [
    ...own,
    ...options.flatMap((option) =>
      variants(
        `${usage.name}: ${option.name}`,
        option,
        optionParagraph(entry.desc, option.name) ?? entry.desc,
        `${field}.${option.name}`,
        skip,
      ),
    ),
  ];
}

function variants(name: string, effect: SrdEffect, desc: string, field: string, skip: Skip): MonsterAbility[] {
  return damageVariants(effect.damage, field, skip).map(({ labels, damage }) => ({
    name: labels.length > 0 ? `${name} (${labels.join(', ')})` : name,
    desc,
    ...reachAndRange(desc),
    action_list: mapMonsterActions({ ...effect, desc }, damage, field, skip),
  }));
}

/** The option's own paragraph, "Fire Breath. The dragon exhales…", from its parent's text. */
function optionParagraph(desc: string, name: string): string | undefined {
  return desc
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith(`${name}.`));
}
