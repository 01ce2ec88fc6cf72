import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 10 "Boundaries": the connections table (tokens, keys) is read and written only by the
// connections module; everyone else asks it (sessionFor, hasAmazonConnection, amazonSellerIds …).
const ROOT = path.resolve(import.meta.dirname, '../../..');
const OWNER = path.join('server', 'modules', 'connections');
const SKIP = [path.join('server', 'db', 'generated')];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (SKIP.includes(rel)) return [];
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

const TABLE_ACCESS = /\b(?:FROM|JOIN|UPDATE|INTO)\s+"?connections"?\b|\bprisma\.connection\.|\.connection\.(?:find|update|upsert|create|delete|count)/i;

describe('only the connections module touches the connections table', () => {
  it('no server or jobs file outside server/modules/connections queries it', () => {
    const offenders = ['server', 'jobs']
      .flatMap(sourceFiles)
      .filter((f) => !f.startsWith(OWNER))
      .filter((f) => TABLE_ACCESS.test(readFileSync(path.join(ROOT, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the rule sees the ways in: raw SQL and Prisma', () => {
    for (const s of ['SELECT 1 FROM connections WHERE', 'JOIN connections c ON', 'UPDATE connections SET', 'deps.prisma.connection.findMany('])
      expect(TABLE_ACCESS.test(s), s).toBe(true);
    expect(TABLE_ACCESS.test('import { sessionFor } from "../connections/connections.service.ts"')).toBe(false);
  });
});
