// Postgres stores no NUL character in text or jsonb: a value carrying one would fail deep in a
// query as a 500. The REST shim and GraphQL refuse such input at the door instead, naming the field.

/** The path of the first string holding a NUL character ('title', 'edits.title', 'items[2].sku'), or null. */
export function nulBytePath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulBytePath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return here;
      const found = nulBytePath(v, here);
      if (found) return found;
    }
  }
  return null;
}

/** The message of a refused NUL character. */
export const nulByteMessage = (field: string) => `${field} must not contain a NUL character (\\u0000)`;
