import { invalidRequest, missingParam, type StripeError } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';

/**
 * Reading typed values out of form parameters with Stripe's own validation wording
 * ("Invalid integer: abc"), so a client bug shows up here as it would against real Stripe.
 */
export type Params = FormObject;

export function str(p: Params, name: string, param = name): string | undefined {
  const v = p[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(v)}`, { param });
  return v;
}

export function reqStr(p: Params, name: string, param = name): string {
  const v = str(p, name, param);
  if (v === undefined || v === '') throw missingParam(param);
  return v;
}

export function int(p: Params, name: string, param = name): number | undefined {
  const v = str(p, name, param);
  if (v === undefined || v === '') return undefined;
  if (!/^-?\d+$/.test(v)) throw invalidRequest(`Invalid integer: ${v}`, { param, code: 'parameter_invalid_integer' });
  return Number(v);
}

export function num(p: Params, name: string, param = name): number | undefined {
  const v = str(p, name, param);
  if (v === undefined || v === '') return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(v)) throw invalidRequest(`Invalid decimal: ${v}`, { param });
  return Number(v);
}

export function bool(p: Params, name: string, param = name): boolean | undefined {
  const v = str(p, name, param);
  if (v === undefined || v === '') return undefined;
  if (v !== 'true' && v !== 'false') throw invalidRequest(`Invalid boolean: ${v}`, { param });
  return v === 'true';
}

export function obj(p: Params, name: string): Params | undefined {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidRequest(`Invalid hash`, { param: name });
  return v;
}

export function arr(p: Params, name: string): FormValue[] | undefined {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  if (Array.isArray(v)) return v;
  throw invalidRequest(`Invalid array`, { param: name });
}

export function strArr(p: Params, name: string): string[] {
  return (arr(p, name) ?? []).map((v) => {
    if (typeof v !== 'string') throw invalidRequest(`Invalid array`, { param: name });
    return v;
  });
}

export function oneOf<T extends string>(p: Params, name: string, allowed: readonly T[], param = name): T | undefined {
  const v = str(p, name, param);
  if (v === undefined || v === '') return undefined;
  if (!(allowed as readonly string[]).includes(v)) {
    throw invalidRequest(`Invalid ${name}: must be one of ${allowed.join(', ')}`, { param });
  }
  return v as T;
}

/** Metadata updates merge; an empty value unsets a key; `metadata=` clears all (Stripe's rules). */
export function mergeMetadata(current: Record<string, string>, p: Params): Record<string, string> {
  const v = p.metadata;
  if (v === undefined) return current;
  if (v === '') return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidRequest('Invalid hash', { param: 'metadata' });
  const next = { ...current };
  for (const [k, val] of Object.entries(v)) {
    if (typeof val !== 'string') throw invalidRequest('Invalid metadata value', { param: `metadata[${k}]` });
    if (val === '') delete next[k];
    else next[k] = val;
  }
  return next;
}

/** Unix seconds or the literal `now` (trial_end=now). */
export function timestampOrNow(p: Params, name: string, now: number): number | 'now' | undefined {
  const v = str(p, name);
  if (v === undefined || v === '') return undefined;
  if (v === 'now') return 'now';
  if (!/^\d+$/.test(v)) throw invalidRequest(`Invalid timestamp: must be an integer Unix timestamp in the future.`, { param: name });
  const t = Number(v);
  if (t <= now) throw invalidRequest(`Invalid timestamp: must be an integer Unix timestamp in the future.`, { param: name });
  return t;
}

export type { StripeError };
