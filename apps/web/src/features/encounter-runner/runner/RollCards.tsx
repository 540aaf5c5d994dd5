import { Button, Group, Stack, Text } from '@mantine/core';
import type { ApplyMultiplier, RollCard } from '@skald/rules/combat/roll-card';
import type { CardDie } from '@skald/rules/combat/roll-card-reroll';
import { Fragment, memo } from 'react';
import { RollCardView } from './RollCardView.tsx';
import type { CardFocus } from './use-roll-cards.ts';
import type { RosterName } from './use-roster-names.ts';

interface RollCardsProps {
  cards: readonly RollCard[];
  /** The combatants' names, the same list while nobody joins, leaves or is renamed. */
  roster: readonly RosterName[];
  /** The card the keys go to, focused when it is drawn or asked for again. */
  focus: CardFocus;
  onChange(card: RollCard): void;
  onReroll(card: RollCard, die: CardDie): void;
  /** Cards applied together (one, or every card of a roll) are one gesture: one log entry, one undo. */
  onApply(cards: readonly RollCard[], multiplier: ApplyMultiplier): void;
  onRemove(card: RollCard): void;
}

/** The rolled abilities waiting to be applied, newest first. Memoised on names, so hits do not redraw it. */
export const RollCards = memo(function RollCards({
  cards,
  roster,
  focus,
  onChange,
  onReroll,
  onApply,
  onRemove,
}: RollCardsProps) {
  if (cards.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Roll cards">
      {cards.map((card, index) => {
        const roll = cards.filter((other) => other.rollId === card.rollId);
        const first = cards.findIndex((other) => other.rollId === card.rollId) === index;
        return (
          <Fragment key={card.key}>
            {first && roll.length > 1 && (
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {card.name}: {roll.length} targets
                </Text>
                <Button size="compact-sm" color="red" variant="light" onClick={() => onApply(roll, 1)}>
                  Apply all {roll.length} in full
                </Button>
              </Group>
            )}
            <RollCardView
              card={card}
              targetName={roster.find((entity) => entity.key === card.target.key)?.name ?? 'a target who left'}
              focus={card.key === focus.key ? focus : null}
              onChange={onChange}
              onReroll={(die) => onReroll(card, die)}
              onApply={(multiplier) => onApply([card], multiplier)}
              onRemove={() => onRemove(card)}
            />
          </Fragment>
        );
      })}
    </Stack>
  );
});
