import { useRef } from 'react';

/**
 * The order the turn order shows: the fight's order, except while `holding` (the GM is typing
 * initiatives). Then every row stays where it was, so a typed initiative does not move its row under
 * the cursor and Tab reaches the row below, not whoever the re-sort put there; a newcomer joins at the
 * foot and a leaver goes. The list re-sorts when holding ends.
 */
export function useHeldOrder(order: readonly string[], holding: boolean): readonly string[] {
  const held = useRef(order);
  if (!holding) {
    held.current = order;
    return order;
  }
  const previous = held.current;
  const kept = previous.filter((key) => order.includes(key));
  const joined = order.filter((key) => !previous.includes(key));
  // The same array while nobody joins or leaves, so the memoised list does not redraw for nothing.
  if (joined.length > 0 || kept.length !== previous.length) held.current = [...kept, ...joined];
  return held.current;
}
