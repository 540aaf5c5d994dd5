/** A file name from a record's name: 'Ash Wraith' → 'ash-wraith.json'; `fallback` when the name has no letters or digits. */
export function jsonFileName(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || fallback}.json`;
}

/** Hands `value` to the browser as a JSON file to keep (the download the browser offers for a link). */
export function downloadJson(fileName: string, value: unknown): void {
  const file = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is not needed after this turn of the event loop.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
