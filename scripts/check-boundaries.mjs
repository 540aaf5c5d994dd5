// The shape rules the type checker cannot see, checked on every `npm run lint` and `npm test`:
// - one-way imports between the workspaces (rules imports nothing of ours, contract only rules, the apps never
//   each other);
// - the server's layers and modules in one order, each module reached only through its public file;
// - no import cycle, type-only imports included;
// - at most 400 lines a file;
// - the runner changes an encounter only through its dispatcher.
// The import graph is the TypeScript compiler's own resolution (`tsc --explainFiles`, without type checking),
// so path aliases, `import type` and re-exports count exactly as the compiler sees them.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const WORKSPACES = [
  'packages/rules',
  'packages/contract',
  'packages/statblock',
  'packages/importers',
  'packages/testing',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
const MAX_LINES = 400;

/** Which workspaces each may import (its own always). Tests anywhere may also use @skald/testing's helpers. */
const WORKSPACE_IMPORTS = {
  'packages/rules': [],
  'packages/contract': ['packages/rules'],
  // The stat-block reader: text and other tools' JSON into an NPC, for the web app and the public route.
  'packages/statblock': ['packages/rules', 'packages/contract'],
  // Other tools' library files (Shieldmaiden, Improved Initiative, 5e-database, Open5e) into a Skald library file.
  'packages/importers': ['packages/rules', 'packages/contract', 'packages/statblock'],
  // Test helpers: fights for the engine's properties, a server process, a mail catcher; never an app.
  'packages/testing': ['packages/rules'],
  'apps/server': ['packages/rules', 'packages/contract', 'packages/statblock', 'packages/importers'],
  'apps/web': ['packages/rules', 'packages/contract', 'packages/statblock'],
  e2e: [
    'packages/rules',
    'packages/contract',
    'packages/statblock',
    'packages/importers',
    'packages/testing',
    'apps/server',
  ],
  bench: [
    'packages/rules',
    'packages/contract',
    'packages/statblock',
    'packages/importers',
    'packages/testing',
    'apps/server',
  ],
};

const SERVER_SRC = 'apps/server/src/';
/**
 * The server's modules, lowest first: a module imports only modules before it. Tables that others point at
 * sit low (users holds the tiers table its rows point at); `tiers` counts library and encounter rows, so it
 * sits above both and they reach its slot checks through the deps app.ts wires; `library-io` (import and
 * export) reads and writes the library, encounters and the soundboard together; admin acts on everything.
 */
const SERVER_MODULES = [
  'health',
  'compendium',
  'tools',
  'users',
  'auth',
  'settings',
  'dm-screen',
  'soundboard',
  'library',
  'character-builder',
  'encounters',
  'tiers',
  'library-io',
  'live',
  'admin',
];
/** The one file of a module that other modules and app.ts import. */
const PUBLIC_FILE = 'public.ts';

/**
 * Where a server source file sits, lowest rank first: the foundation every module uses (config.ts, db/,
 * http/, events/ (the one publisher of what was committed): they import no module), the modules in order
 * (`live` holds the broadcast's routes and, in live/hub/, the WebSocket hub), app.ts that wires them all,
 * and main.ts. A file imports only from its own unit or a lower one.
 */
function serverUnit(file) {
  const path = file.slice(SERVER_SRC.length);
  const module = /^modules\/([^/]+)\//.exec(path)?.[1];
  if (module !== undefined) {
    const index = SERVER_MODULES.indexOf(module);
    return { name: `module ${module}`, rank: index === -1 ? undefined : index + 1, module };
  }
  if (path === 'config.ts' || /^(db|http|events)\//.test(path))
    return { name: 'foundation (config.ts, db/, http/, events/)', rank: 0 };
  if (path === 'app.ts') return { name: path, rank: SERVER_MODULES.length + 1 };
  if (path === 'main.ts') return { name: path, rank: SERVER_MODULES.length + 2 };
  return { name: path, rank: undefined };
}

/** Every import between files of the repository, as `from → [to]`, read from the compiler of each workspace. */
async function importGraph() {
  const outputs = await Promise.all(
    WORKSPACES.map(
      (workspace) =>
        new Promise((done, fail) => {
          const tsc = spawn('npx', ['tsc', '-p', workspace, '--noEmit', '--noCheck', '--explainFiles'], { cwd: root });
          let text = '';
          tsc.stdout.on('data', (chunk) => {
            text += chunk;
          });
          tsc.stderr.on('data', (chunk) => process.stderr.write(chunk));
          tsc.on('error', fail);
          tsc.on('close', (code) =>
            code === 0 ? done(text) : fail(new Error(`tsc --explainFiles failed for ${workspace}`)),
          );
        }),
    ),
  );
  const graph = new Map();
  for (const output of outputs) {
    let file = null;
    for (const line of output.split('\n')) {
      if (!line.startsWith(' ')) {
        file = line.trim();
        continue;
      }
      const from = /^\s+Imported via (['"]).*?\1 from file '([^']+)'/.exec(line)?.[2];
      if (!from || !file || from.includes('node_modules') || file.includes('node_modules')) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(file);
    }
  }
  // An empty graph would pass every rule: it means the compiler's output changed shape, not a clean tree.
  if (graph.size === 0) throw new Error('tsc --explainFiles named no imports: read its output again');
  return graph;
}

const workspaceOf = (file) => WORKSPACES.find((workspace) => file.startsWith(`${workspace}/`));
const isTest = (file) => /(^|\/)(test|tests)\//.test(file) || /\.(test|spec)\.tsx?$/.test(file);

function workspaceProblems(graph) {
  const problems = [];
  for (const [from, targets] of graph) {
    const own = workspaceOf(from);
    if (!own) continue;
    for (const to of targets) {
      const theirs = workspaceOf(to);
      if (!theirs || theirs === own || WORKSPACE_IMPORTS[own].includes(theirs)) continue;
      if (theirs === 'packages/testing' && isTest(from)) continue;
      problems.push(`one-way imports: ${from} imports ${to} (${own} may import ${describe(WORKSPACE_IMPORTS[own])})`);
    }
  }
  return problems;
}

const describe = (list) => (list.length === 0 ? 'nothing of ours' : list.join(', '));

function serverProblems(graph) {
  const problems = [];
  for (const [from, targets] of graph) {
    if (!from.startsWith(SERVER_SRC)) continue;
    const source = serverUnit(from);
    if (source.rank === undefined) {
      problems.push(`server layers: ${from} is in no layer or module listed in scripts/check-boundaries.mjs`);
      continue;
    }
    for (const to of targets) {
      if (!to.startsWith(SERVER_SRC)) continue;
      const target = serverUnit(to);
      if (target.name === source.name || target.rank === undefined) continue;
      if (target.rank >= source.rank) {
        problems.push(`server layers: ${from} (${source.name}) imports ${to} (${target.name}), which is not below it`);
      } else if (target.module && !to.endsWith(`/modules/${target.module}/${PUBLIC_FILE}`)) {
        problems.push(
          `module public files: ${from} imports ${to}; outside ${target.name} import its ${SERVER_SRC}modules/${target.module}/${PUBLIC_FILE}`,
        );
      }
    }
  }
  return problems;
}

/** Each import cycle (a strongly connected group of files, Tarjan's algorithm), named by its files. */
function cycleProblems(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file), index.get(to)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.map((group) => `import cycle: ${group.join(' ⇄ ')}`);
}

function trackedFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/.test(file));
}

function lengthProblems(files) {
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(resolve(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) problems.push(`file length: ${file} has ${lines} lines (at most ${MAX_LINES}): split it`);
  }
  return problems;
}

const DISPATCHER = 'apps/web/src/features/encounter-runner/actions/dispatch.ts';

/** The runner's one dispatcher: no other web source calls `.apply(` or `.undo(` (a session's only verbs). */
function dispatcherProblems(files) {
  const problems = [];
  for (const file of files) {
    if (!file.startsWith('apps/web/src/') || file === DISPATCHER || isTest(file) || !/\.tsx?$/.test(file)) continue;
    let text;
    try {
      text = readFileSync(resolve(root, file), 'utf8');
    } catch {
      continue;
    }
    text.split('\n').forEach((line, at) => {
      if (/\.(apply|undo)\(/.test(line)) {
        problems.push(`one dispatcher: ${file}:${at + 1} calls a session directly; go through ${DISPATCHER}`);
      }
    });
  }
  return problems;
}

const files = trackedFiles();
const graph = await importGraph();
const problems = [
  ...workspaceProblems(graph),
  ...serverProblems(graph),
  ...cycleProblems(graph),
  ...lengthProblems(files),
  ...dispatcherProblems(files),
];
for (const problem of problems) console.error(`boundaries: ${problem}`);
if (problems.length > 0) {
  console.error(`boundaries: ${problems.length} problems`);
  process.exit(1);
}
console.log(`boundaries: ${graph.size} files' imports, ${files.length} files' lengths: clean`);
