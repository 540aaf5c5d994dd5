import { Anchor, Badge } from '@mantine/core';
import { mathRandom } from '@skald/rules/dice/random';
import { rollDice } from '@skald/rules/dice/roll-dice';
import { rollExpression } from '@skald/rules/monster/ability-actions';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { ItemDamageRecord, ItemRecord } from '../../../lib/compendium/records.ts';
import { sentenceCase, titleCase, words } from '../../../lib/labels.ts';
import { EntryCard, Properties, PropertyRow } from '../detail/EntryCard.tsx';
import { entryPath } from '../kinds.ts';
import { RollChip } from '../monster/RollChip.tsx';
import { rollDetail } from '../monster/roll-ability.ts';
import { showRoll } from '../monster/show-roll.tsx';
import { RichText } from '../text/RichText.tsx';
import {
  armorClassText,
  costText,
  itemDamageText,
  itemSubtitle,
  rangeText,
  rarityLabel,
  splitItemLine,
  weightText,
} from './item-text.ts';

function DamageChip({ item, damage, what }: { item: ItemRecord; damage: ItemDamageRecord; what: string }) {
  const label = itemDamageText(damage);
  return (
    <RollChip
      label={label}
      context={`Roll ${item.name} ${what}`}
      onRoll={() => {
        const roll = rollDice(rollExpression(damage), mathRandom);
        showRoll(item.name, [
          { label: `${sentenceCase(words(damage.damage_type))} damage`, total: roll.total, detail: rollDetail(roll) },
        ]);
      }}
    />
  );
}

/** A weapon, piece of armor, gear or magic item: what it is, what it costs and does. */
export function ItemCard({ item, headingLevel = 1 }: { item: ItemRecord; headingLevel?: number }) {
  const weapon = item.weapon;
  const armor = item.armor;
  const { line, body } = splitItemLine(item.desc);
  return (
    <EntryCard
      name={item.name}
      headingLevel={headingLevel}
      subtitle={line ?? itemSubtitle(item)}
      testId="item-card"
      badges={
        <>
          <Badge variant="light" color={item.kind === 'magic_item' ? 'grape' : 'gray'}>
            {item.kind === 'magic_item' ? 'Magic item' : 'Equipment'}
          </Badge>
          {item.rarity && <Badge variant="outline">{rarityLabel(item.rarity)}</Badge>}
        </>
      }
    >
      <Properties>
        <PropertyRow name="Cost">{costText(item.cost)}</PropertyRow>
        <PropertyRow name="Weight">{weightText(item.weight)}</PropertyRow>
        {weapon?.damage && (
          <PropertyRow name="Damage">
            <DamageChip item={item} damage={weapon.damage} what="damage" />
          </PropertyRow>
        )}
        {weapon?.two_handed_damage && (
          <PropertyRow name="Two-handed">
            <DamageChip item={item} damage={weapon.two_handed_damage} what="two-handed damage" />
          </PropertyRow>
        )}
        <PropertyRow name="Range">{rangeText(weapon?.range)}</PropertyRow>
        <PropertyRow name="Thrown">{rangeText(weapon?.throw_range)}</PropertyRow>
        <PropertyRow name="Properties">{weapon?.properties.map(words).join(', ')}</PropertyRow>
        <PropertyRow name="Special">{weapon?.special}</PropertyRow>
        <PropertyRow name="Armor class">{armor && armorClassText(armor)}</PropertyRow>
        <PropertyRow name="Strength">{armor?.str_minimum ? `Str ${armor.str_minimum}` : undefined}</PropertyRow>
        <PropertyRow name="Stealth">{armor?.stealth_disadvantage ? 'Disadvantage' : undefined}</PropertyRow>
        <PropertyRow name="Speed">{item.speed && `${item.speed.quantity} ${item.speed.unit}`}</PropertyRow>
        <PropertyRow name="Capacity">{item.capacity}</PropertyRow>
        <PropertyRow name="Quantity">{item.quantity && item.quantity > 1 ? item.quantity : undefined}</PropertyRow>
        <PropertyRow name="Contents">
          {item.contents?.length
            ? item.contents.map((content, index) => (
                <Fragment key={content.url}>
                  {index > 0 && ', '}
                  <Anchor component={Link} to={entryPath('items', content.url)} underline="always">
                    {titleCase(content.url)}
                  </Anchor>
                  {content.quantity > 1 && ` \u00d7${content.quantity}`}
                </Fragment>
              ))
            : undefined}
        </PropertyRow>
        <PropertyRow name="Variants">
          {item.variants?.length
            ? item.variants.map((variant, index) => (
                <Fragment key={variant}>
                  {index > 0 && ', '}
                  <Anchor component={Link} to={entryPath('items', variant)} underline="always">
                    {titleCase(variant)}
                  </Anchor>
                </Fragment>
              ))
            : undefined}
        </PropertyRow>
      </Properties>
      {body && <RichText text={body} headingLevel={headingLevel + 1} label={`${item.name} table`} />}
    </EntryCard>
  );
}
