// Prints the client's first-load JS size: the gzip total of every .js that dist/client/index.html
// loads (module scripts and modulepreloads), then the largest chunks of that first load and of the
// whole build. Builds nothing: run `npx vite build` first. Always exits 0 (a report, not a gate).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 250;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
const html = path.join(dist, 'index.html');

const kb = (bytes) => (bytes / 1000).toFixed(1);
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

if (!existsSync(html)) {
  console.log(`client first load: unknown (no ${path.relative(root, html)}; run \`npx vite build\` first) (target ≤ ${TARGET_KB} KB)`);
  process.exit(0);
}

// <script type="module" src="…js"> and <link rel="modulepreload" href="…js">, in document order.
const source = readFileSync(html, 'utf8');
const refs = [];
for (const tag of source.match(/<(script|link)\b[^>]*>/gi) ?? []) {
  const isScript = /^<script/i.test(tag);
  if (!isScript && !/\brel=["']?modulepreload\b/i.test(tag)) continue;
  const url = tag.match(isScript ? /\bsrc=["']?([^"' >]+)/i : /\bhref=["']?([^"' >]+)/i)?.[1];
  if (url && /\.m?js(\?|$)/.test(url) && !refs.includes(url)) refs.push(url);
}

const firstLoad = refs.map((url) => {
  const file = path.join(dist, url.replace(/^\//, '').replace(/\?.*$/, ''));
  const raw = existsSync(file) ? readFileSync(file).length : 0;
  return { name: path.basename(file), raw, gzip: existsSync(file) ? gzipSize(file) : 0, missing: !existsSync(file) };
});
const total = firstLoad.reduce((sum, c) => sum + c.gzip, 0);

console.log(`client first load: ${Math.round(total / 1000)} KB gzip (target ≤ ${TARGET_KB} KB)`);
console.log(`  ${firstLoad.length} files, ${kb(firstLoad.reduce((s, c) => s + c.raw, 0))} KB raw; largest:`);
for (const c of [...firstLoad].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${kb(c.gzip).padStart(7)} KB gzip  ${kb(c.raw).padStart(7)} KB raw  ${c.name}${c.missing ? ' (missing)' : ''}`);
}

// The rest of the build, loaded on demand (route chunks, lazily mounted components).
const assets = path.join(dist, 'assets');
const initial = new Set(firstLoad.map((c) => c.name));
const lazy = existsSync(assets)
  ? readdirSync(assets)
      .filter((f) => /\.m?js$/.test(f) && !initial.has(f))
      .map((f) => ({ name: f, gzip: gzipSize(path.join(assets, f)) }))
  : [];
if (lazy.length) {
  console.log(`  loaded on demand: ${lazy.length} files, ${kb(lazy.reduce((s, c) => s + c.gzip, 0))} KB gzip; largest:`);
  for (const c of lazy.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
    console.log(`  ${kb(c.gzip).padStart(7)} KB gzip  ${c.name}`);
  }
}
