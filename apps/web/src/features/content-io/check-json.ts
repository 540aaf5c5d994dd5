import { hasEncountersWithoutCampaign } from './encounters-without-campaign.ts';

/** Whether a text is JSON, and if so whether it keeps encounters outside any campaign; the value is dropped. */
export type JsonCheck = { ok: true; encountersWithoutCampaign: boolean } | { ok: false; unreadable: boolean };

export function checkJsonText(text: string): JsonCheck {
  try {
    return { ok: true, encountersWithoutCampaign: hasEncountersWithoutCampaign(JSON.parse(text)) };
  } catch {
    return { ok: false, unreadable: false };
  }
}

async function checkHere(file: Blob): Promise<JsonCheck> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, unreadable: true };
  }
  return checkJsonText(text);
}

/**
 * Checks a chosen file in a worker: parsing 20 MB of JSON holds a thread for most of a second, and the page's
 * must stay free. Where there is no worker (tests) or it fails to start, the page's own thread does it.
 */
export function checkJsonFile(file: Blob): Promise<JsonCheck> {
  if (typeof Worker === 'undefined') return checkHere(file);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./json-check.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<JsonCheck>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(checkHere(file));
    };
    worker.postMessage(file);
  });
}
