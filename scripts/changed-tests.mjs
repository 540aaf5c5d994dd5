// The tests a change touches, which `npm test` runs first so their failures show within minutes.
// The change is everything since the merge base with origin/main; on main itself (or with no origin/main),
// the working tree's changes, untracked files and the last commit. Its unit tests are found by Vitest
// (`vitest related`): every test file that imports a changed file, directly or through others, and the changed
// test files themselves; its browser tests are the specs it changed. Deleted files are left out.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const CODE = /^(apps|packages)\/.+\.tsx?$/;
const BROWSER_SPEC = /^e2e\/tests\/.+\.spec\.ts$/;

/** Lines of a git command's output, or none when git fails (no repository, no such commit). */
function git(root, args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n').filter(Boolean) : [];
}

function changedFiles(root) {
  const [head] = git(root, ['rev-parse', 'HEAD']);
  const [base] = git(root, ['merge-base', 'HEAD', 'origin/main']);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard']);
  if (base && base !== head) {
    return {
      since: 'the merge base with origin/main',
      files: [...git(root, ['diff', '--name-only', base]), ...untracked],
    };
  }
  return {
    since: 'the last commit, and the working tree',
    files: [
      ...git(root, ['diff', '--name-only', 'HEAD']),
      ...untracked,
      ...git(root, ['diff', '--name-only', 'HEAD~1', 'HEAD']),
    ],
  };
}

/** `{ since, code, browser }`: the changed code whose related unit tests run first, and the changed specs. */
export function changedTests(root) {
  const { since, files } = changedFiles(root);
  const present = (file) => existsSync(join(root, file));
  const changed = [...new Set(files)].filter(present).sort();
  return {
    since,
    code: changed.filter((file) => CODE.test(file)),
    browser: changed.filter((file) => BROWSER_SPEC.test(file)),
  };
}
