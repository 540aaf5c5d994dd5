import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a phone loads to open a follow page: the built follow.html's scripts (the colour scheme's
 * too) and the chunks it preloads, each gzipped (level 9, as the build precompresses them). Chunks the page imports later are
 * not counted. Undefined when the build has no follow.html.
 */
export function followPageJsGzipBytes(distDir: string): { bytes: number; files: string[] } | undefined {
  const html = join(distDir, 'follow.html');
  if (!existsSync(html)) return undefined;
  const page = readFileSync(html, 'utf8');
  const scripts = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const preloads = [...page.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const files = [...new Set([...scripts, ...preloads])].filter((file) => existsSync(join(distDir, file)));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
  return { bytes, files };
}
