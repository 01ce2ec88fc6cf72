import type { Request } from 'express';

/** OnBuy lists: `results` plus `metadata {limit, offset, total_rows}`; paging by limit+offset only. */
export function page<T>(req: Request, all: T[], defaultLimit = 50) {
  const limit = Math.min(Math.max(Number(req.query.limit ?? defaultLimit) || defaultLimit, 1), 100);
  const offset = Math.max(Number(req.query.offset ?? 0) || 0, 0);
  return { results: all.slice(offset, offset + limit), metadata: { limit, offset, total_rows: all.length } };
}

/** `filter[name]=x` arrives as query.filter.name with the extended parser, or as a flat key. */
export function filterParam(req: Request, key: string, group = 'filter'): string | undefined {
  const nested = (req.query[group] as Record<string, unknown> | undefined)?.[key];
  const flat = req.query[`${group}[${key}]`];
  const v = nested ?? flat;
  return typeof v === 'string' ? v : undefined;
}
