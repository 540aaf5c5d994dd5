// Prints, one a line, the server test files that use the test database: those importing
// apps/server/test/test-database.ts, directly or through a test helper. Only these can behave differently on
// PostgreSQL than on PGlite, so `.ci/run` runs them a second time against PostgreSQL and no others. A new
// database test is picked up by its import alone; pure logic, config and PGlite-only files are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const testDir = join(root, 'apps/server/test');
const testDatabase = join(testDir, 'test-database.ts');

/** Relative imports of a file (static, re-exports and dynamic), resolved to paths. */
function localImports(file) {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((match) => resolve(dirname(file), match[1]));
}

const reaches = new Map();
/** Whether `file` imports the test database, following imports inside the test folder only. */
function usesTestDatabase(file) {
  if (file === testDatabase) return true;
  if (!file.startsWith(testDir) || !/\.[cm]?[jt]s$/.test(file)) return false;
  if (reaches.has(file)) return reaches.get(file);
  reaches.set(file, false); // An import cycle adds nothing.
  let found = false;
  try {
    found = localImports(file).some(usesTestDatabase);
  } catch {
    found = false; // An import of a file that does not exist is the test run's to report.
  }
  reaches.set(file, found);
  return found;
}

const files = readdirSync(testDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => join(testDir, name))
  .filter(usesTestDatabase)
  .map((file) => relative(root, file))
  .sort();
console.log(files.join('\n'));
