import { describe, expect, it } from 'vitest';
import { hitPointCommands } from './hit-point-commands.ts';

describe('damage and healing for the targets', () => {
  it('one command per target, typed damage carrying its magical flag', () => {
    expect(
      hitPointCommands(['orc', 'ogre'], {
        kind: 'damage',
        amount: 7,
        by: 'barbarian',
        damageType: 'fire',
        magical: true,
      }),
    ).toEqual([
      { type: 'damage', target: 'orc', amount: 7, by: 'barbarian', critical: false, damageType: 'fire', magical: true },
      {
        type: 'damage',
        target: 'ogre',
        amount: 7,
        by: 'barbarian',
        critical: false,
        damageType: 'fire',
        magical: true,
      },
    ]);
  });

  it('healing from the environment ignores the damage options', () => {
    expect(
      hitPointCommands(['druid'], { kind: 'heal', amount: 4, by: null, critical: true, damageType: 'fire' }),
    ).toEqual([{ type: 'heal', target: 'druid', amount: 4, by: null }]);
  });
});
