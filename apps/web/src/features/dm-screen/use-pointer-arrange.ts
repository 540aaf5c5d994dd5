import { type PointerEvent, type RefObject, useRef, useState } from 'react';

/** The grid's tracks as drawn now: how many columns, and the size of a column, a row and the gap. */
function gridTracks(grid: HTMLElement) {
  const style = getComputedStyle(grid);
  const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length);
  const gap = Number.parseFloat(style.columnGap) || 0;
  const rowHeight = Number.parseFloat(style.gridAutoRows) || 1;
  const columnWidth = (grid.clientWidth - gap * (columns - 1)) / columns;
  return { columns, gap, rowHeight, columnWidth };
}

const panelKeyAt = (x: number, y: number) =>
  document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-panel-key]')?.dataset.panelKey ?? null;

export interface PointerArrange {
  /** The panel being dragged or resized by the mouse, for its outline. */
  dragging: string | null;
  moveHandle(key: string): PointerHandlers;
  resizeHandle(key: string): PointerHandlers;
}

interface PointerHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(event: PointerEvent<HTMLElement>): void;
}

/**
 * Moving and resizing panels with a mouse, pen or finger. A dragged panel takes the place of the panel under
 * the pointer (once per panel entered, so two panels of different sizes do not swap back and forth); a
 * resize handle snaps the panel to whole columns and rows of the grid as it is drawn now.
 */
export function usePointerArrange(
  grid: RefObject<HTMLElement | null>,
  onMoveOnto: (key: string, targetKey: string) => void,
  onResize: (key: string, size: { width: number; height: number }) => void,
): PointerArrange {
  const [dragging, setDragging] = useState<string | null>(null);
  const gesture = useRef<{ key: string; lastTarget: string | null; origin?: DOMRect } | null>(null);

  const start = (key: string, event: PointerEvent<HTMLElement>, withOrigin: boolean) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const panel = event.currentTarget.closest<HTMLElement>('[data-panel-key]');
    gesture.current = { key, lastTarget: null, origin: withOrigin ? panel?.getBoundingClientRect() : undefined };
    setDragging(key);
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (!gesture.current) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    gesture.current = null;
    setDragging(null);
  };

  return {
    dragging,
    moveHandle: (key) => ({
      onPointerDown: (event) => start(key, event, false),
      onPointerMove: (event) => {
        const now = gesture.current;
        if (now?.key !== key) return;
        const target = panelKeyAt(event.clientX, event.clientY);
        if (target === null || target === key) {
          now.lastTarget = null;
          return;
        }
        if (target === now.lastTarget) return;
        now.lastTarget = target;
        onMoveOnto(key, target);
      },
      onPointerUp: end,
      onPointerCancel: end,
    }),
    resizeHandle: (key) => ({
      onPointerDown: (event) => start(key, event, true),
      onPointerMove: (event) => {
        const now = gesture.current;
        if (now?.key !== key || !now.origin || !grid.current) return;
        const tracks = gridTracks(grid.current);
        const width = Math.round((event.clientX - now.origin.left + tracks.gap) / (tracks.columnWidth + tracks.gap));
        const height = Math.round((event.clientY - now.origin.top + tracks.gap) / (tracks.rowHeight + tracks.gap));
        onResize(key, { width: Math.min(Math.max(width, 1), tracks.columns), height: Math.max(height, 1) });
      },
      onPointerUp: end,
      onPointerCancel: end,
    }),
  };
}
