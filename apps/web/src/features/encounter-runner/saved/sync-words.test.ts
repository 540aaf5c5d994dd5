import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { describe, expect, it } from 'vitest';
import { noticeWords, statusWords } from './sync-words.ts';

const ID = '00000000-0000-4000-8000-000000000001';

function damageEntry() {
  const encounter = createEncounter([
    createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 21, ac: 13, initiative: 12 }),
  ]);
  const result = applyCommand(
    encounter,
    { type: 'damage', target: 'orc', amount: 9, by: null },
    { at: 0, automate: true },
  );
  if (!result.ok) throw new Error(result.error);
  return result.entry;
}

describe('what the GM is told about saving', () => {
  it('counts the changes waiting while offline or stopped', () => {
    expect(statusWords({ state: 'saved', waiting: 0, error: null })).toBe('Saved');
    expect(statusWords({ state: 'saving', waiting: 2, error: null })).toBe('Saving…');
    expect(statusWords({ state: 'updating', waiting: 0, error: null })).toBe('Updating…');
    expect(statusWords({ state: 'offline', waiting: 1, error: null })).toBe('Offline — 1 change waiting');
    expect(statusWords({ state: 'stalled', waiting: 3, error: 'No.' })).toBe('Not saved — 3 changes waiting');
  });

  it('names the gesture that did not apply, and the engine’s reason', () => {
    const entry = damageEntry();
    const error = 'No combatant with key "orc" in this encounter';
    const hit = { id: ID, at: 0, automate: true, action: { kind: 'command', command: entry.command } } as const;
    expect(noticeWords({ kind: 'refused', queued: hit, entry, error }).message).toBe(
      `“The environment did 9 damage to Orc” did not apply: ${error}`,
    );
    const undo = { id: ID, at: 0, automate: true, action: { kind: 'undo', entry: ID } } as const;
    expect(
      noticeWords({ kind: 'refused', queued: undo, entry, error: 'That log entry is no longer there' }).message,
    ).toBe('Undo of “The environment did 9 damage to Orc” did not apply: That log entry is no longer there');
    expect(noticeWords({ kind: 'refused', queued: hit, entry: null, error }).message).toBe(
      `A change did not apply: ${error}`,
    );
  });
});
