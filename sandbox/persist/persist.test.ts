import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeState, encodeState } from './codec.ts';
import { restoreInto } from './restore.ts';
import { openSnapshot } from './snapshot.ts';
import { startAmazonSandbox } from '../amazon/index.ts';

class Store {
  readonly overrides = new Map<number, { qty: number }>();
  constructor(public size: number) {}
  grow(): number {
    return ++this.size;
  }
}

/** A fresh state as a sandbox builds it at start: class instances, a closure over a Map, shared records. */
function freshState() {
  const counters = new Map<string, number>();
  const stores = new Map([['A1', new Store(10)]]);
  return {
    baseUrl: 'http://127.0.0.1:1111',
    clock: { offsetMs: 0, now: () => 0 },
    counters,
    next: (kind: string) => {
      const n = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, n);
      return n;
    },
    stores,
    orders: new Map<string, { id: string; status: string; store?: Store; at?: Date }>(),
    packages: new Map<number, { id: string; status: string }>(),
    tags: new Set<string>(),
    log: [] as string[],
    knobs: { delay: 30, added: 'default' },
  };
}

describe('sandbox state snapshots', () => {
  it('round-trips Maps, Sets, Dates, Buffers, keys, bigints and shared objects', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const shared = { id: 'o1' };
    const value = {
      m: new Map<unknown, unknown>([
        [1, shared],
        ['k', new Set([1, 2])],
      ]),
      again: shared,
      when: new Date('2026-01-02T03:04:05Z'),
      buf: Buffer.from([1, 2, 255]),
      key: privateKey,
      big: 12345678901234567890n,
      inf: Number.POSITIVE_INFINITY,
      tagLike: { $t: 'Map', v: 1 },
      fn: () => 1,
    };
    const back = decodeState(encodeState(value)) as typeof value;
    expect(back.m.get(1)).toBe(back.again);
    expect(back.m.get('k')).toEqual(new Set([1, 2]));
    expect(back.when.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect([...back.buf]).toEqual([1, 2, 255]);
    expect(back.big).toBe(12345678901234567890n);
    expect(back.inf).toBe(Number.POSITIVE_INFINITY);
    expect(back.tagLike).toEqual({ $t: 'Map', v: 1 });
    expect('fn' in back).toBe(false);
    const signature = sign(null, Buffer.from('x'), back.key);
    expect(verify(null, Buffer.from('x'), privateKey, signature)).toBe(true);
  });

  it('restores into the live state in place: closures, class instances and defaults keep working', () => {
    const before = freshState();
    before.next('offer');
    before.next('offer');
    before.clock.offsetMs = 5000;
    before.stores.get('A1')!.overrides.set(3, { qty: 7 });
    before.stores.get('A1')!.size = 20;
    const order = { id: 'o1', status: 'Planning', store: before.stores.get('A1')!, at: new Date(1000) };
    before.orders.set('o1', order);
    before.packages.set(99, order);
    before.tags.add('t');
    before.log.push('one');
    before.knobs.delay = 1;
    before.baseUrl = 'http://127.0.0.1:2222';
    const snapshot = decodeState(encodeState(before, ['baseUrl'])) as Record<string, any>;
    delete snapshot.knobs.added; // a field added to the code since
    snapshot.tags = ['t']; // a field whose shape the code changed since (a Set now, a list then)

    const after = freshState();
    const liveCounters = after.counters;
    const liveStore = after.stores.get('A1')!;
    restoreInto(after, snapshot, ['baseUrl']);

    expect(after.baseUrl).toBe('http://127.0.0.1:1111');
    expect(after.counters).toBe(liveCounters);
    expect(after.next('offer')).toBe(3);
    expect(after.clock.offsetMs).toBe(5000);
    expect(after.clock.now()).toBe(0);
    expect(after.stores.get('A1')).toBe(liveStore);
    expect(liveStore.size).toBe(20);
    expect(liveStore.grow()).toBe(21);
    expect(liveStore.overrides.get(3)).toEqual({ qty: 7 });
    const o = after.orders.get('o1')!;
    expect(after.packages.get(99)).toBe(o);
    expect(o.store).toBe(liveStore);
    expect(o.at).toEqual(new Date(1000));
    o.status = 'Complete';
    expect(after.packages.get(99)!.status).toBe('Complete');
    expect(after.tags).toEqual(new Set());
    expect(after.log).toEqual(['one']);
    expect(after.knobs).toEqual({ delay: 1, added: 'default' });
  });

  describe('the file', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('is written soon after a change and at close, and read at the next start', async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'lb-snapshot-'));
      const first = freshState();
      const s1 = openSnapshot({ dir, service: 'demo', root: first });
      expect(s1.restored).toBe(false);
      // Killed before any change, the run still left a snapshot saying it did not stop cleanly:
      // the next start must not hand out again ids this one may have handed out unsaved.
      const killedAtOnce = openSnapshot({ dir, service: 'demo', root: freshState() });
      expect([killedAtOnce.restored, killedAtOnce.crashed]).toEqual([true, true]);
      killedAtOnce.close();
      first.next('id');
      s1.changed();
      await new Promise((r) => setTimeout(r, 300));
      const saved = JSON.parse(readFileSync(path.join(dir, 'demo.json'), 'utf8'));
      expect(saved.clean).toBe(false);
      // A second process reading now sees what a kill -9 would leave: the change, and a run that did not stop cleanly.
      const crashed = freshState();
      const s2 = openSnapshot({ dir, service: 'demo', root: crashed });
      expect([s2.restored, s2.crashed]).toEqual([true, true]);
      expect(crashed.counters.get('id')).toBe(1);
      s2.close();
      s1.close();
      const clean = freshState();
      const s3 = openSnapshot({ dir, service: 'demo', root: clean });
      expect([s3.restored, s3.crashed]).toEqual([true, false]);
      s3.close();
      expect(readdirSync(dir).filter((f) => f.includes('.tmp'))).toEqual([]);
    });

    it('is set aside with a warning when unreadable, and the sandbox starts fresh', () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'lb-snapshot-'));
      writeFileSync(path.join(dir, 'demo.json'), '{"format":1,"state":{"counters":{"$t":"Map","v":[[');
      const warnings: string[] = [];
      const state = freshState();
      const s = openSnapshot({ dir, service: 'demo', root: state, warn: (m) => warnings.push(m) });
      expect(s.restored).toBe(false);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^The demo sandbox could not read its saved state \(.+\); it starts fresh \(the file was kept as .+unreadable-\d+\)$/);
      expect(readdirSync(dir).some((f) => f.startsWith('demo.json.unreadable-'))).toBe(true);
      s.close();
    });

    it('unreadable, does not stop a real sandbox from starting and answering', async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'lb-snapshot-'));
      writeFileSync(path.join(dir, 'amazon.json'), 'not json at all');
      const warnings: string[] = [];
      const sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://localhost:1', dataDir: dir, warn: (m) => warnings.push(m) });
      try {
        expect(warnings).toEqual([expect.stringMatching(/^The amazon sandbox could not read its saved state/)]);
        expect((await fetch(`${sandbox.url}/__sandbox`)).status).toBe(200);
      } finally {
        await sandbox.close();
      }
      // Stopping wrote a good snapshot in its place.
      expect(JSON.parse(readFileSync(path.join(dir, 'amazon.json'), 'utf8'))).toMatchObject({ format: 1, service: 'amazon', clean: true });
    });
  });
});
