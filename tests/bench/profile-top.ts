// The functions that took the CPU in a .cpuprofile (a benchmark's BENCH_CPU_PROFILE, or node
// --cpu-prof): self time and total time (the function or anything it called), by function and
// file, the project's files relative to the repository. Not a test.
// Run: npx tsx tests/bench/profile-top.ts <file.cpuprofile> [rows, default 25] [--only <intervals.json>]
//   --only: just the samples within those [start, end] µs stretches of the profile's clock (the
//   import-listing benchmark writes <profile>.free.json: the time with nothing in flight).
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? (JSON.parse(readFileSync(args.splice(onlyAt, 2)[1]!, 'utf8')) as [number, number][]) : null;
const [file, rowsArg] = args;
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [rows] [--only <intervals.json>]');
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile & { startTime: number };
const within = (t: number) => !only || only.some(([a, b]) => t >= a && t < b);
const root = path.resolve(import.meta.dirname, '../..');

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const label = (n: ProfileNode) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const where = url.startsWith('file://') ? path.relative(root, new URL(url).pathname) : url;
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
};

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  at += us;
  if (!within(at)) return;
  all += us;
  const leaf = byId.get(id)!;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + us);
  const seen = new Set<string>();
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
    const l = label(byId.get(n)!);
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + us);
  }
});

const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
console.log(`${file}: ${ms(all)} sampled, of it idle ${ms(self.get('(idle)') ?? 0)}, GC ${ms(self.get('(garbage collector)') ?? 0)}`);
for (const [title, m] of [
  ['self time', self],
  ['total time (with what it called)', total],
] as const) {
  console.log(`\n${title}:`);
  for (const [l, us] of [...m]
    .filter(([l]) => l !== '(idle)' && l !== '(root)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows))
    console.log(`${ms(us)}  ${l}`);
}
