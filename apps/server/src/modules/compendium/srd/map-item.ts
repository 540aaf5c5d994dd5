import { DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import { isOneOf } from '@skald/statblock/five-e-database/one-of';
import { type Skip, skipLog } from '@skald/statblock/five-e-database/skipped';
import { slugify, sourceSlug } from '@skald/statblock/five-e-database/slug';
import { splitDice } from '@skald/statblock/five-e-database/split-dice';
import {
  type CompendiumItem,
  ITEM_RARITIES,
  type ItemArmor,
  type ItemDamage,
  type ItemWeapon,
  type Mapped,
} from './compendium-records.ts';
import { paragraphs } from './paragraphs.ts';
import type { SrdEquipment, SrdMagicItem, SrdWeaponDamage } from './srd-source.ts';

export function mapMagicItem(source: SrdMagicItem): Mapped<CompendiumItem> {
  const url = sourceSlug(source.index, source.name);
  const { skipped, skip } = skipLog(`items/${url}`);
  const rarity = slugify(source.rarity.name).replace(/-/g, '_');
  if (!isOneOf(ITEM_RARITIES, rarity)) skip('rarity', `"${source.rarity.name}" is not an item rarity`);
  return {
    value: {
      url,
      name: source.name,
      kind: 'magic_item',
      category: source.equipment_category.index,
      desc: paragraphs(source.desc),
      ...(isOneOf(ITEM_RARITIES, rarity) ? { rarity } : {}),
      variants: source.variants.map((variant) => sourceSlug(variant.index, variant.name)),
      variant: source.variant,
    },
    skipped,
  };
}

/** Mundane equipment; an image path of the source API is not carried over. */
export function mapEquipment(source: SrdEquipment): Mapped<CompendiumItem> {
  const url = sourceSlug(source.index, source.name);
  const { skipped, skip } = skipLog(`items/${url}`);
  const subcategory = source.gear_category?.index ?? slugOf(source.tool_category ?? source.vehicle_category);
  const item: CompendiumItem = {
    url,
    name: source.name,
    kind: 'equipment',
    category: source.equipment_category.index,
    ...(subcategory ? { subcategory } : {}),
    desc: paragraphs(source.desc),
    cost: source.cost,
    ...(source.weight === undefined ? {} : { weight: source.weight }),
    ...(source.weapon_category ? { weapon: weapon(source, skip) } : {}),
    ...(source.armor_class ? { armor: armor(source, source.armor_class) } : {}),
    ...(source.quantity === undefined ? {} : { quantity: source.quantity }),
    ...(source.contents
      ? {
          contents: source.contents.map(({ item, quantity }) => ({ url: sourceSlug(item.index, item.name), quantity })),
        }
      : {}),
    ...(source.speed ? { speed: source.speed } : {}),
    ...(source.capacity ? { capacity: source.capacity } : {}),
  };
  return { value: item, skipped };
}

function slugOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : slugify(text);
}

function weapon(source: SrdEquipment, skip: Skip): ItemWeapon {
  const damage = source.damage && itemDamage(source.damage, 'damage', skip);
  const twoHanded = source.two_handed_damage && itemDamage(source.two_handed_damage, 'two_handed_damage', skip);
  return {
    category: (source.weapon_category ?? '').toLowerCase(),
    range_type: source.weapon_range?.toLowerCase() === 'ranged' ? 'ranged' : 'melee',
    ...(damage ? { damage } : {}),
    ...(twoHanded ? { two_handed_damage: twoHanded } : {}),
    ...(source.range ? { range: source.range } : {}),
    ...(source.throw_range ? { throw_range: source.throw_range } : {}),
    properties: (source.properties ?? []).map((property) => property.index),
    ...(source.special?.length ? { special: paragraphs(source.special) } : {}),
  };
}

/** A blowgun's flat "1" is 0d0+1, like a monster's flat damage. */
function itemDamage(source: SrdWeaponDamage, field: string, skip: Skip): ItemDamage | undefined {
  const type = source.damage_type.index;
  const dice = splitDice(source.damage_dice);
  if (!isOneOf(DAMAGE_TYPES, type)) skip(field, `"${type}" is not one of the 13 damage types`);
  else if (!dice.ok) skip(field, dice.error);
  else return { damage_type: type, ...dice.parts };
  return undefined;
}

function armor(source: SrdEquipment, armorClass: NonNullable<SrdEquipment['armor_class']>): ItemArmor {
  const { base, dex_bonus, max_bonus } = armorClass;
  return {
    category: (source.armor_category ?? '').toLowerCase(),
    base,
    dex_bonus,
    ...(max_bonus === undefined ? {} : { max_bonus }),
    str_minimum: source.str_minimum ?? 0,
    stealth_disadvantage: source.stealth_disadvantage ?? false,
  };
}
