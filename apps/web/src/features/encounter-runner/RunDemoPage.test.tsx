// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
