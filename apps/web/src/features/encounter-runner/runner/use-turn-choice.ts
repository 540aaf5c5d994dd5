import { type SetStateAction, useCallback, useRef, useState } from 'react';

/**
 * A choice that lasts one turn (the targets, the damage type): the next turn, or a step back, starts
 * again from `initial`. `turn` names the turn ("round.turn"); the setter keeps its identity.
 */
export function useTurnChoice<Value>(turn: string, initial: Value): [Value, (next: SetStateAction<Value>) => void] {
  const [chosen, setChosen] = useState<{ value: Value; turn: string }>({ value: initial, turn });
  // The turn as last drawn, for a setter called from a handler made earlier.
  const drawn = useRef({ turn, initial });
  drawn.current = { turn, initial };
  const set = useCallback((next: SetStateAction<Value>) => {
    setChosen((before) => {
      const { turn: now, initial: start } = drawn.current;
      const value = before.turn === now ? before.value : start;
      return { value: next instanceof Function ? next(value) : next, turn: now };
    });
  }, []);
  return [chosen.turn === turn ? chosen.value : initial, set];
}
