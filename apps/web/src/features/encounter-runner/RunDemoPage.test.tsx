// @vitest-environment jsdom
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerDemoEncounter } from '../../lib/encounter/demo-handover.ts';
import { DEMO_STORAGE_KEY, forgetDemoSession } from './demo/demo-session.ts';
import { renderDemo, row } from './runner/runner-test-screen.tsx';

describe('the demo kept in this browser', { timeout: 90_000 }, () => {
  it('a kept demo that is corrupt or from an older Skald is dropped, and the default demo runs', async () => {
    for (const kept of ['{"format":', JSON.stringify({ format: 0, encounter: { entities: 'none' }, log: [] })]) {
      forgetDemoSession();
      localStorage.setItem(DEMO_STORAGE_KEY, kept);
      const { unmount } = await renderDemo();
      expect(screen.getByText('Not started: set initiative, then start')).toBeVisible();
      expect(row('Ogre')).toHaveTextContent('72/72 HP');
      expect(localStorage.getItem(DEMO_STORAGE_KEY)).toBeNull();
      unmount();
    }
  });

  it('a fight handed over by the encounter builder replaces the demo, and is kept at once for a reload', async () => {
    forgetDemoSession();
    const hero = createEntity({ key: 'hero', name: 'Level 3 character', entityType: 'player', maxHp: 21, ac: 15 });
    const wolf = createEntity({ key: 'wolf', name: 'Wolf', entityType: 'npc', maxHp: 11, ac: 13 });
    offerDemoEncounter(createEncounter([hero, wolf]));
    const { unmount } = await renderDemo();
    expect(row('Wolf')).toHaveTextContent('11/11 HP');
    expect(() => row('Ogre')).toThrow();
    expect(localStorage.getItem(DEMO_STORAGE_KEY)).toContain('"Wolf"');
    unmount();
  });
});
