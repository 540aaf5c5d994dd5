import type { RollCard } from '@skald/rules/combat/roll-card';
import { type CardDie, rerollSharedDie } from '@skald/rules/combat/roll-card-reroll';
import { mathRandom } from '@skald/rules/dice/random';
import { useCallback, useState } from 'react';
import { useStableCallback } from './use-stable-callback.ts';

/**
 * Which card the keys go to once `gone` are applied or removed: the one that takes the first gone
 * card's place, else the one above it; null when none is left. Enter after Enter works down a roll's cards.
 */
export function nextRollCard(cards: readonly RollCard[], gone: ReadonlySet<string>): string | null {
  const first = cards.findIndex((card) => gone.has(card.key));
  if (first < 0) return null;
  const after = cards.slice(first).find((card) => !gone.has(card.key));
  const before = cards.slice(0, first).at(-1);
  return (after ?? before)?.key ?? null;
}

/** Which card takes the cursor: a new object for each request, so the same card asked twice takes it twice. */
export interface CardFocus {
  key: string | null;
}

/**
 * The roll cards waiting to be applied, newest first, and which of them has the keys. A roll hands
 * the cursor to its first card, so the next Enter applies it rather than pressing Roll again; a card
 * used from the keyboard hands it to the next one. A click elsewhere leaves the cursor where it is.
 */
export function useRollCards() {
  const [cards, setCards] = useState<RollCard[]>([]);
  const [focus, setFocus] = useState<CardFocus>({ key: null });
  const add = useCallback((rolled: readonly RollCard[]) => {
    setCards((shown) => [...rolled, ...shown]);
    setFocus({ key: rolled[0]?.key ?? null });
  }, []);
  const drop = useStableCallback((gone: ReadonlySet<string>) => {
    if (document.activeElement?.closest('[data-roll-card]')) setFocus({ key: nextRollCard(cards, gone) });
    setCards((shown) => shown.filter((card) => !gone.has(card.key)));
  });
  const change = useCallback(
    (card: RollCard) => setCards((shown) => shown.map((other) => (other.key === card.key ? card : other))),
    [],
  );
  const reroll = useCallback(
    (card: RollCard, die: CardDie) =>
      setCards((shown) => {
        const result = rerollSharedDie(shown, card.key, die, mathRandom);
        return result.ok ? result.cards : shown;
      }),
    [],
  );
  const remove = useCallback((card: RollCard) => drop(new Set([card.key])), [drop]);
  return { cards, focus, add, drop, change, reroll, remove };
}
