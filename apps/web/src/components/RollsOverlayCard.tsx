import { Badge, CloseButton, VisuallyHidden } from '@mantine/core';
import { Fragment, useId } from 'react';
import type { RollLine, ShownRoll } from '../lib/rolls.ts';
import classes from './RollsOverlay.module.css';

interface Props {
  roll: ShownRoll;
  onClose(): void;
  /** A quick roll waits while the pointer or focus is on it. */
  onHold(): void;
  onRelease(): void;
}

/** One result in the rolls overlay: what was rolled, each line's total large and its dice beside it. */
export function RollsOverlayCard({ roll, onClose, onHold, onRelease }: Props) {
  const titleId = useId();
  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-stays={roll.stays || undefined}
      onMouseEnter={onHold}
      onMouseLeave={onRelease}
      onFocus={onHold}
      onBlur={onRelease}
    >
      <div className={classes.head}>
        <p id={titleId} className={classes.title}>
          {roll.title}
        </p>
        {roll.mode && roll.mode !== 'normal' && (
          <Badge size="sm" variant="dot" color={roll.mode === 'advantage' ? 'teal' : 'orange'}>
            {roll.mode === 'advantage' ? 'Advantage' : 'Disadvantage'}
          </Badge>
        )}
        {roll.natural && (
          <Badge size="sm" variant="dot" color={roll.natural === 20 ? 'green' : 'red'}>
            Natural {roll.natural}
          </Badge>
        )}
        <CloseButton
          size="sm"
          className={classes.close}
          aria-label={`Close roll result: ${roll.title}`}
          onClick={onClose}
          data-close-roll
        />
      </div>
      {roll.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one result's lines, never reordered
        <ResultLine key={index} line={line} />
      ))}
    </article>
  );
}

/** 'To hit: 17 (d20 13 + 4)' in the text, laid out as the label and dice on the left, the total large on the right. */
function ResultLine({ line }: { line: RollLine }) {
  return (
    <div className={classes.line}>
      {line.label && (
        <span className={classes.label}>
          {line.label}
          {line.total !== null && <VisuallyHidden component="span">: </VisuallyHidden>}
        </span>
      )}
      {line.total !== null && <strong className={classes.total}>{line.total}</strong>}
      {line.dice ? (
        <DiceFaces groups={line.dice.groups} modifier={line.dice.modifier} />
      ) : (
        line.detail && (
          <span className={classes.detail}>
            <VisuallyHidden component="span"> (</VisuallyHidden>
            {line.detail}
            <VisuallyHidden component="span">)</VisuallyHidden>
          </span>
        )
      )}
    </div>
  );
}

/** Each die as a small tile; a dropped die is struck through, dashed and named, so it never relies on colour. */
function DiceFaces({ groups, modifier }: NonNullable<RollLine['dice']>) {
  return (
    <span className={classes.detail}>
      {groups.map((group, groupIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one roll, in the order written
        <Fragment key={groupIndex}>
          {(groupIndex > 0 || group.sign < 0) && (
            <span className={classes.sign}>{group.sign < 0 ? '\u2212' : '+'}</span>
          )}
          {group.dice.map((die, dieIndex) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the dice of one group, in the order rolled
              key={dieIndex}
              className={die.kept ? classes.die : classes.dropped}
              title={die.kept ? `d${die.sides}` : `d${die.sides}, dropped`}
            >
              {die.value}
              {!die.kept && <VisuallyHidden component="span"> dropped</VisuallyHidden>}
              {dieIndex < group.dice.length - 1 && <VisuallyHidden component="span">, </VisuallyHidden>}
            </span>
          ))}
        </Fragment>
      ))}
      {modifier !== 0 && (
        <span className={classes.sign}>
          {modifier < 0 ? '\u2212' : '+'} {Math.abs(modifier)}
        </span>
      )}
    </span>
  );
}
