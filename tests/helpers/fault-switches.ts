// The fault switches of one sandbox (sandbox/faults/README.md), tried over real HTTP: each kind
// of fault on one of its writes (was the write done or not, as the README says?), on everything,
// from SANDBOX_FAULTS, and the control endpoint's refusals. Each sandbox's test file gives its
// own write, read and error envelope; the expectations are the README's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/types.ts';

export interface FaultCalls {
  /** A write of the service under its operation name (fault rules' `op`); each call makes a new record. */
  write: {
    op: string;
    make(): { send(signal?: AbortSignal): Promise<Response>; applied(): Promise<boolean> };
  };
  /** A read under another operation name. */
  read: { op: string; send(signal?: AbortSignal): Promise<Response> };
  /** Asserts that a body is the service's own error envelope for the status (500, 502, 503, 429). */
  envelope(status: number, body: unknown): void;
}

export interface FaultTarget {
  service: string;
  /** Starts the sandbox (port 0, no saved state) with SANDBOX_FAULTS set to `faults`. */
  start(faults?: string): Promise<RunningSandbox>;
  /** Credentials and records the calls need, made through the sandbox's own API. */
  prepare(sb: RunningSandbox): Promise<FaultCalls>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A call's whole answer, or the error that cut it (a reset cuts the body, a timeout the wait). */
async function answer(p: Promise<Response>): Promise<{ status: number; body: unknown; headers: Headers } | { error: Error }> {
  try {
    const res = await p;
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    return { error: error as Error };
  }
}

function ok(a: Awaited<ReturnType<typeof answer>>): { status: number; body: unknown; headers: Headers } {
  if ('error' in a) throw new Error(`expected an answer, the call failed: ${a.error.message}`);
  return a;
}

export function faultSwitchTests(target: FaultTarget): void {
  describe(`the ${target.service} sandbox's fault switches`, () => {
    let sb: RunningSandbox;
    let calls: FaultCalls;
    const control = async (method: string, body?: unknown, path = '') => {
      const res = await fetch(`${sb.url}/__sandbox/faults${path}`, {
        method,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const rules = (...r: unknown[]) => control('PUT', { rules: r });

    beforeAll(async () => {
      sb = await target.start();
      calls = await target.prepare(sb);
    });
    afterAll(async () => sb?.close());
    afterEach(async () => {
      await control('DELETE');
      await control('DELETE', undefined, '/stats');
    });

    it('are off by default: the write is answered and done, nothing is injected', async () => {
      const w = calls.write.make();
      const a = ok(await answer(w.send()));
      expect(a.status).toBeLessThan(300);
      expect(await w.applied()).toBe(true);
      expect(ok(await answer(calls.read.send())).status).toBe(200);
      const view = await control('GET');
      expect(view.body.rules).toEqual([]);
      expect(view.body.stats.requests).toBeGreaterThanOrEqual(2);
      expect(Object.values(view.body.stats.injected).every((n) => n === 0)).toBe(true);
    });

    it("error: a 5xx in the service's envelope, the write not done; other operations untouched", async () => {
      expect((await rules({ fault: 'error', op: calls.write.op, status: 503 })).status).toBe(200);
      const w = calls.write.make();
      const a = ok(await answer(w.send()));
      expect(a.status).toBe(503);
      calls.envelope(503, a.body);
      expect(await w.applied()).toBe(false);
      expect(ok(await answer(calls.read.send())).status).toBe(200);
      const stats = (await control('GET', undefined, '/stats')).body;
      expect(stats.injected.error).toBe(1);
      expect(stats.byOp[calls.write.op]).toEqual({ error: 1 });
    });

    it('timeout: no answer ever comes and the write is not done; with applied it is done', async () => {
      await rules({ fault: 'timeout', op: calls.write.op });
      const w = calls.write.make();
      const a = await answer(w.send(AbortSignal.timeout(800)));
      expect('error' in a && a.error.name).toBe('TimeoutError');
      expect(await w.applied()).toBe(false);

      await rules({ fault: 'timeout', op: calls.write.op, applied: true, ms: 5000 });
      const w2 = calls.write.make();
      const a2 = await answer(w2.send(AbortSignal.timeout(800)));
      expect('error' in a2 && a2.error.name).toBe('TimeoutError');
      expect(await w2.applied()).toBe(true);
    });

    it('slow: the answer comes after the delay and the write is done', async () => {
      await rules({ fault: 'slow', op: calls.write.op, ms: 700 });
      const w = calls.write.make();
      const t0 = Date.now();
      const a = ok(await answer(w.send()));
      expect(Date.now() - t0).toBeGreaterThanOrEqual(650);
      expect(a.status).toBeLessThan(300);
      expect(await w.applied()).toBe(true);
      const t1 = Date.now();
      await answer(calls.read.send());
      expect(Date.now() - t1).toBeLessThan(650);
    });

    it('throttle: a 429 storm with Retry-After over every operation the rule names, nothing done, then answers again', async () => {
      await rules({ fault: 'throttle', stormMs: 1500, count: 1 });
      const first = ok(await answer(calls.read.send()));
      expect(first.status).toBe(429);
      calls.envelope(429, first.body);
      const wait = Number(first.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(2);
      // The storm goes on for the write too (the rule's count started one storm only).
      const w = calls.write.make();
      const during = ok(await answer(w.send()));
      expect(during.status).toBe(429);
      expect(Number(during.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await sleep(1600);
      expect(ok(await answer(calls.read.send())).status).toBe(200);
      expect(await w.applied()).toBe(false);

      await rules({ fault: '429', op: calls.write.op, stormMs: 0, retryAfter: 7 });
      const named = ok(await answer(calls.write.make().send()));
      expect([named.status, named.headers.get('retry-after')]).toEqual([429, '7']);
      expect(ok(await answer(calls.read.send())).status).toBe(200);
    });

    it('reset: the write is done and the connection is cut before the whole answer arrives', async () => {
      await rules({ fault: 'reset', op: calls.write.op });
      const w = calls.write.make();
      const a = await answer(w.send());
      expect('error' in a).toBe(true);
      expect(await w.applied()).toBe(true);
      expect(ok(await answer(calls.read.send())).status).toBe(200);
    });

    it("applied_error: the write is done and answered 500 in the service's envelope", async () => {
      await rules({ fault: 'applied_error', op: calls.write.op });
      const w = calls.write.make();
      const a = ok(await answer(w.send()));
      expect(a.status).toBe(500);
      calls.envelope(500, a.body);
      expect(await w.applied()).toBe(true);
    });

    it('for everything: a rule without op reaches every operation, `count` spends it and a rate picks by chance', async () => {
      await rules({ fault: 'error', status: 500, count: 2 });
      expect(ok(await answer(calls.read.send())).status).toBe(500);
      const w = calls.write.make();
      expect(ok(await answer(w.send())).status).toBe(500);
      expect(await w.applied()).toBe(false);
      expect(ok(await answer(calls.read.send())).status).toBe(200);
      const view = (await control('GET')).body;
      expect(view.rules[0]).toMatchObject({ fault: 'error', count: 2, fired: 2 });

      await control('PUT', { rules: [{ fault: 'error', rate: 0.5 }], seed: 42 });
      let failed = 0;
      for (let i = 0; i < 20; i++) if (ok(await answer(calls.read.send())).status >= 500) failed++;
      expect(failed).toBeGreaterThan(2);
      expect(failed).toBeLessThan(18);
    });

    it('the control endpoint refuses a bad rule, naming what is wrong, and keeps the rules it had', async () => {
      await rules({ fault: 'slow', op: calls.read.op, ms: 1 });
      const bad = [
        [{ fault: 'explode' }, /fault must be one of/],
        [{ fault: 'error', rate: 2 }, /rate must be a number from 0 to 1/],
        [{ fault: 'slow', ms: -1 }, /ms must be/],
        [{ fault: 'error', colour: 'red' }, /unknown rule field colour/],
      ] as const;
      for (const [rule, message] of bad) {
        const r = await control('POST', rule);
        expect(r.status).toBe(400);
        expect(r.body.error).toMatch(message);
      }
      expect((await control('PUT', { setting: 'error=lots' })).status).toBe(400);
      expect((await control('GET')).body.rules).toEqual([expect.objectContaining({ fault: 'slow', op: calls.read.op })]);
      const added = await control('PUT', { setting: `${target.service}.${calls.write.op}:applied_error=1,count=1; other.${calls.read.op}:error=1` });
      expect(added.body.rules).toEqual([expect.objectContaining({ fault: 'applied_error', op: calls.write.op, count: 1 })]);
    });

    it("SANDBOX_FAULTS: this sandbox's rules apply from the start, another sandbox's do not", async () => {
      const other = target.service === 'ebay' ? 'shopify' : 'ebay';
      const second = await target.start(`${target.service}.${calls.write.op}:applied_error=1,count=1; ${other}:error=1`);
      try {
        const c = await target.prepare(second);
        const w = c.write.make();
        const a = ok(await answer(w.send()));
        expect(a.status).toBe(500);
        expect(await w.applied()).toBe(true);
        const w2 = c.write.make();
        expect(ok(await answer(w2.send())).status).toBeLessThan(300);
        expect(ok(await answer(c.read.send())).status).toBe(200);
      } finally {
        await second.close();
      }
    });
  });
}
