// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { elementOwnsKey, keyNames, matchesKey } from './key-binding.ts';

const press = (
  key: string,
  modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('key bindings', () => {
  it('match the key with exactly its modifiers', () => {
    expect(matchesKey({ key: 'Enter' }, press('Enter'))).toBe(true);
    expect(matchesKey({ key: 'Enter' }, press('Enter', { shiftKey: true }))).toBe(false);
    expect(matchesKey({ key: 'Enter', shift: true }, press('Enter', { shiftKey: true }))).toBe(true);
  });

  it('Ctrl also matches the Command key, and letters ignore case', () => {
    expect(matchesKey({ key: 'Enter', ctrl: true }, press('Enter', { metaKey: true }))).toBe(true);
    expect(matchesKey({ key: 'r' }, press('R'))).toBe(true);
  });

  it('read as a person says them', () => {
    expect(keyNames({ key: 'ArrowRight', shift: true })).toEqual(['Shift', '→']);
    expect(keyNames({ key: 'Enter', ctrl: true })).toEqual(['Ctrl', 'Enter']);
    expect(keyNames({ key: 'r' })).toEqual(['R']);
  });

  it('never fire while typing in a field', () => {
    expect(elementOwnsKey(document.createElement('input'), 'ArrowRight')).toBe(true);
    expect(elementOwnsKey(document.createElement('textarea'), '2')).toBe(true);
    expect(elementOwnsKey(null, 'Enter')).toBe(false);
  });

  it('wait while a dialog is open over the fight', () => {
    const dialog = document.createElement('section');
    dialog.setAttribute('role', 'dialog');
    const button = dialog.appendChild(document.createElement('button'));
    expect(elementOwnsKey(button, '2')).toBe(true);
    expect(elementOwnsKey(button, 'ArrowRight')).toBe(true);
  });

  it('leave Enter and Space to a focused button, but not other keys', () => {
    const button = document.createElement('button');
    expect(elementOwnsKey(button, 'Enter')).toBe(true);
    expect(elementOwnsKey(button, ' ')).toBe(true);
    expect(elementOwnsKey(button, 'ArrowRight')).toBe(false);
    expect(elementOwnsKey(document.createElement('div'), 'Enter')).toBe(false);
  });
});
