import { Button, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import classes from './DiceRoller.module.css';
import type { RollRequest } from './dice-request.ts';

/**
 * Typed dice: `2d6+3`, `4d6kh3`, `d%`, several groups; Enter rolls. `onRoll` answers a mistake with a
 * sentence, shown under the field. The field takes the focus as it appears unless `focusOnOpen` is false (a
 * page's panel rather than the drawer).
 */
export function ExpressionForm({
  onRoll,
  focusOnOpen = true,
}: {
  onRoll(request: RollRequest): string | null;
  focusOnOpen?: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // With a keyboard, `r` then typing rolls; a touch screen keeps its keyboard closed until asked.
  const finePointer = useMediaQuery('(pointer: fine)', false, { getInitialValueInEffect: false });
  const takesFocus = finePointer && focusOnOpen;
  useEffect(() => {
    if (takesFocus) input.current?.focus();
  }, [takesFocus]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(onRoll({ notation: text, mode: 'normal' }));
      }}
    >
      <TextInput
        ref={input}
        // The drawer's focus trap looks for this when the content was already loaded; the effect covers the first load.
        data-autofocus={takesFocus || undefined}
        label="Dice expression"
        description="Like 2d6+3, 4d6kh3 or d%; Enter rolls"
        placeholder="2d6+3"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        // The button sits beside the box itself, so the label above and the error below span both.
        inputContainer={(field) => (
          <div className={classes.expression}>
            <div className={classes.expressionField}>{field}</div>
            <Button type="submit">Roll</Button>
          </div>
        )}
      />
    </form>
  );
}
