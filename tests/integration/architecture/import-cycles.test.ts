// No import cycles (issue 33 "Modules by responsibility, no cycles"), checked on the RUNTIME import
// graph of server/, client/, sandbox/ and shared/: what the code loads when it runs. Type-only imports
// (`import type`, `export type`, and imports only used as types, which the compiler removes) are not
// edges. esbuild resolves and strips them exactly as tsx and Vite do when they run the code; the
// project's TypeScript 7 has no JavaScript compiler API to ask instead.
//
// Two rules:
// (a) no file imports a file that imports it back, directly or through other files;
// (b) no AREA reaches itself through the areas it imports. Areas: each server module
//     (server/modules/<m>), each other server/<area> (channels, graphql, pricing, jobs, …; a file
//     directly in server/ is an area of its own), each client feature (client/features/<f>) and
//     other client folder (components, relay, routes, …), each sandbox (sandbox/<s>), shared/.
//     The composition root (server/services.ts, server/wiring.ts, server/app.ts, server/main.ts) and
//     the GraphQL schema assembly (server/graphql/schema.ts) are areas of their own above the modules;
//     the GraphQL builder (server/graphql/builder.ts) one below them.
// And: no client file imports from server/ (what both sides need lives in shared/), and shared/
// from neither, type-only imports included: the client is built without the server.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['server', 'client', 'sandbox', 'shared'];

/** The composition root and the schema assembly: each an area of its own, above the modules. */
const ROOT_FILES = ['server/services.ts', 'server/wiring.ts', 'server/app.ts', 'server/main.ts', 'server/graphql/schema.ts'];
const BUILDER = 'server/graphql/builder.ts';

/** Product source files: TypeScript, not tests, not declarations, not generated code. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return ['node_modules', '__generated__', 'generated'].includes(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** file → the project files it imports at run time (static and dynamic imports), as ROOT-relative paths. */
async function runtimeImports(files: readonly string[]): Promise<Map<string, string[]>> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [...files],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'import-graph-out',
    entryNames: '[dir]/[name]-[hash]',
    logLevel: 'silent',
    // Assets (styles, images, raw text) are no code: keep them out of the graph.
    plugins: [
      {
        name: 'assets-outside',
        setup(b) {
          b.onResolve({ filter: /\.(css|svg|png|jpe?g|gif|woff2?|html|txt|md|graphql)$|\?raw$/ }, (a) => ({ path: a.path, external: true }));
        },
      },
    ],
  });
  const graph = new Map<string, string[]>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (!SCANNED.some((d) => file.startsWith(`${d}/`))) continue;
    graph.set(
      file,
      input.imports.filter((i) => !i.external && SCANNED.some((d) => i.path.startsWith(`${d}/`))).map((i) => i.path),
    );
  }
  return graph;
}

/** The area a file belongs to (see the header). */
function areaOf(file: string): string {
  if (ROOT_FILES.includes(file)) return `${file.replace(/\.ts$/, '')} (root)`;
  if (file === BUILDER) return 'server/graphql/builder';
  const m =
    /^server\/modules\/[^/]+/.exec(file) ??
    /^server\/[^/]+(?=\/)/.exec(file) ??
    /^client\/features\/[^/]+/.exec(file) ??
    /^client\/[^/]+(?=\/)/.exec(file) ??
    /^sandbox\/[^/]+(?=\/)/.exec(file) ??
    /^shared(?=\/)/.exec(file);
  return m ? m[0] : file.replace(/\.tsx?$/, '');
}

/** Strongly connected components with more than one node (or a node importing itself): the cycles. */
function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)?.has(v)) found.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** One readable loop through a component: a shortest path from its first member back to itself. */
function loopThrough(component: readonly string[], edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const from = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of edges.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let x = v; x !== start; x = from.get(x)!) path.splice(1, 0, x);
        return [...path, start];
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** The failure message: each cycle's members and one loop through them, with the files behind each step. */
function describeCycles(found: string[][], edges: ReadonlyMap<string, ReadonlySet<string>>, why?: (a: string, b: string) => string): string {
  return found
    .map((c) => {
      const loop = loopThrough(c, edges);
      const steps = loop.slice(1).map((b, i) => `    ${loop[i]} → ${b}${why ? `  (${why(loop[i]!, b)})` : ''}`);
      return `  ${c.length} in a cycle: ${c.join(', ')}\n  e.g.\n${steps.join('\n')}`;
    })
    .join('\n\n');
}

const files = SCANNED.flatMap((d) => sourceFiles(d));
const graph = await runtimeImports(files);

function fileEdges(): Map<string, Set<string>> {
  return new Map([...graph].map(([f, to]) => [f, new Set(to)]));
}

function areaEdges(): { edges: Map<string, Set<string>>; via: Map<string, string[]> } {
  const edges = new Map<string, Set<string>>();
  const via = new Map<string, string[]>();
  for (const [from, to] of graph) {
    const a = areaOf(from);
    if (!edges.has(a)) edges.set(a, new Set());
    for (const file of to) {
      const b = areaOf(file);
      if (a === b) continue;
      edges.get(a)!.add(b);
      const key = `${a} → ${b}`;
      via.set(key, [...(via.get(key) ?? []), `${from} → ${file}`]);
    }
  }
  return { edges, via };
}

describe('import cycles (runtime imports)', () => {
  it('reads the whole graph', () => {
    expect(graph.size).toBeGreaterThan(800);
    expect(graph.get('server/app.ts')).toContain('server/services.ts');
  });

  it('has no file that imports a file importing it back', () => {
    const edges = fileEdges();
    const found = cycles(edges);
    expect(found, `files in import cycles:\n${describeCycles(found, edges)}`).toEqual([]);
  });

  it('has no area that reaches itself through the areas it imports', () => {
    const { edges, via } = areaEdges();
    const found = cycles(edges);
    const why = (a: string, b: string) => {
      const list = via.get(`${a} → ${b}`) ?? [];
      return `${list.slice(0, 3).join('; ')}${list.length > 3 ? `; +${list.length - 3} more` : ''}`;
    };
    expect(found, `areas in import cycles:\n${describeCycles(found, edges, why)}`).toEqual([]);
  });

  it('keeps the composition root and the schema assembly above everything and the builder below the modules', () => {
    const { via } = areaEdges();
    const roots = new Set(ROOT_FILES.map(areaOf));
    const steps = [...via].map(([key, list]) => ({ from: key.split(' → ')[0]!, to: key.split(' → ')[1]!, list }));
    // server/http.ts serves the schema: the one non-root area that imports a root file (app.ts imports it in turn).
    const intoRoot = steps.filter((s) => roots.has(s.to) && !roots.has(s.from) && s.from !== 'server/http').flatMap((s) => s.list);
    expect(intoRoot, 'only the composition root imports the root').toEqual([]);
    const upFromBuilder = steps.filter((s) => s.from === 'server/graphql/builder' && /^server\/(modules|channels|graphql)\b/.test(s.to)).flatMap((s) => s.list);
    expect(upFromBuilder, 'the builder imports no module, channel or other GraphQL file').toEqual([]);
  });

  it('has no client file importing from server/, and shared/ importing neither (type-only imports included)', () => {
    const offenders = files
      .filter((f) => f.startsWith('client/') || f.startsWith('shared/'))
      .flatMap((f) => {
        const src = readFileSync(join(ROOT, f), 'utf8');
        const forbidden = f.startsWith('client/') ? ['server/'] : ['server/', 'client/'];
        return [...src.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)]
          .map((m) => m[1] ?? m[2] ?? m[3]!)
          .filter((spec) => spec.startsWith('.') && forbidden.some((d) => relative(ROOT, join(ROOT, f, '..', spec)).startsWith(d)))
          .map((spec) => `${f} → ${spec}`);
      });
    expect(offenders).toEqual([]);
  });

  it('finds a cycle where there is one, and none in a layered graph', () => {
    const g = (pairs: [string, string][]) => {
      const m = new Map<string, Set<string>>();
      for (const [a, b] of pairs) {
        if (!m.has(a)) m.set(a, new Set());
        if (!m.has(b)) m.set(b, new Set());
        m.get(a)!.add(b);
      }
      return m;
    };
    expect(
      cycles(
        g([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        g([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
    expect(areaOf('server/modules/listings/listings.service.ts')).toBe('server/modules/listings');
    expect(areaOf('server/modules/listing-sync/engine.ts')).toBe('server/modules/listing-sync');
    expect(areaOf('server/channels/ebay/adapter.ts')).toBe('server/channels');
    expect(areaOf('server/graphql/builder.ts')).toBe('server/graphql/builder');
    expect(areaOf('server/graphql/viewer.ts')).toBe('server/graphql');
    expect(areaOf('server/config.ts')).toBe('server/config');
    expect(areaOf('client/features/inventory/InventoryPage.tsx')).toBe('client/features/inventory');
    expect(areaOf('sandbox/ebay/server.ts')).toBe('sandbox/ebay');
    expect(areaOf('shared/status-words.ts')).toBe('shared');
  });
});
