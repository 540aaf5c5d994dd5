/** A key and the modifiers held with it; Ctrl also matches the Command key on a Mac. */
export interface KeyBinding {
  key: string;
  shift?: boolean;
  ctrl?: boolean;
  alt?: boolean;
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** Exactly this key with exactly these modifiers: Shift+Enter is not Enter. Letters ignore case. */
export function matchesKey(binding: KeyBinding, press: KeyPress): boolean {
  return (
    press.key.toLowerCase() === binding.key.toLowerCase() &&
    press.shiftKey === (binding.shift ?? false) &&
    (press.ctrlKey || press.metaKey) === (binding.ctrl ?? false) &&
    press.altKey === (binding.alt ?? false)
  );
}

const KEY_NAMES: Record<string, string> = {
  ArrowRight: '→',
  ArrowLeft: '←',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
  ' ': 'Space',
};

/** The keys as a person reads them: ['Shift', '→']. */
export function keyNames(binding: KeyBinding): string[] {
  const names: string[] = [];
  if (binding.ctrl) names.push('Ctrl');
  if (binding.alt) names.push('Alt');
  if (binding.shift) names.push('Shift');
  names.push(KEY_NAMES[binding.key] ?? (binding.key.length === 1 ? binding.key.toUpperCase() : binding.key));
  return names;
}

const ACTIVATES_ON_ENTER =
  'button, a[href], summary, [role="button"], [role="tab"], [role="link"], [role="menuitem"], [role="option"]';

/**
 * Whether the focused element needs this key for itself: a field or an open dialog takes every key (the
 * fight waits behind a dialog), and a button or link takes Enter and Space, so a shortcut never steals them.
 */
export function elementOwnsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  if (target.closest('[role="dialog"]')) return true;
  return (key === 'Enter' || key === ' ') && target.closest(ACTIVATES_ON_ENTER) !== null;
}
