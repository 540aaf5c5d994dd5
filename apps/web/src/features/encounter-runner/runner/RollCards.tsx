import { Stack } from '@mantine/core';
import type { ApplyMultiplier, RollCard } from '@skald/rules/combat/roll-card';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { memo } from 'react';
import { RollCardView } from './RollCardView.tsx';

interface RollCardsProps {
  cards: readonly RollCard[];
  encounter: Encounter;
  onChange(card: RollCard): void;
  onApply(card: RollCard, multiplier: ApplyMultiplier): void;
  onRemove(card: RollCard): void;
}

/** The rolled abilities waiting to be applied, newest first. Memoised: it draws a hit with the log, a frame later. */
export const RollCards = memo(function RollCards({ cards, encounter, onChange, onApply, onRemove }: RollCardsProps) {
  if (cards.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Roll cards">
      {cards.map((card) => (
        <RollCardView
          key={card.key}
          card={card}
          targetName={encounter.entities.find((entity) => entity.key === card.target.key)?.name ?? 'a target who left'}
          onChange={onChange}
          onApply={(multiplier) => onApply(card, multiplier)}
          onRemove={() => onRemove(card)}
        />
      ))}
    </Stack>
  );
});
