// `prisma generate` offline: the CLI insists on a schema-engine binary path even though generate
// never runs it, so point it at any existing file (DESIGN.md, offline facts).
import { spawnSync } from 'node:child_process';

const r = spawnSync('npx', ['--no-install', 'prisma', 'generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
});
process.exit(r.status ?? 1);
