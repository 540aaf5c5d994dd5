import type { ItemDamageRecord, ItemRangeRecord, ItemRecord } from '../../../lib/compendium/records.ts';
import { sentenceCase, words } from '../../../lib/labels.ts';

/** 'Wondrous items, rare', 'Weapon: martial melee', 'Armor: light'. */
export function itemSubtitle(
  item: Pick<ItemRecord, 'kind' | 'category' | 'subcategory' | 'rarity' | 'weapon' | 'armor'>,
) {
  // The SRD's one plural category, 'wondrous-items', names a single item here.
  const category = item.category === 'wondrous-items' ? 'Wondrous item' : sentenceCase(item.category);
  if (item.kind === 'magic_item') return item.rarity ? `${category}, ${words(item.rarity)}` : category;
  if (item.weapon) return `${category}: ${words(item.weapon.category)} ${item.weapon.range_type}`;
  if (item.armor) return `${category}: ${words(item.armor.category)}`;
  return item.subcategory ? `${category}: ${words(item.subcategory)}` : category;
}

/** 'Uncommon', 'Very rare'. */
export function rarityLabel(rarity: string | undefined): string | undefined {
  return rarity ? sentenceCase(rarity) : undefined;
}

/** A weapon's damage as dice notation and type: '1d8 slashing', '1 piercing'. */
export function itemDamageText(damage: ItemDamageRecord): string {
  const dice = damage.dice_count > 0 ? `${damage.dice_count}d${damage.dice_type}` : '';
  const flat = damage.fixed_val !== 0 ? `${dice && damage.fixed_val > 0 ? '+' : ''}${damage.fixed_val}` : '';
  return `${dice}${flat || (dice ? '' : '0')} ${words(damage.damage_type)}`;
}

/** '80/320 ft.' or '5 ft.'. */
export function rangeText(range: ItemRangeRecord | undefined): string | undefined {
  if (!range) return undefined;
  return range.long ? `${range.normal}/${range.long} ft.` : `${range.normal} ft.`;
}

/** '11 + Dex modifier (max 2)', '18'. */
export function armorClassText(armor: NonNullable<ItemRecord['armor']>): string {
  if (!armor.dex_bonus) return String(armor.base);
  const cap = armor.max_bonus === undefined ? '' : ` (max ${armor.max_bonus})`;
  return `${armor.base} + Dex modifier${cap}`;
}

export function costText(cost: ItemRecord['cost']): string | undefined {
  return cost ? `${cost.quantity.toLocaleString('en-US')} ${cost.unit}` : undefined;
}

export function weightText(weight: number | undefined): string | undefined {
  return weight === undefined || weight === 0 ? undefined : `${weight} lb.`;
}

const RARITY_WORDS = /\b(common|uncommon|rare|very rare|legendary|artifact|rarity varies)\b/i;

/**
 * A magic item's text opens with its own line, "Weapon (any sword), rare (requires attunement)": the
 * card shows that line as its subtitle (it says more than the category) and the rest as the text.
 */
export function splitItemLine(desc: string): { line?: string; body: string } {
  const [first = '', ...rest] = desc.split(/\n\s*\n/);
  const line = first.trim();
  if (line.length > 0 && line.length <= 120 && !line.includes('\n') && RARITY_WORDS.test(line)) {
    return { line, body: rest.join('\n\n') };
  }
  return { body: desc };
}
