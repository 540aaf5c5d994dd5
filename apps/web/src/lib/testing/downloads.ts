import { vi } from 'vitest';

/** A file the page handed to the browser to keep. */
export interface CaughtDownload {
  fileName: string;
  /** The file's text. */
  text: () => Promise<string>;
}

/**
 * Catches the files a page offers for download (a link to an object URL, clicked), which jsdom neither
 * makes addresses for nor follows: the test reads each file's name and text. Undone after the test by
 * `vi.restoreAllMocks` and the deleted stand-ins.
 */
export function catchDownloads(): CaughtDownload[] {
  const files = new Map<string, Blob>();
  const caught: CaughtDownload[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (file: Blob) => {
      const address = `blob:skald.test/${files.size + 1}`;
      files.set(address, file);
      return address;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.href);
    if (file) caught.push({ fileName: this.download, text: () => file.text() });
  });
  return caught;
}
