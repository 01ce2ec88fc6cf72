import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('Relay artifacts', () => {
  it('match the client documents and schema.graphql (run `npm run generate` when this fails)', () => {
    // --validate: exit non-zero instead of writing when an artifact would change.
    const r = spawnSync('npx', ['--no-install', 'relay-compiler', '--validate'], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).not.toMatch(/error/i);
    expect(r.status).toBe(0);
  });
});
