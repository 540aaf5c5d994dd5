/**
 * The entry names of a POSIX (ustar) tar, read from its 512-byte headers, with no leading `./` or `/`.
 * Enough to recognise PGlite's data-folder layout without unpacking anything; throws on a tar that ends
 * inside an entry, so a cut file is told from a whole one.
 */
export function tarEntryNames(tar: Uint8Array): string[] {
  const names: string[] = [];
  const text = (from: number, to: number) => Buffer.from(tar.subarray(from, to)).toString('utf8').replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names;
    const size = Number.parseInt(text(offset + 124, offset + 136).trim() || '0', 8);
    if (!Number.isInteger(size) || size < 0) throw new Error(`entry ${names.length + 1} has no readable size`);
    const prefix = text(offset + 345, offset + 500);
    const name = text(offset, offset + 100);
    names.push(`${prefix ? `${prefix}/` : ''}${name}`.replace(/^(\.?\/)+/, ''));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  if (offset > tar.length) throw new Error('the archive ends inside an entry');
  throw new Error('the archive has no end marker');
}
