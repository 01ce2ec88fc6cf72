// Module boundaries, checked on the source: a module (server/modules/<m>/) touches only the tables
// server/modules/ownership.ts gives it, and no file outside server/modules/connections/ reads the
// `connections` table. "Touches" = raw SQL (FROM / JOIN / INTO / UPDATE / COPY / TRUNCATE <table>),
// a Prisma delegate (`prisma.<model>`, `tx.<model>`, `db.<model>`, `client.<model>`) or a Prisma
// relation pulled in with include/select or `t.relation(…)`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerOfTable, SHARED_TABLES, TABLE_OWNERS } from '../../../server/modules/ownership.ts';

const ROOT = join(import.meta.dirname, '../../..');
const CONNECTIONS_MODULE = 'server/modules/connections/';

/**
 * Violations other helpers of issue 10 remove on their branches; the lead empties this list as
 * they merge (an entry that no longer occurs fails the last test below, so it cannot go stale).
 * Nothing else may be added here: fix the code instead.
 */
const KNOWN_VIOLATIONS: { file: string; table: string; why: string }[] = [];

// ---- the schema: models, their tables, their relations ------------------------------------

interface SchemaInfo {
  /** Prisma client delegate name (model with a lower-case first letter) → table. */
  delegates: Map<string, string>;
  /** Relation field name → the table it reaches (e.g. connections → connections). */
  relations: Map<string, string>;
  tables: string[];
}

function readSchema(): SchemaInfo {
  const text = readFileSync(join(ROOT, 'prisma/schema.prisma'), 'utf8');
  const models = [...text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)].map((m) => ({
    name: m[1]!,
    body: m[2]!,
    table: /@@map\("([^"]+)"\)/.exec(m[2]!)?.[1] ?? m[1]!,
  }));
  const tableOf = new Map(models.map((m) => [m.name, m.table]));
  const delegates = new Map(models.map((m) => [m.name[0]!.toLowerCase() + m.name.slice(1), m.table]));
  const relations = new Map<string, string>();
  for (const m of models) {
    for (const f of m.body.matchAll(/^\s+(\w+)\s+(\w+)(\[\])?\??\s/gm)) {
      const target = tableOf.get(f[2]!);
      if (target) relations.set(f[1]!, target);
    }
  }
  return { delegates, relations, tables: models.map((m) => m.table) };
}

const schema = readSchema();
const ALL_TABLES = schema.tables;

// ---- the scanner ---------------------------------------------------------------------------

/**
 * Comments out: prose such as "read from users" is no access. A line comment needs a space on both
 * sides of `//`, so a URL in a string (`http://…`) is not cut.
 */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');
}

/** Every table a piece of source touches, each once. */
function tablesTouched(source: string): string[] {
  const src = code(source);
  const found = new Set<string>();
  const names = ALL_TABLES.join('|');
  for (const m of src.matchAll(new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE|COPY|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?"?(${names})"?(?![\\w-])`, 'gi'))) {
    found.add(m[1]!.toLowerCase());
  }
  for (const m of src.matchAll(/\b(?:prisma|tx|db|client)\s*\.\s*(\w+)\b/g)) {
    const table = schema.delegates.get(m[1]!);
    if (table) found.add(table);
  }
  // Relations pulled along: include: { connections: true }, select: { user: { … } }, t.relation('x').
  for (const m of src.matchAll(/\b(?:include|select)\s*:\s*\{/g)) {
    for (const field of topLevelKeys(src, m.index + m[0].length)) {
      const table = schema.relations.get(field);
      if (table) found.add(table);
    }
  }
  for (const m of src.matchAll(/\bt\.relation\(\s*['"](\w+)['"]/g)) {
    const table = schema.relations.get(m[1]!);
    if (table) found.add(table);
  }
  return [...found];
}

/** The keys at the top level of the object literal whose body starts at `from` (after its `{`). */
function topLevelKeys(src: string, from: number): string[] {
  const keys: string[] = [];
  let depth = 1;
  let start = from;
  for (let i = from; i < src.length && depth > 0; i++) {
    const ch = src[i];
    if (ch === '{' || ch === '(' || ch === '[') {
      if (depth === 1) collectKey(src.slice(start, i), keys);
      depth++;
    } else if (ch === '}' || ch === ')' || ch === ']') {
      if (depth === 1) collectKey(src.slice(start, i), keys);
      depth--;
      start = i + 1;
    } else if (ch === ',' && depth === 1) {
      collectKey(src.slice(start, i), keys);
      start = i + 1;
    }
  }
  return keys;
}
function collectKey(segment: string, keys: string[]) {
  const k = /^\s*(\w+)\s*:/.exec(segment)?.[1];
  if (k) keys.push(k);
}

function sourceFiles(dir: string): string[] {
  const abs = join(ROOT, dir);
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(relative(ROOT, path));
    return /\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

interface Violation {
  file: string;
  table: string;
}

/** Tables a module's file touches that another module owns (or nobody does), shared tables aside (ownership.ts). */
function moduleViolations(file: string, source: string): Violation[] {
  const module = /^server\/modules\/([^/]+)\//.exec(file)?.[1];
  if (!module) return [];
  return tablesTouched(source)
    .filter((table) => ownerOfTable(table) !== module && !SHARED_TABLES[table]?.includes(module))
    .map((table) => ({ file, table }));
}

/** Reads of `connections` by a file outside the connections module. */
function connectionsReaders(file: string, source: string): Violation[] {
  if (file.startsWith(CONNECTIONS_MODULE)) return [];
  return tablesTouched(source)
    .filter((t) => t === 'connections')
    .map((table) => ({ file, table }));
}

const files = ['server', 'jobs', 'scripts'].flatMap((d) => sourceFiles(d));
const sources = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
const key = (v: Violation) => `${v.file} → ${v.table}`;
const known = new Set(KNOWN_VIOLATIONS.map(key));

function allViolations(): Violation[] {
  const out = new Map<string, Violation>();
  for (const [file, src] of sources) for (const v of [...moduleViolations(file, src), ...connectionsReaders(file, src)]) out.set(key(v), v);
  return [...out.values()];
}

describe('module boundaries', () => {
  it('gives every table of schema.prisma exactly one owning module', () => {
    const owned = Object.values(TABLE_OWNERS).flat();
    expect(ALL_TABLES.filter((t) => !owned.includes(t))).toEqual([]);
    expect(owned.filter((t, i) => owned.indexOf(t) !== i)).toEqual([]);
    expect(owned.filter((t) => !ALL_TABLES.includes(t))).toEqual([]);
  });

  it("keeps every module to its own tables (other modules' tables only through their service functions)", () => {
    // The scan must see the modules at all: a broken file walk would pass vacuously.
    expect(files.filter((f) => f.startsWith('server/modules/')).length).toBeGreaterThan(30);
    const unexpected = allViolations()
      .filter((v) => v.file.startsWith('server/modules/'))
      .map(key)
      .filter((k) => !known.has(k));
    expect(unexpected).toEqual([]);
  });

  it('reads the connections table nowhere outside server/modules/connections/', () => {
    const readers = [...sources].flatMap(([f, s]) => connectionsReaders(f, s)).map(key);
    expect(readers.filter((k) => !known.has(k))).toEqual([]);
  });

  it('flags a new violation of each kind, and not a module using its own tables', () => {
    const billing = 'server/modules/billing/new-thing.ts';
    expect(moduleViolations(billing, "await deps.pool.query('SELECT email FROM users WHERE id = $1', [id]);")).toEqual([{ file: billing, table: 'users' }]);
    expect(moduleViolations(billing, 'await tx.user.update({ where: { id }, data: { aiCreditBalance: 1 } });')).toEqual([{ file: billing, table: 'users' }]);
    expect(moduleViolations(billing, 'sql`UPDATE "inventory_items" SET hidden = true`')).toEqual([{ file: billing, table: 'inventory_items' }]);
    expect(moduleViolations(billing, 'INSERT INTO oauth_states (state_hash) VALUES ($1)')).toEqual([{ file: billing, table: 'oauth_states' }]);
    expect(moduleViolations(billing, 'prisma.subscription.findMany({ include: { user: { select: { email: true } } } })')).toEqual([
      { file: billing, table: 'users' },
    ]);
    expect(moduleViolations(billing, 'prisma.subscription.findMany({ where: { userId } }); // read from users elsewhere')).toEqual([]);
    expect(moduleViolations(billing, '/* JOIN users u ON … was the old way */ prisma.plan.findMany()')).toEqual([]);
    // The listings table is shared by the listing modules only (ownership.ts SHARED_TABLES).
    expect(moduleViolations('server/modules/listing-sync/x.ts', 'UPDATE listings SET sync_due = false')).toEqual([]);
    expect(moduleViolations(billing, 'SELECT count(*) FROM listings')).toEqual([{ file: billing, table: 'listings' }]);
    expect(moduleViolations('server/modules/listing-sync/x.ts', 'DELETE FROM ebay_import_runs')).toEqual([
      { file: 'server/modules/listing-sync/x.ts', table: 'ebay_import_runs' },
    ]);

    const rest = 'server/rest/new-route.ts';
    expect(connectionsReaders(rest, 'app.prisma.user.findUnique({ where: { id }, include: { connections: true } })')).toEqual([
      { file: rest, table: 'connections' },
    ]);
    expect(connectionsReaders('jobs/tasks/x.ts', "pool.query(`SELECT user_id FROM connections WHERE kind = 'AMAZON'`)")).toEqual([
      { file: 'jobs/tasks/x.ts', table: 'connections' },
    ]);
    expect(connectionsReaders(`${CONNECTIONS_MODULE}store.ts`, 'deps.prisma.connection.findMany({ where: { userId } })')).toEqual([]);
  });

  it('lists as known only violations that still occur (remove an entry once it is fixed)', () => {
    const current = new Set(allViolations().map(key));
    expect(KNOWN_VIOLATIONS.map(key).filter((k) => !current.has(k))).toEqual([]);
  });
});
