// Builds the client when dist/client is missing or older than its sources, so that
// `npm start` on a fresh clone serves the app without a separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');

function newest(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const inputs = ['client', 'vite.config.ts', 'package-lock.json'].map((f) => path.join(root, f)).filter(existsSync);
const stale = !existsSync(built) || Math.max(...inputs.map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the client (vite build)...');
  const r = spawnSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
