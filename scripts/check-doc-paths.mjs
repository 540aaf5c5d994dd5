// Every file, folder and function a document names must exist, so ARCHITECTURE.md and the READMEs beside the
// code cannot quietly go stale when code moves.
// - A backticked path is read from the document's folder, else from the repository root. In a pattern such as
//   `apps/web/src/features/<name>`, `e2e/tests/*.spec.ts` or `DATA_DIR/db`, the part before the first
//   placeholder, wildcard or environment variable must exist.
// - A backticked call such as `applyDamage()` names a function that the nearest path before it in its list item,
//   table row or paragraph must export; a call with no file before it there fails, since nothing could check it.
// - A Markdown link to a file of the repository must reach it, and a linked Markdown file is checked in turn,
//   so checking ARCHITECTURE.md checks every README it links.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** A backticked token that names a file or folder of the repository, not a command, URL or package. */
function namesRepositoryPath(token) {
  if (/\s/.test(token) || token.includes('://') || /^[@/.]/.test(token)) return false;
  return /^[\w.-]+\/[\w./*<>{}-]*$/.test(token) || /^[\w.-]+\.(ts|tsx|md|json|mjs|css|sql)$/.test(token);
}

/** The part of a path before its first placeholder, wildcard or environment variable (`DATA_DIR`). */
function fixedPart(path) {
  const variable = path.search(/(^|\/)[A-Z][A-Z0-9_]*(\/|$)/);
  const wildcard = path.search(/[*<{]/);
  const first = Math.min(...[variable, wildcard].filter((index) => index !== -1));
  if (first === Number.POSITIVE_INFINITY) return path;
  return path.slice(0, path.lastIndexOf('/', first) + 1);
}

/** Where a named path is: beside the document first, else from the repository root; null when neither. */
function locate(document, path) {
  const fixed = fixedPart(path);
  for (const base of [dirname(join(root, document)), root]) {
    if (existsSync(join(base, fixed))) return join(base, path);
  }
  return null;
}

/** Whether a source file exports a value (a function, class or constant) by this name. */
function exportsValue(file, name) {
  const text = readFileSync(file, 'utf8');
  const declared = new RegExp(
    `export\\s+(?:declare\\s+)?(?:default\\s+)?(?:async\\s+)?(?:function\\s*\\*?|const|let|var|(?:abstract\\s+)?class)\\s+${name}\\b`,
  );
  if (declared.test(text)) return true;
  for (const list of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    const names = list[1].split(',').map((entry) =>
      entry
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (names.includes(name)) return true;
  }
  return false;
}

const problems = [];
const checked = new Set();
const queue = process.argv.slice(2);

/** A line that begins a list item, table row, heading or paragraph: a call's file is looked for since then. */
const blockStart = /^\s*([-*+]\s|\d+\.\s|#|\||$)/;
let file = null;

function checkLine(document, line, lineNumber) {
  if (blockStart.test(line)) file = null;
  for (const match of line.matchAll(/`([^`\n]+)`/g)) {
    const token = match[1].trim();
    const call = /^([A-Za-z_$][\w$]*)\(\)$/.exec(token);
    if (call) {
      const where = `${document}:${lineNumber}`;
      if (!file) problems.push(`${where} names \`${token}\` with no file before it in its list item or paragraph`);
      else if (!existsSync(file) || !statSync(file).isFile())
        problems.push(`${where} names \`${token}\` after \`${relative(root, file)}\`, which is not a file`);
      else if (!exportsValue(file, call[1]))
        problems.push(`${where} names \`${token}\`, which \`${relative(root, file)}\` does not export`);
      continue;
    }
    if (!namesRepositoryPath(token)) continue;
    file = locate(document, token);
    if (!file) problems.push(`${document}:${lineNumber} names \`${token}\`, which does not exist`);
  }
  for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1].split('#')[0];
    if (!target || /^[a-z]+:/.test(target)) continue;
    const full = resolve(dirname(join(root, document)), target);
    const inRepository = relative(root, full);
    if (inRepository.startsWith('..')) continue;
    if (!existsSync(full)) problems.push(`${document}:${lineNumber} links \`${target}\`, which does not exist`);
    else if (full.endsWith('.md')) queue.push(inRepository);
  }
}

while (queue.length) {
  const document = queue.shift();
  if (checked.has(document)) continue;
  checked.add(document);
  const lines = readFileSync(join(root, document), 'utf8').split('\n');
  file = null;
  // A fenced block is code or a drawing, whose backticks (a template literal) name nothing.
  let fenced = false;
  for (const [index, line] of lines.entries()) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) checkLine(document, line, index + 1);
  }
}
for (const problem of problems) console.log(problem);
if (problems.length) process.exit(1);
console.log(`Every path and function named in ${[...checked].join(', ')} exists.`);
