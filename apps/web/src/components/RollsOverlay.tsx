import { Button, Kbd, VisuallyHidden } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef } from 'react';
import { rollAnnouncement, rollStore, useRollsState } from '../lib/rolls.ts';
import classes from './RollsOverlay.module.css';
import { RollsOverlayCard } from './RollsOverlayCard.tsx';

/** An open drawer or dialog owns Esc: it closes first, and the next Esc clears the rolls. */
function dialogIsOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * The rolls overlay at the top centre, above the drawer: every roll result in the app, newest first,
 * each closable, and 'Clear all' (Esc) when there is more than one. Screen readers hear each new roll.
 * With the header drawer open (`besideDrawer`) the results move out of its way.
 */
export function RollsOverlay({ besideDrawer }: { besideDrawer: boolean }) {
  const { rolls, latest } = useRollsState();
  const several = rolls.length > 1;
  const list = useRef<HTMLOListElement>(null);

  /** Closing a result from the keyboard keeps the focus in the overlay: on the next result, else the one before. */
  const close = (id: number, index: number) => {
    const items = list.current?.children;
    const neighbour = items?.[index + 1] ?? items?.[index - 1];
    if (list.current?.contains(document.activeElement)) {
      neighbour?.querySelector<HTMLButtonElement>('button[data-close-roll]')?.focus();
    }
    rollStore.dismiss(id);
  };

  // Mantine's hotkeys skip fields, so Esc in a form keeps its own meaning.
  useHotkeys([
    [
      'Escape',
      () => {
        if (several && !dialogIsOpen()) rollStore.clear();
      },
      { preventDefault: false },
    ],
  ]);

  return (
    <div className={classes.overlay} data-beside-drawer={besideDrawer || undefined}>
      <VisuallyHidden role="status">
        {/* A new element per roll, so the same words rolled twice are read twice. */}
        {latest && <span key={latest.id}>{rollAnnouncement(latest)}</span>}
      </VisuallyHidden>
      {rolls.length > 0 && (
        <section className={classes.stack} aria-label="Roll results">
          {several && (
            <Button
              className={classes.clearAll}
              size="compact-sm"
              variant="default"
              onClick={rollStore.clear}
              aria-keyshortcuts="Escape"
              rightSection={<Kbd aria-hidden="true">Esc</Kbd>}
            >
              Clear all
            </Button>
          )}
          <ol className={classes.list} ref={list}>
            {rolls.map((roll, index) => (
              <li key={roll.id}>
                <RollsOverlayCard
                  roll={roll}
                  onClose={() => close(roll.id, index)}
                  onHold={() => rollStore.hold(roll.id)}
                  onRelease={() => rollStore.release(roll.id)}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
