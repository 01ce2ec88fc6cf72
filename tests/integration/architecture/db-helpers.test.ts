// One way to do each chore of the database and API layers (issue 33), checked on the source of
// server/ and jobs/: transactions go through server/db/transaction.ts (inTransaction /
// inTransactionOn); a function that runs on "a pool or a client" takes that file's SqlRunner, not a
// type of its own; offset-paged connections come from server/graphql/paged-connection.ts; a fixed
// failure is `errorClass(…)` (server/errors.ts), not a constructor written out again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

const sources = ['server', 'jobs'].flatMap((top) =>
  readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|mts)$/.test(f) && !/\.test\.ts$/.test(f) && !f.split('/').includes('generated'))
    .map((f) => ({ file: `${top}/${f}`, text: readFileSync(join(ROOT, top, f), 'utf8') })),
);

/** `file:line: text` of every line matching `pattern` outside the files allowed to. */
function offenders(pattern: RegExp, allowed: readonly string[] = []): string[] {
  return sources
    .filter((s) => !allowed.includes(s.file))
    .flatMap((s) => s.text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${s.file}:${i + 1}: ${line.trim()}`] : [])));
}

describe('database helpers', () => {
  it('opens every transaction through server/db/transaction.ts', () => {
    expect(offenders(/\.query\(\s*['"`](BEGIN|COMMIT|ROLLBACK|START TRANSACTION)\b/i, ['server/db/transaction.ts'])).toEqual([]);
  });

  it('names "a pool or a client" with the one SqlRunner type', () => {
    // A Pick of pg's query, or an object type declaring its own query(sql, values) method.
    expect(offenders(/Pick<pg\.[\w |.]+,\s*'query'>|\{\s*query\(\w+: string/, ['server/db/transaction.ts'])).toEqual([]);
    expect(offenders(/^\s*(export\s+)?(type|interface)\s+SqlRunner\b/, ['server/db/transaction.ts'])).toEqual([]);
  });

  it('builds offset-paged connections with server/graphql/paged-connection.ts', () => {
    expect(offenders(/\boffsetToCursor\(|as unknown as [^)]*\)\.totalCount\b/, ['server/graphql/paged-connection.ts'])).toEqual([]);
  });

  it('declares fixed failures with errorClass instead of a constructor of literals', () => {
    const written = sources.flatMap((s) =>
      [
        ...s.text.matchAll(
          /class (\w+) extends \w+ \{\s*constructor\(\) \{\s*super\(\s*'[A-Z0-9_]+',\s*(?:'(?:[^'\\\n]|\\.)*'|`[^`]*`),\s*\d+,?\s*\);\s*\}\s*\}/g,
        ),
      ].map((m) => `${s.file}: ${m[1]}`),
    );
    expect(written).toEqual([]);
  });
});
