import type {
  ArmourOption,
  BuilderOptions,
  ClassOption,
  EquipmentChoiceOption,
  RaceOption,
} from '@skald/contract/character-builder/builder-options';
import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';

/** The 5e-database lists the builder reads (`src/2014/en`), as parsed JSON. */
export interface BuilderSrdFiles {
  races: unknown[];
  subraces: unknown[];
  classes: unknown[];
  equipment: unknown[];
  equipmentCategories: unknown[];
}

/* The few fields of the 5e-database shapes read here; anything else in a file is ignored. */
interface Ref {
  index: string;
  name: string;
}
interface Bonus {
  ability_score: Ref;
  bonus: number;
}
interface SrdRace extends Ref {
  speed: number;
  size: string;
  ability_bonuses?: Bonus[];
  ability_bonus_options?: { choose: number; from: { options: Bonus[] } };
  traits?: Ref[];
  languages?: Ref[];
}
interface SrdSubrace extends Ref {
  race: Ref;
  ability_bonuses?: Bonus[];
  racial_traits?: Ref[];
}
interface SrdOption {
  option_type: string;
  item?: Ref;
  count?: number;
  of?: Ref;
  items?: SrdOption[];
  choice?: { choose: number; desc?: string; from: { equipment_category?: Ref } };
}
interface SrdClass extends Ref {
  hit_die: number;
  saving_throws?: Ref[];
  proficiency_choices?: { choose: number; from: { options?: SrdOption[] } }[];
  starting_equipment?: { equipment: Ref; quantity: number }[];
  starting_equipment_options?: {
    desc?: string;
    choose?: number;
    from: { options?: SrdOption[]; equipment_category?: Ref };
  }[];
}
interface SrdEquipment extends Ref {
  armor_category?: string;
  armor_class?: { base: number; dex_bonus: boolean; max_bonus?: number };
}
interface SrdCategory extends Ref {
  equipment?: Ref[];
}

/** 'con' → 'constitution'. */
function ability(index: string): Ability | undefined {
  return index.length === 3 ? ABILITIES.find((name) => name.startsWith(index)) : undefined;
}

function bonuses(list: Bonus[] | undefined): RaceOption['bonuses'] {
  const total: RaceOption['bonuses'] = {};
  for (const { ability_score, bonus } of list ?? []) {
    const name = ability(ability_score.index);
    if (name) total[name] = (total[name] ?? 0) + bonus;
  }
  return total;
}

const names = (refs: Ref[] | undefined) => (refs ?? []).map((ref) => ref.name);

function mapRace(race: SrdRace, subraces: SrdSubrace[]): RaceOption {
  const choice = race.ability_bonus_options;
  const from = (choice?.from.options ?? []).flatMap((option) => ability(option.ability_score.index) ?? []);
  return {
    slug: race.index,
    name: race.name,
    speed: race.speed,
    size: race.size,
    bonuses: bonuses(race.ability_bonuses),
    bonusChoice: choice ? { choose: choice.choose, from, bonus: choice.from.options[0]?.bonus ?? 1 } : null,
    traits: names(race.traits),
    languages: names(race.languages),
    subraces: subraces
      .filter((subrace) => subrace.race.index === race.index)
      .map((subrace) => ({
        slug: subrace.index,
        name: subrace.name,
        bonuses: bonuses(subrace.ability_bonuses),
        traits: names(subrace.racial_traits),
      })),
  };
}

/** 'skill-animal-handling' → 'animal_handling'; undefined for a tool or an instrument. */
function skill(index: string | undefined): Skill | undefined {
  const name = index?.startsWith('skill-') ? index.slice(6).replace(/-/g, '_') : undefined;
  return SKILLS.find((known) => known === name);
}

/** The class's choice of skills: the first proficiency choice whose options are all skills. */
function skillChoice(srd: SrdClass): ClassOption['skillChoice'] {
  for (const choice of srd.proficiency_choices ?? []) {
    const options = choice.from.options ?? [];
    const skills = options.flatMap((option) => skill(option.item?.index) ?? []);
    if (skills.length > 0 && skills.length === options.length) return { choose: choice.choose, from: skills };
  }
  return { choose: 0, from: [] };
}

type EquipmentOption = EquipmentChoiceOption['options'][number];

function equipmentOption(option: SrdOption, categories: Map<string, SrdCategory>): EquipmentOption {
  const result: EquipmentOption = { items: [], picks: [] };
  const add = (one: SrdOption) => {
    if (one.option_type === 'counted_reference' && one.of) {
      result.items.push({ slug: one.of.index, name: one.of.name, count: one.count ?? 1 });
    } else if (one.option_type === 'choice' && one.choice?.from.equipment_category) {
      const category = categories.get(one.choice.from.equipment_category.index);
      const from = (category?.equipment ?? []).map(({ index, name }) => ({ slug: index, name }));
      const label = category?.name ?? one.choice.from.equipment_category.name;
      for (let pick = 0; pick < one.choice.choose; pick++) result.picks.push({ label, from });
    } else if (one.option_type === 'multiple') for (const part of one.items ?? []) add(part);
  };
  add(option);
  return result;
}

function mapClass(srd: SrdClass, categories: Map<string, SrdCategory>): ClassOption {
  return {
    slug: srd.index,
    name: srd.name,
    hitDie: srd.hit_die,
    savingThrows: (srd.saving_throws ?? []).flatMap((save) => ability(save.index) ?? []),
    skillChoice: skillChoice(srd),
    startingEquipment: (srd.starting_equipment ?? []).map(({ equipment, quantity }) => ({
      slug: equipment.index,
      name: equipment.name,
      count: quantity,
    })),
    equipmentChoices: (srd.starting_equipment_options ?? []).map((choice) => ({
      desc: choice.desc ?? '',
      // "a holy symbol": the whole choice is one pick from a category, so it is one option of that pick.
      options: choice.from.equipment_category
        ? [
            equipmentOption(
              { option_type: 'choice', choice: { choose: choice.choose ?? 1, from: choice.from } },
              categories,
            ),
          ]
        : (choice.from.options ?? []).map((option) => equipmentOption(option, categories)),
    })),
  };
}

const ARMOUR_CATEGORIES = ['Light', 'Medium', 'Heavy', 'Shield'] as const;

function mapArmour(item: SrdEquipment): ArmourOption[] {
  const category = ARMOUR_CATEGORIES.find((known) => known === item.armor_category);
  if (!category || !item.armor_class) return [];
  const { base, dex_bonus, max_bonus } = item.armor_class;
  return [{ slug: item.index, name: item.name, category, base, dexBonus: dex_bonus, maxDexBonus: max_bonus ?? null }];
}

/** What the builder offers, from the SRD's races, subraces, classes and equipment. */
export function mapBuilderOptions(files: BuilderSrdFiles): BuilderOptions {
  const subraces = files.subraces as SrdSubrace[];
  const categories = new Map(
    (files.equipmentCategories as SrdCategory[]).map((category) => [category.index, category]),
  );
  return {
    races: (files.races as SrdRace[]).map((race) => mapRace(race, subraces)),
    classes: (files.classes as SrdClass[]).map((srd) => mapClass(srd, categories)),
    armour: (files.equipment as SrdEquipment[]).flatMap(mapArmour),
  };
}
