import { checkJsonText } from './check-json.ts';

/** Reads and parses a chosen file off the page's thread (`checkJsonFile()`), answering only what it found. */
self.onmessage = async (event: MessageEvent<Blob>) => {
  let text: string;
  try {
    text = await event.data.text();
  } catch {
    self.postMessage({ ok: false, unreadable: true });
    return;
  }
  self.postMessage(checkJsonText(text));
};
