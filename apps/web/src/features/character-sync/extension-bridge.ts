import {
  EXTENSION_TIMEOUT_MS,
  type ExtensionAnswer,
  type ExtensionQuestion,
  type ExtensionRequest,
  extensionAnswerSchema,
} from '@skald/contract/character-sync-messages';

/**
 * The page's side of the character sync protocol (README.md beside this file): one question posted to the
 * page's own window, one answer from the extension's content script within 100 ms, or none.
 */

/**
 * combat.md §8 gives only the gist ("the character was not found in the character sync extension, also
 * shown when the extension does not answer within 100 ms"); this is our sentence for it.
 */
export const CHARACTER_NOT_FOUND = 'The character was not found in the character sync extension.';

/** A request id no other page or earlier question has: 16 random bytes as hex (works on plain http too). */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Asks the extension `question`; answers its reply, or null when no fitting reply came within the timeout.
 * The wait starts when the question reaches this window, heard here in the same dispatch as the content
 * script hears it: a page busy drawing itself right after posting does not eat the extension's 100 ms.
 * Only a message from this very window (`event.source === window`, which is where a content script's
 * `window.postMessage` lands) that carries `CS_BRIDGE_RESPONSE: true` and this question's request id
 * counts; any other message, and a reply after the timeout, is ignored.
 */
export function askExtension(
  question: ExtensionQuestion,
  timeoutMs = EXTENSION_TIMEOUT_MS,
): Promise<ExtensionAnswer | null> {
  const requestId = newRequestId();
  const request: ExtensionRequest = { CS_BRIDGE: true, requestId, request_content: [question] };
  return new Promise((resolve) => {
    // A window always hears its own message; this bound only keeps a page from waiting forever if it did not.
    let timer = setTimeout(() => finish(null), 10 * timeoutMs);
    function finish(answer: ExtensionAnswer | null) {
      clearTimeout(timer);
      window.removeEventListener('message', listen);
      resolve(answer);
    }
    function listen(event: MessageEvent) {
      if (event.source !== window) return;
      if (event.data?.CS_BRIDGE === true && event.data.requestId === requestId) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(null), timeoutMs);
        return;
      }
      const read = extensionAnswerSchema.safeParse(event.data);
      if (read.success && read.data.requestId === requestId) finish(read.data);
    }
    window.addEventListener('message', listen);
    window.postMessage(request, window.location.origin);
  });
}
