// @vitest-environment jsdom
import type { ExtensionRequest } from '@skald/contract/character-sync-messages';
import { standInCharacterSyncExtension } from '@skald/testing/character-sync-extension';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postMessageAsBrowsersDo } from '../../lib/testing/browser-post-message.ts';
import { askExtension } from './extension-bridge.ts';

const aria = { url: 'https://sheets.example/characters/41', name: 'Aria Stormwind', level: 5 };

/** The page's questions as posted, each once the message loop has delivered it. */
const questions: ExtensionRequest[] = [];
function hearQuestions(event: MessageEvent) {
  if (event.data?.CS_BRIDGE === true) questions.push(event.data);
}

/** An answer arriving in this window now: from `source` (this window when left out). */
function answer(data: object, source: Window | null = window) {
  window.dispatchEvent(new MessageEvent('message', { data: { CS_BRIDGE_RESPONSE: true, ...data }, source }));
}

let uninstall = () => {};

beforeEach(() => {
  questions.length = 0;
  postMessageAsBrowsersDo();
  window.addEventListener('message', hearQuestions);
});

afterEach(() => {
  uninstall();
  window.removeEventListener('message', hearQuestions);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('asking the character sync extension', () => {
  it('posts the question to its own window and takes the extension’s answer', async () => {
    uninstall = standInCharacterSyncExtension({ version: '1.4.2', characters: [aria] });
    expect(await askExtension('version')).toMatchObject({ version: '1.4.2' });
    expect(await askExtension('characters')).toMatchObject({ characters: [aria] });
    expect(questions).toEqual([
      { CS_BRIDGE: true, requestId: expect.stringMatching(/^[0-9a-f]{32}$/), request_content: ['version'] },
      { CS_BRIDGE: true, requestId: expect.stringMatching(/^[0-9a-f]{32}$/), request_content: ['characters'] },
    ]);
    expect(questions[0]?.requestId).not.toBe(questions[1]?.requestId);
  });

  it('no answer by 100 ms is null (the not-found message), and not a moment before', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'waiting';
    void askExtension('version').then((reply) => {
      settled = reply;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('an answer at 99 ms counts; one after 100 ms is ignored', async () => {
    vi.useFakeTimers();
    const inTime = askExtension('version');
    await vi.advanceTimersByTimeAsync(99);
    answer({ requestId: questions[0]?.requestId, version: '1.0.0' });
    expect(await inTime).toMatchObject({ version: '1.0.0' });

    const late = askExtension('version');
    await vi.advanceTimersByTimeAsync(100);
    answer({ requestId: questions[1]?.requestId, version: '1.0.0' });
    expect(await late).toBeNull();
  });

  it('counts the 100 ms from when the question reaches the window, not from when a busy page posted it', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
      setTimeout(() => window.dispatchEvent(new MessageEvent('message', { data: message, source: window })), 150);
    });
    const asked = askExtension('version');
    await vi.advanceTimersByTimeAsync(150 + 99);
    answer({ requestId: questions[0]?.requestId, version: '1.0.0' });
    expect(await asked).toMatchObject({ version: '1.0.0' });
  });

  it('gives up after a second should its own question never reach the window', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    let settled: unknown = 'waiting';
    void askExtension('version').then((reply) => {
      settled = reply;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('ignores an answer to another request, from another window, or in another shape', async () => {
    vi.useFakeTimers();
    const asked = askExtension('characters');
    await vi.advanceTimersByTimeAsync(1);
    const requestId = questions[0]?.requestId;
    answer({ requestId: 'someone-else', characters: [aria] });
    answer({ requestId, characters: [aria] }, null);
    answer({ requestId, characters: 'all of them' });
    window.dispatchEvent(new MessageEvent('message', { data: { requestId, characters: [aria] }, source: window }));
    await vi.advanceTimersByTimeAsync(99);
    expect(await asked).toBeNull();
  });

  it('two questions asked at once each get their own answer', async () => {
    uninstall = standInCharacterSyncExtension({ version: '2.0.0', characters: [aria] });
    const [version, characters] = await Promise.all([askExtension('version'), askExtension('characters')]);
    expect(version).toMatchObject({ version: '2.0.0' });
    expect(version).not.toHaveProperty('characters');
    expect(characters).toMatchObject({ characters: [aria] });
  });
});
