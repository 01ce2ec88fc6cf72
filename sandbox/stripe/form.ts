/**
 * Stripe's wire format for parameters: `application/x-www-form-urlencoded` (and query strings) with
 * bracket nesting — `metadata[k]=v`, `items[0][price]=p`, `expand[]=x`. The SDK sends arrays as
 * `a[0]`, curl users send `a[]`; both become arrays here. Values stay strings, as on the wire:
 * each endpoint coerces the ones it reads (see params.ts).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseForm(raw: string): FormObject {
  const root: FormObject = {};
  if (!raw) return root;
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    assign(root, splitKey(key), value);
  }
  return arrayify(root) as FormObject;
}

function decode(s: string): string {
  return decodeURIComponent(s.replace(/\+/g, ' '));
}

/** `items[0][price]` → ['items', '0', 'price']; `expand[]` → ['expand', '']. */
function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const m of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(m[1] ?? '');
  return parts;
}

const APPEND = '\u0000append';

function assign(target: FormObject, path: string[], value: string): void {
  let node: FormObject = target;
  path.forEach((part, i) => {
    const last = i === path.length - 1;
    // `a[]` appends: give each occurrence its own numeric slot so arrayify keeps order.
    const key = part === '' ? `${APPEND}${Object.keys(node).length}` : part;
    if (last) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  });
}

/** Objects whose keys are all indexes (`0`,`1`… or appended) become arrays, except metadata maps. */
function arrayify(value: FormValue, parentKey = ''): FormValue {
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const out: FormObject = {};
  for (const k of keys) out[k] = arrayify(value[k] as FormValue, k);
  const indexLike = keys.length > 0 && keys.every((k) => /^\d+$/.test(k) || k.startsWith(APPEND));
  if (!indexLike || parentKey === 'metadata') return out;
  const order = (k: string) => (k.startsWith(APPEND) ? Number(k.slice(APPEND.length)) : Number(k));
  return keys.sort((a, b) => order(a) - order(b)).map((k) => out[k] as FormValue);
}
