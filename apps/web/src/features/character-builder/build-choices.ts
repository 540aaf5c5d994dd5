import { NO_ABILITY_BONUSES } from '@skald/contract/character-builder/build-limits';
import type { CharacterBuild } from '@skald/contract/character-builder/build-record';
import type {
  ArmourOption,
  BuilderOptions,
  ClassOption,
  RaceOption,
} from '@skald/contract/character-builder/builder-options';
import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';

/** How the builder's choices change a build: pure functions, so the tabs only draw and call them. */

/** The race's and subrace's fixed bonuses plus the chosen ones, added per ability. */
export function racialBonuses(race: RaceOption | undefined, subrace: string, chosen: readonly Ability[]) {
  const total: Record<Ability, number> = { ...NO_ABILITY_BONUSES };
  const sub = race?.subraces.find((one) => one.slug === subrace);
  for (const bonuses of [race?.bonuses ?? {}, sub?.bonuses ?? {}]) {
    for (const [ability, bonus] of Object.entries(bonuses)) total[ability as Ability] += bonus ?? 0;
  }
  for (const ability of chosen) total[ability] += race?.bonusChoice?.bonus ?? 0;
  return total;
}

/** Picks a race: its first subrace, speed, size and bonuses; chosen bonuses start empty. */
export function chooseRace(build: CharacterBuild, race: RaceOption | undefined): CharacterBuild {
  const subrace = race?.subraces[0]?.slug ?? '';
  return {
    ...build,
    race: race?.slug ?? '',
    subrace,
    speed: race?.speed ?? 30,
    size: race?.size ?? '',
    bonusChoices: [],
    abilityBonuses: racialBonuses(race, subrace, []),
  };
}

export function chooseSubrace(build: CharacterBuild, race: RaceOption | undefined, subrace: string): CharacterBuild {
  return { ...build, subrace, abilityBonuses: racialBonuses(race, subrace, build.bonusChoices) };
}

/** Sets the abilities a race lets the player choose; more than it allows, or one it excludes, is dropped. */
export function chooseBonusAbilities(
  build: CharacterBuild,
  race: RaceOption | undefined,
  chosen: readonly Ability[],
): CharacterBuild {
  const choice = race?.bonusChoice;
  const allowed = choice ? chosen.filter((ability) => choice.from.includes(ability)).slice(0, choice.choose) : [];
  return { ...build, bonusChoices: allowed, abilityBonuses: racialBonuses(race, build.subrace, allowed) };
}

/** Picks a class: its hit die and saving throws; skills and equipment chosen for another class are cleared. */
export function chooseClass(build: CharacterBuild, chosen: ClassOption | undefined): CharacterBuild {
  const next = { ...build, class: chosen?.slug ?? '', skills: [], equipmentChoices: [], armour: null, shield: false };
  if (!chosen) return { ...next, savingThrows: [] };
  const hitDie = ([6, 8, 10, 12] as const).find((die) => die === chosen.hitDie) ?? 8;
  return { ...withEquipment(next, chosen), hitDie, savingThrows: [...chosen.savingThrows] };
}

/** The items a build carries: the class's fixed equipment, then each choice's chosen option and picks. */
export function equipmentFor(build: CharacterBuild, chosen: ClassOption | undefined): CharacterBuild['equipment'] {
  if (!chosen) return [];
  const items = chosen.startingEquipment.map((item) => ({ ...item }));
  chosen.equipmentChoices.forEach((choice, index) => {
    const taken = build.equipmentChoices[index];
    const option = taken?.option == null ? undefined : choice.options[taken.option];
    if (!option) return;
    items.push(...option.items.map((item) => ({ ...item })));
    option.picks.forEach((pick, at) => {
      const slug = taken?.picks[at];
      const item = pick.from.find((one) => one.slug === slug);
      if (item) items.push({ ...item, count: 1 });
    });
  });
  return items;
}

function withEquipment(build: CharacterBuild, chosen: ClassOption): CharacterBuild {
  return { ...build, equipment: equipmentFor(build, chosen) };
}

/** Takes option `option` of starting-equipment choice `index` (picks start empty). */
export function chooseEquipmentOption(
  build: CharacterBuild,
  chosen: ClassOption,
  index: number,
  option: number,
): CharacterBuild {
  const choices = chosen.equipmentChoices.map((_, at) => build.equipmentChoices[at] ?? { option: null, picks: [] });
  choices[index] = { option, picks: [] };
  return withEquipment({ ...build, equipmentChoices: choices }, chosen);
}

/** Picks `slug` for the `pick`th "any …" list of choice `index`. */
export function chooseEquipmentPick(
  build: CharacterBuild,
  chosen: ClassOption,
  index: number,
  pick: number,
  slug: string,
): CharacterBuild {
  const choices = chosen.equipmentChoices.map((_, at) => build.equipmentChoices[at] ?? { option: null, picks: [] });
  const current = choices[index] ?? { option: null, picks: [] };
  const picks = [...current.picks];
  picks[pick] = slug;
  choices[index] = { ...current, picks: picks.map((one) => one ?? '') };
  return withEquipment({ ...build, equipmentChoices: choices }, chosen);
}

/** Wears `armour` (or none); a shield is chosen on its own. */
export function wearArmour(build: CharacterBuild, armour: ArmourOption | undefined): CharacterBuild {
  if (!armour || armour.category === 'Shield') return { ...build, armour: null };
  const { slug, name, base, dexBonus, maxDexBonus } = armour;
  return { ...build, armour: { slug, name, base, dexBonus, maxDexBonus } };
}

/** The armour among the SRD's that the build's equipment holds, so the equipment tab offers it first. */
export function carriedArmour(build: CharacterBuild, options: BuilderOptions): ArmourOption[] {
  const carried = new Set(build.equipment.map((item) => item.slug));
  return options.armour.filter((armour) => carried.has(armour.slug));
}

export const ABILITY_SHORT: Readonly<Record<Ability, string>> = Object.fromEntries(
  ABILITIES.map((ability) => [ability, ability.slice(0, 3).toUpperCase()]),
) as Record<Ability, string>;
