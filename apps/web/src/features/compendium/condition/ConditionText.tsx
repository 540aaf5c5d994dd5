import type { ConditionRecord } from '../../../lib/compendium/records.ts';
import { EntryCard } from '../detail/EntryCard.tsx';
import { RichText } from '../text/RichText.tsx';

/** A condition and what it does to a creature. */
export function ConditionText({ condition, headingLevel = 1 }: { condition: ConditionRecord; headingLevel?: number }) {
  return (
    <EntryCard name={condition.name} headingLevel={headingLevel} subtitle="Condition" testId="condition-card">
      <RichText text={condition.desc} headingLevel={headingLevel + 1} skipHeading={condition.name} />
    </EntryCard>
  );
}
