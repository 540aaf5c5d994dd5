import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMergePatch, diffMergePatch } from '../../src/live/merge-patch.ts';

/** JSON without nulls, as follower views are. */
const view = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.boolean(),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('JSON merge patches between views', () => {
  it('take any view to any other, leaving both untouched', () => {
    fc.assert(
      fc.property(view, view, (before, after) => {
        const beforeCopy = structuredClone(before);
        const patch = diffMergePatch(before, after);
        const patched = patch === undefined ? before : applyMergePatch(before, patch);
        expect(patched).toEqual(after);
        expect(before).toEqual(beforeCopy);
      }),
    );
  });

  it('say nothing when nothing changed, and only what changed otherwise', () => {
    const before = { round: 2, entities: { x: { name: 'Goblin', ac: 15 }, y: { name: 'Orc' } } };
    expect(diffMergePatch(before, structuredClone(before))).toBeUndefined();
    const after = { round: 2, entities: { x: { name: 'Goblin' }, z: { name: 'Wolf' } } };
    expect(diffMergePatch(before, after)).toEqual({ entities: { x: { ac: null }, y: null, z: { name: 'Wolf' } } });
  });
});
