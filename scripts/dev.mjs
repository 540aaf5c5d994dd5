// `npm run dev`: the API server on port 3000 and Vite's dev server (hot reload, proxying /api) on port 5173.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@skald/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SKALD_API_PORT: process.env.PORT ?? '3000' },
  }),
];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
