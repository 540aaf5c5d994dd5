import { Anchor, Badge } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { SpellRecord } from '../../../lib/compendium/records.ts';
import { sentenceCase } from '../../../lib/labels.ts';
import { CardSectionTitle, EntryCard, Properties, PropertyRow } from '../detail/EntryCard.tsx';
import { RichText } from '../text/RichText.tsx';
import { ScalingDice } from './ScalingDice.tsx';
import { areaText, componentsText, durationText, spellEffectText, spellLevelLine } from './spell-text.ts';

/** A spell: its level and school, how it is cast, what it does and what it does at higher levels. */
export function SpellCard({ spell, headingLevel = 1 }: { spell: SpellRecord; headingLevel?: number }) {
  const section = headingLevel + 1;
  return (
    <EntryCard
      name={spell.name}
      headingLevel={headingLevel}
      subtitle={spellLevelLine(spell)}
      testId="spell-card"
      badges={
        (spell.concentration || spell.ritual) && (
          <>
            {spell.concentration && <Badge variant="light">Concentration</Badge>}
            {spell.ritual && (
              <Badge variant="light" color="grape">
                Ritual
              </Badge>
            )}
          </>
        )
      }
    >
      <Properties>
        <PropertyRow name="Casting time">{spell.casting_time}</PropertyRow>
        <PropertyRow name="Range">{spell.range}</PropertyRow>
        <PropertyRow name="Area">{areaText(spell.area_of_effect)}</PropertyRow>
        <PropertyRow name="Components">{componentsText(spell)}</PropertyRow>
        <PropertyRow name="Duration">{durationText(spell)}</PropertyRow>
        <PropertyRow name="Effect">{spellEffectText(spell)}</PropertyRow>
        <PropertyRow name="Classes">
          {spell.classes.length > 0 &&
            spell.classes.map((name, index) => (
              <Fragment key={name}>
                {index > 0 && ', '}
                <Anchor component={Link} to={`/compendium/spells?class=${name}`} underline="always">
                  {sentenceCase(name)}
                </Anchor>
              </Fragment>
            ))}
        </PropertyRow>
      </Properties>
      <RichText text={spell.desc} headingLevel={section} label={`${spell.name} table`} />
      {spell.higher_level && (
        <section aria-label="At higher levels">
          <CardSectionTitle level={section}>At higher levels</CardSectionTitle>
          <RichText text={spell.higher_level} headingLevel={section + 1} />
        </section>
      )}
      {spell.damage_at_slot_level && (
        <ScalingDice
          spellName={spell.name}
          title="Damage by slot level"
          byLevel={spell.damage_at_slot_level}
          levels="slot"
          what="damage"
        />
      )}
      {spell.damage_at_character_level && (
        <ScalingDice
          spellName={spell.name}
          title="Damage by character level"
          byLevel={spell.damage_at_character_level}
          levels="character"
          what="damage"
        />
      )}
      {spell.heal_at_slot_level && (
        <ScalingDice
          spellName={spell.name}
          title="Healing by slot level"
          byLevel={spell.heal_at_slot_level}
          levels="slot"
          what="healing"
        />
      )}
    </EntryCard>
  );
}
