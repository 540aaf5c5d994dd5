import { Stack } from '@mantine/core';
import type { ApplyMultiplier, RollCard } from '@skald/rules/combat/roll-card';
import type { CardDie } from '@skald/rules/combat/roll-card-reroll';
import { memo } from 'react';
import { RollCardView } from './RollCardView.tsx';
import type { RosterName } from './use-roster-names.ts';

interface RollCardsProps {
  cards: readonly RollCard[];
  /** The combatants' names, the same list while nobody joins, leaves or is renamed. */
  roster: readonly RosterName[];
  onChange(card: RollCard): void;
  onReroll(card: RollCard, die: CardDie): void;
  onApply(card: RollCard, multiplier: ApplyMultiplier): void;
  onRemove(card: RollCard): void;
}

/** The rolled abilities waiting to be applied, newest first. Memoised on names, so hits do not redraw it. */
export const RollCards = memo(function RollCards({
  cards,
  roster,
  onChange,
  onReroll,
  onApply,
  onRemove,
}: RollCardsProps) {
  if (cards.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Roll cards">
      {cards.map((card) => (
        <RollCardView
          key={card.key}
          card={card}
          targetName={roster.find((entity) => entity.key === card.target.key)?.name ?? 'a target who left'}
          onChange={onChange}
          onReroll={(die) => onReroll(card, die)}
          onApply={(multiplier) => onApply(card, multiplier)}
          onRemove={() => onRemove(card)}
        />
      ))}
    </Stack>
  );
});
