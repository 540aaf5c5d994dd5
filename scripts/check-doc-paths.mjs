// Every path a document names in backticks must exist, so ARCHITECTURE.md cannot quietly go stale when
// code moves. Paths are read from the repository root; in a pattern such as `apps/web/src/features/<name>`
// or `e2e/tests/*.spec.ts`, the part before the first placeholder must exist.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const documents = process.argv.slice(2);

/** A backticked token that names a file or folder of the repository, not a command, URL or package. */
function namesRepositoryPath(token) {
  if (/\s/.test(token) || token.includes('://') || /^[@/.]/.test(token)) return false;
  return /^[\w.-]+\/[\w./*<>{}-]*$/.test(token) || /^[\w.-]+\.(ts|tsx|md|json|mjs|css|sql)$/.test(token);
}

/** The part of a path before its first placeholder or wildcard. */
function fixedPart(path) {
  const wildcard = path.search(/[*<{]/);
  return wildcard === -1 ? path : path.slice(0, path.lastIndexOf('/', wildcard) + 1);
}

let missing = 0;
for (const document of documents) {
  const text = readFileSync(join(root, document), 'utf8');
  const paths = new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim()).filter(namesRepositoryPath));
  for (const path of paths) {
    if (existsSync(join(root, fixedPart(path)))) continue;
    missing++;
    console.log(`${document} names \`${path}\`, which does not exist`);
  }
}
if (missing) process.exit(1);
console.log(`Every path named in ${documents.join(', ')} exists.`);
