// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the samples below are source text for the scanner, not templates
// SQL text is never built from values (issue 29), checked on the source of server/ and jobs/. In a
// template literal that reads as SQL, every `${…}` must be one of:
//   - a placeholder number: `$${i + 2}`;
//   - a fixed piece of SQL: an UPPER_CASE constant (or a lookup in one: `SORT_SQL[key]`), a name or
//     call ending in `Sql`/`SQL` (`whereSql`, `channelFilterSql(…)`, `where.sql`), joined or not;
//   - a quoted identifier: `escapeIdentifier(…)` (pg's, like pg-format's %I), or a literal quoted by
//     pg's `escapeLiteral(…)` where no parameter can go (COPY);
//   - a choice between such pieces or string literals: `desc ? 'DESC' : 'ASC'`.
// Values go as parameters (`= ANY($1)`). A value wrapped in quotes by hand (`'${v}'`) is refused
// anywhere, also in helpers that build status lists. Prisma's tagged `$queryRaw\`…\`` templates are
// parameterised by Prisma and not checked. Functions and variables named *Sql must hold SQL built by
// these same rules: their own templates are checked like every other.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'generated' || name === 'node_modules') continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|mts|mjs)$/.test(name) && !/\.test\.ts$/.test(name)) yield path;
  }
}

interface TemplateLiteral {
  line: number;
  tagged: boolean;
  /** The template this one is written inside (in one of its `${…}`), if any. */
  parent: TemplateLiteral | null;
  /** The text between the interpolations. */
  parts: string[];
  /** The source of each `${…}`. */
  exprs: string[];
}

/** Every template literal of a file (nested ones too), skipping comments, strings and regular expressions. */
function templateLiterals(src: string): TemplateLiteral[] {
  const out: TemplateLiteral[] = [];
  const lineAt = (i: number) => src.slice(0, i).split('\n').length;
  const skipQuoted = (i: number) => {
    const q = src[i];
    let j = i + 1;
    while (j < src.length && src[j] !== q && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  const open: TemplateLiteral[] = [];
  const readTemplate = (start: number): number => {
    const before = src.slice(Math.max(0, start - 40), start);
    // Tagged: db.$queryRaw`…` or db.$queryRaw<T[]>`…` (Prisma parameterises those); not `=> \`…\``.
    const tagged = /[\w$.)\]]$/.test(before) || /[^=\s]>$/.test(before);
    const t: TemplateLiteral = { line: lineAt(start), tagged, parent: open.at(-1) ?? null, parts: [], exprs: [] };
    open.push(t);
    out.push(t);
    let j = start + 1;
    let cur = '';
    while (j < src.length) {
      const c = src[j];
      if (c === '\\') {
        cur += src.slice(j, j + 2);
        j += 2;
      } else if (c === '`') {
        t.parts.push(cur);
        open.pop();
        return j + 1;
      } else if (c === '$' && src[j + 1] === '{') {
        t.parts.push(cur);
        cur = '';
        const end = readExpression(j + 2);
        t.exprs.push(src.slice(j + 2, end - 1).trim());
        j = end;
      } else {
        cur += c;
        j++;
      }
    }
    open.pop();
    return j;
  };
  const readExpression = (k: number): number => {
    let depth = 1;
    while (k < src.length) {
      const c = src[k];
      if (c === '`') k = readTemplate(k);
      else if (c === "'" || c === '"') k = skipQuoted(k);
      else {
        if (c === '{') depth++;
        if (c === '}' && --depth === 0) return k + 1;
        k++;
      }
    }
    return k;
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') i = src.indexOf('\n', i) < 0 ? src.length : src.indexOf('\n', i);
    else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') i = skipQuoted(i);
    else if (c === '/' && /[(,=:[!&|?{};]\s*$/.test(src.slice(Math.max(0, i - 20), i))) {
      // A regular expression literal: skip to its closing slash (classes may hold a slash).
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n' && (inClass || src[j] !== '/')) {
        if (src[j] === '\\') j++;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        j++;
      }
      i = j + 1;
    } else if (c === '`') i = readTemplate(i);
    else i++;
  }
  return out;
}

/** Text that reads as SQL: upper-case keywords, as the code base writes SQL. */
const SQL_TEXT =
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|FROM|WHERE|JOIN|AND|OR|IN|NOT|EXISTS|SET|VALUES|RETURNING|ORDER BY|GROUP BY|LIMIT|OFFSET|CASE WHEN|THEN|COPY|ANY|INTERVAL)\b/;

const NAME = String.raw`[A-Za-z_$][\w$]*`;
/** A fixed piece of SQL or a quoted identifier (see the header). */
const SAFE_PIECE = new RegExp(
  String.raw`^(?:` +
    [
      String.raw`[A-Z][A-Z0-9_]*(?:\.\w+|\[[^\]]+\])?`, // an UPPER_CASE constant, or a lookup in one
      String.raw`(?:${NAME}\.)*${NAME}(?:Sql|SQL)(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?`, // *Sql name or call
      String.raw`(?:${NAME}\.)*sql`, // a fragment object's .sql
      String.raw`(?:${NAME}\.)*escape(?:Identifier|Literal)\([^()]*(?:\([^()]*\)[^()]*)*\)`, // pg's quoting
    ].join('|') +
    String.raw`)(?:\.join\((?:'[^']*'|"[^"]*")\))?$`,
);
const STRING_LITERAL = /^(?:'[^'\\]*'|"[^"\\]*"|`[^`$]*`)$/;

/** Whether one `${…}` of a SQL text is allowed (nested templates are checked on their own). */
function safeInterpolation(expr: string): boolean {
  const e = expr.trim();
  if (SAFE_PIECE.test(e) || STRING_LITERAL.test(e)) return true;
  if (/^`[\s\S]*`$/.test(e)) return true; // a nested template: checked as a template of its own
  // Pieces made by a nested template for each of a list: `cols.map((c, i) => `…`).join(', ')`.
  if (/^[\w$.]+\.map\(\(?[\w\s,]*\)?\s*=>\s*`[\s\S]*`\)\.join\((['"])[^'"]*\1\)$/.test(e)) return true;
  // A choice: `cond ? A : B`, each side a safe piece, a literal or a nested template.
  const choice = /^([^?]+?)\s*\?\s*([\s\S]+?)\s+:\s+([\s\S]+)$/.exec(e);
  if (choice && !/['"`]/.test(choice[1]!)) return safeInterpolation(choice[2]!) && safeInterpolation(choice[3]!);
  // A fallback: `PAYMENT_SQL[key] ?? 'TRUE'`.
  const fallback = /^([\s\S]+)\s*\?\?\s*([^?]+)$/.exec(e);
  if (fallback) return safeInterpolation(fallback[1]!) && safeInterpolation(fallback[2]!);
  return false;
}

/** Every SQL text built from values in a file: `file:line: ${expr}`. */
function sqlBuiltFromValues(file: string, src: string): string[] {
  const found: string[] = [];
  const isSql = (t: TemplateLiteral): boolean => SQL_TEXT.test(t.parts.join(' ')) || (t.parent !== null && isSql(t.parent));
  for (const t of templateLiterals(src)) {
    if (t.tagged || t.exprs.length === 0) continue;
    const sql = isSql(t);
    t.exprs.forEach((expr, k) => {
      const before = t.parts[k]!;
      const after = t.parts[k + 1] ?? '';
      if (before.endsWith('$')) return; // a placeholder number
      // A value quoted by hand: refused in any template (status lists are built this way).
      const quotedByHand = /'$/.test(before) && /^'/.test(after) && (sql || t.parts.every((p) => /^[\s',()]*$/.test(p)));
      if (quotedByHand || (sql && !safeInterpolation(expr))) found.push(`${file}:${t.line}: \${${expr.replace(/\s+/g, ' ')}}`);
    });
  }
  return found;
}

describe('SQL text', () => {
  it('the scanner tells values from fixed SQL', () => {
    const bad = [
      "db.query(`SELECT * FROM users WHERE id = '${userId}'`)",
      'db.query(`SELECT * FROM sales LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`)',
      "const list = (v) => v.map((s) => `'${s}'`).join(', ');",
      "q(`SELECT 1 FROM listings l WHERE l.channel = '${CHANNEL}'`)",
      'q(`SELECT * FROM t ORDER BY ${column} ${dir}`)',
      'q(`SELECT * FROM t WHERE ${where.join(" AND ")}`)',
    ];
    for (const src of bad) expect(sqlBuiltFromValues('x.ts', src), src).toHaveLength(1 + (src.includes('OFFSET') ? 1 : 0) + (src.includes('${dir}') ? 1 : 0));
    const good = [
      'db.query(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND status = ANY($2::text[])`, [id, statuses])',
      'db.query(`UPDATE t SET ${cols.map((c, i) => `${escapeIdentifier(c)} = $${i + 2}`).join(", ")} WHERE id = $1`)',
      'db.query(`SELECT * FROM t WHERE ${whereSql} ORDER BY ${SORT_SQL[key]} ${desc ? "DESC" : "ASC"} LIMIT $2`)',
      'db.query(`SELECT * FROM i ${channelListingJoinSql(p, "i")} WHERE ${filter.sql}`)',
      'db.$queryRaw`SELECT * FROM users WHERE id = ${userId}`',
      "throw new Error(`'${name}' is not a price`)",
      'const re = /`${x}`/; log(`${a} and ${b}`)',
    ];
    for (const src of good) expect(sqlBuiltFromValues('x.ts', src), src).toEqual([]);
  });

  it('server/ and jobs/ build no SQL text from values: parameters or quoted identifiers only', () => {
    const found: string[] = [];
    for (const dir of ['server', 'jobs']) {
      for (const path of sourceFiles(join(ROOT, dir))) found.push(...sqlBuiltFromValues(relative(ROOT, path), readFileSync(path, 'utf8')));
    }
    expect(found).toEqual([]);
  });
});
