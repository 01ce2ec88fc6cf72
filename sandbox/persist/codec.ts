// Turns a sandbox's state object into JSON and back without losing what JSON cannot say: Maps,
// Sets, Dates, Buffers, crypto keys, bigints and shared references (an MCF order held in two
// Maps must come back as one object, or a change through one Map would not show in the other).
// Functions are not data: they are left out and the running sandbox keeps its own.
import { createPrivateKey, createPublicKey, createSecretKey, KeyObject } from 'node:crypto';

type Encoded = unknown;

/** The snapshot's JSON text of `root`, without the fields at the dotted paths in `skip` (`timers`, `settings.urls`). */
export function encodeState(root: unknown, skip: readonly string[] = []): string {
  const skipped = new Set(skip);
  const shared = sharedObjects(root, skipped);
  const ids = new Map<object, number>();
  const enc = (v: unknown, path: string | null = null): Encoded => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') return Number.isFinite(v) ? v : { $t: 'Number', v: String(v) };
    if (typeof v === 'bigint') return { $t: 'BigInt', v: v.toString() };
    if (typeof v !== 'object') return undefined; // functions, symbols, undefined
    const known = ids.get(v);
    if (known !== undefined) return { $ref: known };
    const id = shared.has(v) ? ids.size : undefined;
    if (id !== undefined) ids.set(v, id);
    const tagged = (t: string, value: Encoded) => (id === undefined ? { $t: t, v: value } : { $t: t, $id: id, v: value });
    if (v instanceof Date) return tagged('Date', v.getTime());
    if (v instanceof KeyObject) return tagged('Key', encodeKey(v));
    if (v instanceof Uint8Array) return tagged('Buffer', Buffer.from(v).toString('base64'));
    if (v instanceof Map)
      return tagged(
        'Map',
        [...v].filter(([, x]) => typeof x !== 'function').map(([k, x]) => [enc(k), enc(x)]),
      );
    if (v instanceof Set)
      return tagged(
        'Set',
        [...v].map((x) => enc(x)),
      );
    if (Array.isArray(v)) {
      const items = v.map((x) => enc(x) ?? null);
      return id === undefined ? items : tagged('Array', items);
    }
    const out: Record<string, Encoded> = {};
    for (const [k, x] of Object.entries(v)) {
      const p = path === null ? null : path ? `${path}.${k}` : k;
      if (p !== null && skipped.has(p)) continue;
      const e = enc(x, p);
      if (e !== undefined) out[k] = e;
    }
    // A plain object that could be mistaken for a tag, or one shared, is wrapped.
    return id !== undefined || '$t' in out || '$ref' in out ? tagged('Object', out) : out;
  };
  return JSON.stringify(enc(root, ''));
}

/** The state encoded by `encodeState`; throws on anything else. */
export function decodeState(text: string): unknown {
  const byId = new Map<number, unknown>();
  const dec = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(dec);
    const o = v as Record<string, unknown>;
    if (typeof o.$ref === 'number' && Object.keys(o).length === 1) {
      if (!byId.has(o.$ref)) throw new Error(`snapshot refers to unknown object ${o.$ref}`);
      return byId.get(o.$ref);
    }
    if (typeof o.$t !== 'string') return decodeObject(o, {});
    const id = typeof o.$id === 'number' ? o.$id : undefined;
    const keep = <T>(x: T): T => (id !== undefined && byId.set(id, x), x);
    switch (o.$t) {
      case 'Number':
        return Number(o.v);
      case 'BigInt':
        return BigInt(o.v as string);
      case 'Date':
        return keep(new Date(o.v as number));
      case 'Key':
        return keep(decodeKey(o.v as KeyJson));
      case 'Buffer':
        return keep(Buffer.from(o.v as string, 'base64'));
      case 'Map': {
        const m = keep(new Map());
        for (const [k, x] of o.v as [unknown, unknown][]) m.set(dec(k), dec(x));
        return m;
      }
      case 'Set': {
        const s = keep(new Set());
        for (const x of o.v as unknown[]) s.add(dec(x));
        return s;
      }
      case 'Array': {
        const a: unknown[] = keep([]);
        for (const x of o.v as unknown[]) a.push(dec(x));
        return a;
      }
      case 'Object':
        return decodeObject(o.v as Record<string, unknown>, keep({}));
      default:
        throw new Error(`snapshot has an unknown value type ${o.$t}`);
    }
  };
  const decodeObject = (src: Record<string, unknown>, into: Record<string, unknown>) => {
    for (const [k, x] of Object.entries(src)) into[k] = dec(x);
    return into;
  };
  return dec(JSON.parse(text));
}

/** Objects reachable more than once from `root` (they get an id and later references point to it). */
function sharedObjects(root: unknown, skipped: ReadonlySet<string>): Set<object> {
  const seen = new Set<object>();
  const shared = new Set<object>();
  const stack: Array<[unknown, string | null]> = [[root, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (seen.has(v)) {
      shared.add(v);
      continue;
    }
    seen.add(v);
    if (v instanceof Date || v instanceof KeyObject || v instanceof Uint8Array) continue;
    if (v instanceof Map) for (const [k, x] of v) stack.push([k, null], [x, null]);
    else if (v instanceof Set || Array.isArray(v)) for (const x of v) stack.push([x, null]);
    else {
      for (const [k, x] of Object.entries(v)) {
        const p = path === null ? null : path ? `${path}.${k}` : k;
        if (p === null || !skipped.has(p)) stack.push([x, p]);
      }
    }
  }
  return shared;
}

type KeyJson = { kind: 'private' | 'public' | 'secret'; v: string };

function encodeKey(k: KeyObject): KeyJson {
  if (k.type === 'secret') return { kind: 'secret', v: k.export().toString('base64') };
  const v = k.type === 'private' ? k.export({ type: 'pkcs8', format: 'pem' }) : k.export({ type: 'spki', format: 'pem' });
  return { kind: k.type, v: v.toString() };
}

function decodeKey(k: KeyJson): KeyObject {
  if (k.kind === 'secret') return createSecretKey(Buffer.from(k.v, 'base64'));
  return k.kind === 'private' ? createPrivateKey(k.v) : createPublicKey(k.v);
}
