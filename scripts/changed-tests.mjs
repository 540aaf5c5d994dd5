// The test files a change touches, which `npm test` runs first so their failures show within minutes.
// The change is everything since the merge base with origin/main; on main itself (or with no origin/main),
// the working tree's changes, untracked files and the last commit. Its tests are the unit test files it
// changed or that sit beside a source file it changed (`x.ts` → `x.test.ts` or `x.test.tsx`), and the
// browser specs it changed. Deleted files are left out.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const UNIT_TEST = /\.test\.tsx?$/;
const SOURCE = /^(?!.*\.test\.tsx?$)(.*)\.tsx?$/;
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

/** `{ since, unit, browser }`: the changed tests, as paths from the repository root. */
export function changedTests(root) {
  const { since, files } = changedFiles(root);
  const unit = new Set();
  const browser = new Set();
  for (const file of files) {
    if (BROWSER_SPEC.test(file)) browser.add(file);
    else if (UNIT_TEST.test(file)) unit.add(file);
    else {
      const stem = SOURCE.exec(file)?.[1];
      if (stem) for (const beside of [`${stem}.test.ts`, `${stem}.test.tsx`]) unit.add(beside);
    }
  }
  const present = (file) => existsSync(join(root, file));
  return { since, unit: [...unit].filter(present).sort(), browser: [...browser].filter(present).sort() };
}
