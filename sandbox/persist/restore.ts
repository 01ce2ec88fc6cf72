// Puts a decoded snapshot back into a sandbox's freshly built state object, in place: the
// objects, Maps, Sets and arrays the sandbox's routes and closures already hold stay the same
// objects and only their contents change; class instances keep their methods; a field the
// snapshot does not have (one added to the code since) keeps its fresh default; functions are
// never touched. Records kept in Maps and arrays are taken from the snapshot as they are.

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';
/** Values replaced as a whole rather than merged into. */
const isLeaf = (v: object) => v instanceof Date || v instanceof Uint8Array || ArrayBuffer.isView(v) || v.constructor?.name === 'KeyObject';
const isRecord = (v: object) => !isLeaf(v) && !(v instanceof Map) && !(v instanceof Set) && !Array.isArray(v);
/** An object of a class (not a plain record): merged into even when held in a Map, so it keeps its prototype. */
const isInstance = (v: object) => isRecord(v) && Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null;

/**
 * Merges `snapshot` into `target`. `skip` lists dotted paths from the root (`app`, `settings.redirectUris`)
 * that always come from the fresh state: addresses and anything else derived from how this run was started.
 */
export function restoreInto(target: object, snapshot: unknown, skip: readonly string[] = []): void {
  if (!isObject(snapshot) || !isRecord(snapshot)) throw new Error('the snapshot is not an object');
  const skipped = new Set(skip);
  // Pass 1: pair every snapshot object with the live object it is merged into.
  const alias = new Map<object, object>();
  const pairs: Array<[object, object, string | null]> = [];
  const pair = (t: object, s: object, path: string | null) => {
    if (alias.has(s)) return;
    alias.set(s, t);
    pairs.push([t, s, path]);
    if (t instanceof Map && s instanceof Map) {
      for (const [k, sv] of s) {
        const tv = t.get(k);
        if (isObject(tv) && isObject(sv) && isInstance(tv) && isRecord(sv)) pair(tv, sv, null);
      }
    } else if (isRecord(t) && isRecord(s)) {
      for (const [k, sv] of Object.entries(s)) {
        const p = path === null ? null : path ? `${path}.${k}` : k;
        if (p !== null && skipped.has(p)) continue;
        const tv = (t as Obj)[k];
        if (mergeable(tv, sv)) pair(tv as object, sv as object, p);
      }
    }
  };
  pair(target, snapshot, '');
  // Pass 2: references in the snapshot to a paired object now point to the live one.
  const seen = new Set<object>();
  const swap = (v: unknown) => (isObject(v) && alias.has(v) ? alias.get(v) : v);
  const walk = (v: unknown) => {
    if (!isObject(v) || seen.has(v) || isLeaf(v)) return;
    seen.add(v);
    if (v instanceof Map) {
      for (const [k, x] of v) {
        walk(x);
        if (swap(x) !== x) v.set(k, swap(x));
      }
    } else if (v instanceof Set) {
      const items = [...v];
      items.forEach(walk);
      if (items.some((x) => swap(x) !== x)) {
        v.clear();
        for (const x of items) v.add(swap(x));
      }
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => (walk(x), (v[i] = swap(x))));
    } else {
      for (const [k, x] of Object.entries(v)) {
        walk(x);
        if (swap(x) !== x) (v as Obj)[k] = swap(x);
      }
    }
  };
  for (const s of alias.keys()) walk(s);
  // Pass 3: the contents of each snapshot object go into its live object.
  for (const [t, s, path] of pairs) {
    if (t instanceof Map && s instanceof Map) {
      for (const k of [...t.keys()]) if (!s.has(k)) t.delete(k);
      for (const [k, v] of s) if (t.get(k) !== v) t.set(k, v);
    } else if (t instanceof Set && s instanceof Set) {
      t.clear();
      for (const v of s) t.add(v);
    } else if (Array.isArray(t) && Array.isArray(s)) {
      if (t.length !== s.length || t.some((v, i) => v !== s[i])) t.splice(0, t.length, ...s);
    } else {
      for (const [k, v] of Object.entries(s)) {
        const p = path === null ? null : path ? `${path}.${k}` : k;
        if (p !== null && skipped.has(p)) continue;
        const tv = (t as Obj)[k];
        if (typeof tv === 'function' || tv === v) continue;
        // The code changed the field's shape since the snapshot (a list became a Map…): keep the fresh value.
        if (tv !== undefined && tv !== null && v !== undefined && v !== null && shape(tv) !== shape(v)) continue;
        (t as Obj)[k] = v;
      }
    }
  }
}

function shape(v: unknown): string {
  if (!isObject(v)) return typeof v;
  if (v instanceof Map) return 'map';
  if (v instanceof Set) return 'set';
  if (Array.isArray(v)) return 'array';
  return isLeaf(v) ? 'leaf' : 'record';
}

function mergeable(tv: unknown, sv: unknown): boolean {
  if (!isObject(tv) || !isObject(sv) || isLeaf(tv) || isLeaf(sv)) return false;
  if (tv instanceof Map) return sv instanceof Map;
  if (tv instanceof Set) return sv instanceof Set;
  if (Array.isArray(tv)) return Array.isArray(sv);
  return isRecord(sv);
}
