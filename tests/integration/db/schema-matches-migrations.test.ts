import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { MIGRATIONS_DIR, migrate } from '../../../server/db/migrate.ts';

// The datamodel of schema.prisma, written by prisma/datamodel-generator.mjs.
interface Field {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'object' | 'enum' | 'unsupported';
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  isUnique: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
  hasDefaultValue: boolean;
}
interface Model {
  name: string;
  dbName: string | null;
  fields: Field[];
  primaryKey: { fields: string[] } | null;
  uniqueFields: string[][];
}
interface Index {
  model: string;
  type: 'id' | 'normal' | 'unique' | 'fulltext';
  dbName?: string;
  fields: { name: string }[];
}
interface Datamodel {
  models: Model[];
  enums: { name: string; dbName?: string | null; values: { name: string }[] }[];
  indexes: Index[];
}

function loadDatamodel(): Datamodel {
  execFileSync(process.execPath, ['scripts/prisma-generate.mjs', '--generator', 'datamodel'], { stdio: 'pipe' });
  return JSON.parse(readFileSync('node_modules/.cache/listbridge/datamodel.json', 'utf8'));
}

/** Postgres type (format_type) that Prisma maps a scalar field to. */
function expectedPgType(f: Field, enums: Map<string, string>): string {
  if (f.kind === 'enum') return enums.get(f.type)!;
  const native = f.nativeType;
  if (native) {
    const [name, args] = native;
    const map: Record<string, string> = {
      Uuid: 'uuid',
      Text: 'text',
      Timestamptz: `timestamp(${args[0] ?? 6}) with time zone`,
      Timestamp: `timestamp(${args[0] ?? 6}) without time zone`,
      Date: 'date',
      VarChar: args.length ? `character varying(${args[0]})` : 'character varying',
      Char: `character(${args[0] ?? 1})`,
      Integer: 'integer',
      SmallInt: 'smallint',
      BigInt: 'bigint',
      Decimal: `numeric(${args.join(',')})`,
      Citext: 'citext',
      JsonB: 'jsonb',
      Json: 'json',
      Inet: 'inet',
      ByteA: 'bytea',
      DoublePrecision: 'double precision',
      Real: 'real',
      Boolean: 'boolean',
    };
    if (!map[name]) throw new Error(`add native type ${name} to this test`);
    return map[name] + (f.isList ? '[]' : '');
  }
  const base: Record<string, string> = {
    String: 'text',
    Int: 'integer',
    BigInt: 'bigint',
    Float: 'double precision',
    Boolean: 'boolean',
    DateTime: 'timestamp(3) without time zone',
    Json: 'jsonb',
    Decimal: 'numeric(65,30)',
    Bytes: 'bytea',
  };
  return base[f.type]! + (f.isList ? '[]' : '');
}

describe('migrations', () => {
  let db: TestDatabase;
  let client: pg.Client;
  let dm: Datamodel;

  beforeAll(async () => {
    db = await createTestDatabase(); // already migrated from the template
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    dm = loadDatamodel();
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  it('are folders <timestamp>_<name>/migration.sql, all recorded in _prisma_migrations', async () => {
    const dirs = readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(dirs.length).toBeGreaterThan(0);
    for (const d of dirs) {
      expect(d.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
      expect(readFileSync(path.join(MIGRATIONS_DIR, d.name, 'migration.sql'), 'utf8').length).toBeGreaterThan(0);
    }
    const { rows } = await client.query('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name');
    expect(rows.map((r) => r.migration_name)).toEqual(dirs.map((d) => d.name).sort());
  });

  it('apply once: a second run under the advisory lock applies nothing', async () => {
    expect(await migrate(db.url)).toEqual([]);
  });

  it('create exactly the tables of schema.prisma', async () => {
    const { rows } = await client.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name <> '_prisma_migrations' ORDER BY 1`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(dm.models.map((m) => m.dbName ?? m.name).sort());
  });

  it('create every column with its type and nullability', async () => {
    const enums = new Map(dm.enums.map((e) => [e.name, e.dbName ?? e.name]));
    for (const m of dm.models) {
      const table = m.dbName ?? m.name;
      const { rows } = await client.query(
        `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull
           FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attname`,
        [`"${table}"`],
      );
      const actual = Object.fromEntries(rows.map((r) => [r.name, { type: r.type.replace(/"/g, ''), notnull: r.notnull }]));
      const scalars = m.fields.filter((f) => f.kind !== 'object');
      const expected = Object.fromEntries(scalars.map((f) => [f.dbName ?? f.name, { type: expectedPgType(f, enums), notnull: f.isRequired }]));
      expect({ table, columns: actual }).toEqual({ table, columns: expected });
    }
  });

  it('create every enum with its values', async () => {
    for (const e of dm.enums) {
      const { rows } = await client.query(
        `SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY e.enumsortorder`,
        [e.dbName ?? e.name],
      );
      expect(rows.map((r) => r.enumlabel)).toEqual(e.values.map((v) => v.name));
    }
  });

  it('create every primary key, unique constraint and index', async () => {
    const colName = new Map<string, string>();
    for (const m of dm.models) for (const f of m.fields) colName.set(`${m.name}.${f.name}`, f.dbName ?? f.name);
    const tableOf = new Map(dm.models.map((m) => [m.name, m.dbName ?? m.name]));
    const expected = dm.indexes
      .filter((i) => i.type !== 'fulltext')
      .map((i) => ({
        table: tableOf.get(i.model)!,
        unique: i.type !== 'normal',
        primary: i.type === 'id',
        columns: i.fields.map((f) => colName.get(`${i.model}.${f.name}`)!),
      }));
    const { rows } = await client.query(
      `SELECT t.relname AS table, ix.indisunique AS unique, ix.indisprimary AS primary,
              array_agg(a.attname::text ORDER BY k.ord) AS columns
         FROM pg_index ix
         JOIN pg_class t ON t.oid = ix.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
         CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
         LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
        WHERE t.relname <> '_prisma_migrations' AND ix.indexprs IS NULL AND ix.indpred IS NULL
        GROUP BY t.relname, ix.indexrelid, ix.indisunique, ix.indisprimary`,
    );
    const key = (x: { table: string; unique: boolean; primary: boolean; columns: string[] }) =>
      `${x.table}(${x.columns.join(',')})${x.primary ? ' pk' : x.unique ? ' unique' : ''}`;
    // Indexes with expressions or predicates (e.g. trigram search) are declared only in SQL.
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
  });

  it('create every relation as a foreign key with its delete rule', async () => {
    const expected: string[] = [];
    for (const m of dm.models) {
      for (const f of m.fields) {
        if (f.kind !== 'object' || !f.relationFromFields?.length) continue;
        const target = dm.models.find((x) => x.name === f.type)!;
        const cols = f.relationFromFields.map((n) => m.fields.find((x) => x.name === n)!).map((x) => x.dbName ?? x.name);
        const refCols = f.relationToFields!.map((n) => target.fields.find((x) => x.name === n)!).map((x) => x.dbName ?? x.name);
        const rule = (f.relationOnDelete ?? (f.isRequired ? 'Restrict' : 'SetNull'))
          .toUpperCase()
          .replace('SETNULL', 'SET NULL')
          .replace('NOACTION', 'NO ACTION')
          .replace('SETDEFAULT', 'SET DEFAULT');
        expected.push(`${m.dbName ?? m.name}(${cols}) -> ${target.dbName ?? target.name}(${refCols}) ON DELETE ${rule}`);
      }
    }
    const { rows } = await client.query(
      `SELECT c.conrelid::regclass::text AS src, c.confrelid::regclass::text AS dst,
              (SELECT array_agg(attname::text ORDER BY u.ord) FROM unnest(c.conkey) WITH ORDINALITY u(n, ord) JOIN pg_attribute ON attrelid = c.conrelid AND attnum = u.n) AS cols,
              (SELECT array_agg(attname::text ORDER BY u.ord) FROM unnest(c.confkey) WITH ORDINALITY u(n, ord) JOIN pg_attribute ON attrelid = c.confrelid AND attnum = u.n) AS refcols,
              CASE c.confdeltype WHEN 'a' THEN 'NO ACTION' WHEN 'r' THEN 'RESTRICT' WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' ELSE 'SET DEFAULT' END AS rule
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace AND n.nspname = 'public' WHERE c.contype = 'f'`,
    );
    const unquote = (s: string) => s.replace(/"/g, '');
    const actual = rows.map((r) => `${unquote(r.src)}(${r.cols}) -> ${unquote(r.dst)}(${r.refcols}) ON DELETE ${r.rule}`);
    expect(actual.sort()).toEqual(expected.sort());
  });
});
