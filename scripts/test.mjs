// `npm test`: sets up what a fresh machine lacks (Debian's Chromium), generates, type-checks,
// lints (Biome: format and lint rules, biome.json), builds the client, then runs every test (unit, integration, e2e) with Vitest. Never a silent skip.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium (apt-get install -y chromium)...");
    let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
    if (r.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
    }
    if (r.status !== 0 || !existsSync(chromium)) {
      console.error('Could not install Chromium. Run: sudo apt-get update && sudo apt-get install -y chromium');
      process.exit(1);
    }
  } else {
    console.error(`Chromium is required for the end-to-end tests and is missing at ${chromium}.\nRun: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}

run(process.execPath, ['scripts/prisma-generate.mjs']);
run('npx', ['--no-install', 'biome', 'check', '.']);
run('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json']);
run(process.execPath, ['scripts/ensure-client.mjs']);
run('npx', ['--no-install', 'vitest', 'run', ...process.argv.slice(2)]);
