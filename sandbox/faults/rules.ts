// The fault rules every sandbox shares (README.md): what a rule says, and reading rules from the
// SANDBOX_FAULTS setting or a control request. Pure; the injection itself is inject.ts.

/**
 * - error: a 5xx answer (500, 502 or 503), nothing done.
 * - timeout: no answer ever comes (the socket is held, then dropped after `ms`); nothing done,
 *   or done when `applied` is set.
 * - slow: the answer comes after `ms`.
 * - throttle: a 429 storm: the request that starts it and every matching one for `stormMs` get
 *   429 with Retry-After (`retryAfter` seconds, else the storm's rest); nothing done.
 * - reset: the request is done, the answer starts and the connection is cut mid-body.
 * - applied_error: the request is done, the answer is replaced by a 500 ("did it but answered an error").
 */
export const FAULT_KINDS = ['error', 'timeout', 'slow', 'throttle', 'reset', 'applied_error'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const ALIASES: Record<string, FaultKind> = { '5xx': 'error', '429': 'throttle', did_it: 'applied_error' };

export interface FaultRule {
  fault: FaultKind;
  /** Chance per matching request, 0–1 (default 1). */
  rate: number;
  /**
   * Which requests: an operation name of the sandbox (`createOffer`, `productSet`,
   * `createFulfillmentOrder`) or `METHOD /path`; `*` matches any run of characters. Unset: all.
   */
  op?: string;
  /** Only in SANDBOX_FAULTS: the sandbox the rule is for (unset: every sandbox). */
  service?: string;
  /** Fire at most this many times, then the rule is spent (unset: no limit). */
  count?: number;
  /** slow: the delay; timeout: how long the socket is held before it is dropped. */
  ms?: number;
  /** error: the status (500, 502, 503, 504; default 500, 502 or 503 by chance). */
  status?: number;
  /** throttle: the Retry-After in seconds (default: what is left of the storm, at least 1). */
  retryAfter?: number;
  /** throttle: how long the storm lasts (default 5000 ms; 0: just the one request). */
  stormMs?: number;
  /** timeout: the request is done before the silence (default false: it never reached the service). */
  applied?: boolean;
}

export interface FaultSpec {
  rules: FaultRule[];
  /** Seeds the chance of each rule (same seed, same faults in the same order of requests). */
  seed?: number;
}

export class FaultSpecError extends Error {}

const num = (v: unknown, name: string, min: number, max = Number.POSITIVE_INFINITY): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max)
    throw new FaultSpecError(`${name} must be a number from ${min}${max < Number.POSITIVE_INFINITY ? ` to ${max}` : ''} (got ${JSON.stringify(v)})`);
  return n;
};
const int = (v: unknown, name: string, min: number, max?: number): number => {
  const n = num(v, name, min, max);
  if (!Number.isInteger(n)) throw new FaultSpecError(`${name} must be a whole number (got ${JSON.stringify(v)})`);
  return n;
};

/** One rule from untrusted JSON (a control request, the JSON form of SANDBOX_FAULTS); throws FaultSpecError naming the field. */
export function parseRule(raw: unknown): FaultRule {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new FaultSpecError('a rule must be an object');
  const r = raw as Record<string, unknown>;
  const known = new Set(['fault', 'rate', 'op', 'service', 'count', 'ms', 'status', 'retryAfter', 'stormMs', 'applied']);
  for (const k of Object.keys(r)) if (!known.has(k)) throw new FaultSpecError(`unknown rule field ${k} (known: ${[...known].join(', ')})`);
  const name = typeof r.fault === 'string' ? (ALIASES[r.fault] ?? r.fault) : r.fault;
  if (!FAULT_KINDS.includes(name as FaultKind)) throw new FaultSpecError(`fault must be one of ${FAULT_KINDS.join(', ')} (got ${JSON.stringify(r.fault)})`);
  const rule: FaultRule = { fault: name as FaultKind, rate: r.rate === undefined ? 1 : num(r.rate, 'rate', 0, 1) };
  if (r.op !== undefined) {
    if (typeof r.op !== 'string' || r.op.trim() === '') throw new FaultSpecError('op must be a non-empty string');
    rule.op = r.op.trim();
  }
  if (r.service !== undefined) {
    if (typeof r.service !== 'string' || !/^[a-z]+$/.test(r.service)) throw new FaultSpecError('service must be a sandbox name such as ebay');
    rule.service = r.service;
  }
  if (r.count !== undefined) rule.count = int(r.count, 'count', 1);
  if (r.ms !== undefined) rule.ms = int(r.ms, 'ms', 0, 3_600_000);
  if (r.status !== undefined) {
    rule.status = int(r.status, 'status', 500, 599);
    if (rule.fault !== 'error') throw new FaultSpecError('status is for the error fault');
  }
  if (r.retryAfter !== undefined) rule.retryAfter = int(r.retryAfter, 'retryAfter', 0, 86_400);
  if (r.stormMs !== undefined) rule.stormMs = int(r.stormMs, 'stormMs', 0, 3_600_000);
  if (r.applied !== undefined) {
    if (typeof r.applied !== 'boolean') throw new FaultSpecError('applied must be true or false');
    rule.applied = r.applied;
  }
  return rule;
}

/** The JSON body of a control request: `{rules:[…], seed?}` or one rule. */
export function parseSpecJson(raw: unknown): FaultSpec {
  if (Array.isArray(raw)) return { rules: raw.map(parseRule) };
  if (raw && typeof raw === 'object' && 'rules' in raw) {
    const o = raw as { rules: unknown; seed?: unknown };
    if (!Array.isArray(o.rules)) throw new FaultSpecError('rules must be an array');
    const extra = Object.keys(o).filter((k) => k !== 'rules' && k !== 'seed');
    if (extra.length) throw new FaultSpecError(`unknown field ${extra[0]} (known: rules, seed)`);
    return { rules: o.rules.map(parseRule), ...(o.seed !== undefined ? { seed: int(o.seed, 'seed', 0) } : {}) };
  }
  return { rules: [parseRule(raw)] };
}

const PARAM_NAMES = new Set(['count', 'ms', 'status', 'retryAfter', 'stormMs', 'applied']);

/**
 * SANDBOX_FAULTS: JSON (as a control request takes, rules may name their `service`), or the short
 * form: items separated by `;` or new lines, each `[service[.op]:]fault=rate[,param=value…]`, e.g.
 * `error=0.02; slow=0.05,ms=3000; ebay.createOffer:applied_error=1,count=1; seed=7`.
 * Empty or unset: no faults.
 */
export function parseFaultSetting(text: string | undefined): FaultSpec {
  const t = (text ?? '').trim();
  if (t === '') return { rules: [] };
  if (t.startsWith('{') || t.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(t);
    } catch {
      throw new FaultSpecError('SANDBOX_FAULTS starts like JSON but is not JSON');
    }
    return parseSpecJson(json);
  }
  const spec: FaultSpec = { rules: [] };
  for (const item of t
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const seed = /^seed\s*=\s*(\S+)$/.exec(item);
    if (seed) {
      spec.seed = int(seed[1], 'seed', 0);
      continue;
    }
    const m = /^(?:([a-z]+)(?:\.([^:\s]+))?\s*:\s*)?([a-z0-9_]+)\s*=\s*([^,\s]+)\s*((?:,\s*\w+\s*=\s*[^,\s]+\s*)*)$/.exec(item);
    if (!m) throw new FaultSpecError(`SANDBOX_FAULTS item "${item}" is not [service[.op]:]fault=rate[,param=value…]`);
    const raw: Record<string, unknown> = { fault: m[3], rate: m[4] };
    if (m[1]) raw.service = m[1];
    if (m[2]) raw.op = m[2];
    for (const pair of (m[5] ?? '').split(',').filter((s) => s.trim())) {
      const [k, v] = pair.split('=').map((s) => s.trim()) as [string, string];
      if (!PARAM_NAMES.has(k)) throw new FaultSpecError(`SANDBOX_FAULTS item "${item}": unknown parameter ${k} (known: ${[...PARAM_NAMES].join(', ')})`);
      raw[k] = k === 'applied' ? v === 'true' || v === '1' : v;
    }
    spec.rules.push(parseRule(raw));
  }
  return spec;
}

/** The rules of a setting that apply to one sandbox, without their service. */
export function rulesFor(spec: FaultSpec, service: string): FaultSpec {
  return {
    rules: spec.rules.filter((r) => !r.service || r.service === service).map(({ service: _s, ...r }) => r),
    ...(spec.seed !== undefined ? { seed: spec.seed } : {}),
  };
}

/** Whether `pattern` (with `*` wildcards) names one of the request's operation names. */
export function opMatches(pattern: string | undefined, ops: readonly string[]): boolean {
  if (pattern === undefined || pattern === '*') return true;
  if (!pattern.includes('*')) return ops.includes(pattern);
  const re = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
  return ops.some((o) => re.test(o));
}

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
