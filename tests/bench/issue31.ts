// Issue 31's table, gathered over one `npm run bench`: the sync and orders benchmarks each record
// their rows (a figure, the physical limit it is compared with, and the ratio), and
// issue31-table.ts prints the whole table at the end. The file lives in the system's temp
// directory; `npm run bench` clears it first (issue31-table.ts --reset).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILE = process.env.BENCH_ISSUE31_FILE ?? path.join(os.tmpdir(), 'listbridge-bench-issue31.json');

export interface Issue31Row {
  /** The issue's row, word for word (its figure before and its target come from ISSUE_ROWS). */
  measure: string;
  /** This run's figure. */
  now: string;
  /** The physical limit it is compared with (the sandbox's own answer time, or a rate limit's floor). */
  reference?: string;
  /** now ÷ reference, where both are times. */
  ratio?: string;
  /** What the run was (size, load). */
  note?: string;
}

function read(): Issue31Row[] {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Issue31Row[]) : [];
}

/** Adds (or replaces, by measure) this benchmark's rows. */
export function recordIssue31(rows: Issue31Row[]): void {
  const kept = read().filter((r) => !rows.some((x) => x.measure === r.measure));
  writeFileSync(FILE, JSON.stringify([...kept, ...rows], null, 2));
}

export function resetIssue31(): void {
  rmSync(FILE, { force: true });
}

/** The issue's rows, in its order; a row no benchmark of this run recorded is printed as such. */
const ISSUE_ROWS: { measure: string; before: string; target: string }[] = [
  { measure: 'Amazon FBA quantity change → channel call that carries it, p95 (eBay, Shopify, OnBuy each)', before: '64.8 s (eBay)', target: '≤ 30 s' },
  { measure: 'merchant-fulfilled quantity change and Amazon price change → channel, p95', before: 'up to 6 h', target: '≤ 60 s' },
  { measure: 'channel order → MCF order placed, p95, 1,000 orders over 600 s', before: '352.8 s', target: '≤ 60 s' },
  { measure: 'MCF shipment → tracking accepted by the channel, p95, same run', before: '155.8 s', target: '≤ 120 s' },
  {
    measure: 'stress: 1,000 orders in 120 s',
    before: '470 open after 10 min',
    target: "every order placed within Amazon's limits, none lost, the backlog drains at the limit's rate and the seller sees a backlog alert",
  },
  { measure: 'MCF calls per order (preview + create + tracking reads)', before: 'several, per order', target: '≤ 1.2 on average at the default rate' },
  { measure: '10 sellers connect Amazon at once: connect answered / first 100 items visible, p95', before: '180–240 s / minutes', target: '≤ 2 s / ≤ 60 s' },
];

/** The rows in the issue's order, as a Markdown table (what the README's Performance section takes). */
export function issue31Table(recorded = read()): string {
  const rows = ISSUE_ROWS.map((r): Issue31Row & { before: string; target: string } => ({
    ...r,
    ...(recorded.find((x) => x.measure === r.measure) ?? { now: 'not measured in this run' }),
  }));
  const header = '| measure | before (issue 31) | now | physical limit (reference) | now ÷ reference | target | run |';
  const lines = rows.map((r) => `| ${r.measure} | ${r.before} | ${r.now} | ${r.reference ?? '—'} | ${r.ratio ?? '—'} | ${r.target} | ${r.note ?? ''} |`);
  return [header, '|---|---|---|---|---|---|---|', ...lines].join('\n');
}

/** p-th percentile of a list of numbers (nearest rank). */
export const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A figure over its reference, when both are times in ms. */
export const ratio = (ms: number, referenceMs: number) => (referenceMs > 0 ? `${(ms / referenceMs).toFixed(0)}×` : '—');

/** A row of latencies (ms): p95 (p50, count) beside the reference and their ratio. */
export function timedRow(measure: string, xs: number[], referenceMs: number, note: string, suffix = ''): Issue31Row {
  return {
    measure,
    now: `${xs.length ? `p95 ${secs(pct(xs, 95))} (p50 ${secs(pct(xs, 50))}, ${xs.length} measured)` : 'none measured'}${suffix}`,
    reference: `${referenceMs.toFixed(1)} ms`,
    ...(xs.length ? { ratio: ratio(pct(xs, 95), referenceMs) } : {}),
    note,
  };
}

/** The median time of `n` runs of `call`, in ms (a reference: what the sandbox itself takes to answer). */
export async function medianMs(n: number, call: () => Promise<unknown>): Promise<number> {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    xs.push(performance.now() - t);
  }
  return pct(xs, 50);
}

/** The machine's load while the run went (the README records it beside each figure). */
export const loadNote = () => `load ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} cores`;
