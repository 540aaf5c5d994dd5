// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWER_SWITCH_DELAY_MS, useDrawer } from './use-drawer.ts';

describe('useDrawer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a closed drawer at once', () => {
    const { result } = renderHook(() => useDrawer());
    act(() => result.current.open('keybindings'));
    expect(result.current).toMatchObject({ kind: 'keybindings', opened: true });
  });

  it('switching content closes the drawer, then reopens it with the new content after 100 ms', () => {
    const { result } = renderHook(() => useDrawer());
    act(() => result.current.open('keybindings'));
    act(() => result.current.open('dice-roller'));
    expect(result.current).toMatchObject({ kind: 'keybindings', opened: false });
    act(() => vi.advanceTimersByTime(DRAWER_SWITCH_DELAY_MS - 1));
    expect(result.current.opened).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ kind: 'dice-roller', opened: true });
  });

  it('toggling the shown content closes it; toggling another switches', () => {
    const { result } = renderHook(() => useDrawer());
    act(() => result.current.toggle('compendium'));
    expect(result.current.opened).toBe(true);
    act(() => result.current.toggle('compendium'));
    expect(result.current.opened).toBe(false);
    act(() => result.current.toggle('compendium'));
    act(() => result.current.toggle('keybindings'));
    act(() => vi.advanceTimersByTime(DRAWER_SWITCH_DELAY_MS));
    expect(result.current).toMatchObject({ kind: 'keybindings', opened: true });
  });

  it('closing during a switch cancels the pending reopen', () => {
    const { result } = renderHook(() => useDrawer());
    act(() => result.current.open('keybindings'));
    act(() => result.current.open('dice-roller'));
    act(() => result.current.close());
    act(() => vi.advanceTimersByTime(DRAWER_SWITCH_DELAY_MS * 2));
    expect(result.current.opened).toBe(false);
  });

  it('opening the content already shown keeps it open', () => {
    const { result } = renderHook(() => useDrawer());
    act(() => result.current.open('dice-roller'));
    act(() => result.current.open('dice-roller'));
    act(() => vi.advanceTimersByTime(DRAWER_SWITCH_DELAY_MS));
    expect(result.current).toMatchObject({ kind: 'dice-roller', opened: true });
  });
});
