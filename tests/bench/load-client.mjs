// A small HTTP load generator for the benchmarks, run as a separate process (so the server's event
// loop does not share its thread with the client's): node tests/bench/load-client.mjs <spec.json>
// spec: { requests: [{ url, method, headers, body }], concurrency, rounds } — each round sends every
// request once (`concurrency` in flight); one warm-up round is not counted. Prints one JSON line:
// { latencies: ms[], elapsedMs, failed }.
import { readFileSync } from 'node:fs';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { requests, concurrency = 1, rounds = 1 } = spec;

async function send(r) {
  const s = performance.now();
  const res = await fetch(r.url, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
  const text = await res.text();
  const ms = performance.now() - s;
  // A GraphQL error comes with status 200: count it as failed, as a non-2xx status is.
  const ok = res.ok && !(r.graphql && text.includes('"errors"'));
  return { ms, ok };
}

async function run(list) {
  const latencies = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const r = list[next++];
      const { ms, ok } = await send(r);
      latencies.push(ms);
      if (!ok) failed++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, elapsedMs: performance.now() - start, failed };
}

await run(requests); // warm-up
const all = Array.from({ length: rounds }, () => requests).flat();
process.stdout.write(`${JSON.stringify(await run(all))}\n`);
