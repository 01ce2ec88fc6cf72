// The SANDBOX_FAULTS setting and control bodies as sandbox/faults/README.md describes them.
import { describe, expect, it } from 'vitest';
import { FaultSpecError, opMatches, parseFaultSetting, parseSpecJson, rulesFor } from './rules.ts';

describe('SANDBOX_FAULTS', () => {
  it('is no faults when unset or empty', () => {
    expect(parseFaultSetting(undefined)).toEqual({ rules: [] });
    expect(parseFaultSetting('  ')).toEqual({ rules: [] });
  });

  it('reads the short form: items by ; or new line, scope, aliases, parameters and a seed', () => {
    const spec = parseFaultSetting(
      'error=0.02; slow=0.05,ms=3000\nebay.createOffer:applied_error=1,count=1; shopify:429=0.01,retryAfter=5,stormMs=10000; seed=7',
    );
    expect(spec).toEqual({
      seed: 7,
      rules: [
        { fault: 'error', rate: 0.02 },
        { fault: 'slow', rate: 0.05, ms: 3000 },
        { fault: 'applied_error', rate: 1, service: 'ebay', op: 'createOffer', count: 1 },
        { fault: 'throttle', rate: 0.01, service: 'shopify', retryAfter: 5, stormMs: 10000 },
      ],
    });
    expect(rulesFor(spec, 'ebay').rules).toEqual([
      { fault: 'error', rate: 0.02 },
      { fault: 'slow', rate: 0.05, ms: 3000 },
      { fault: 'applied_error', rate: 1, op: 'createOffer', count: 1 },
    ]);
    expect(parseFaultSetting('stripe.customers.create:timeout=1,applied=true').rules).toEqual([
      { fault: 'timeout', rate: 1, service: 'stripe', op: 'customers.create', applied: true },
    ]);
  });

  it('reads JSON, with a service per rule', () => {
    expect(parseFaultSetting('[{"fault":"reset","rate":0.5,"service":"onbuy","op":"POST /v2/*"}]')).toEqual({
      rules: [{ fault: 'reset', rate: 0.5, service: 'onbuy', op: 'POST /v2/*' }],
    });
    expect(parseSpecJson({ rules: [{ fault: '5xx', status: 502 }], seed: 3 })).toEqual({ seed: 3, rules: [{ fault: 'error', rate: 1, status: 502 }] });
  });

  it('refuses what it cannot read, naming it', () => {
    const bad: Array<[string, RegExp]> = [
      ['boom=1', /fault must be one of/],
      ['error=1.5', /rate must be a number from 0 to 1/],
      ['error', /is not \[service\[\.op\]:\]fault=rate/],
      ['slow=1,colour=red', /unknown parameter colour/],
      ['slow=0.1,status=500', /status is for the error fault/],
      ['{"rules":', /not JSON/],
      ['seed=-1', /seed must be/],
    ];
    for (const [text, message] of bad) {
      expect(() => parseFaultSetting(text), text).toThrow(FaultSpecError);
      expect(() => parseFaultSetting(text), text).toThrow(message);
    }
  });
});

describe('op patterns', () => {
  it('match a name exactly, anything with *, or a wildcard over names and METHOD /path', () => {
    const ops = ['createOffer', 'POST /sell/inventory/v1/offer'];
    expect(opMatches(undefined, ops)).toBe(true);
    expect(opMatches('*', ops)).toBe(true);
    expect(opMatches('createOffer', ops)).toBe(true);
    expect(opMatches('create', ops)).toBe(false);
    expect(opMatches('create*', ops)).toBe(true);
    expect(opMatches('POST /sell/*', ops)).toBe(true);
    expect(opMatches('GET /sell/*', ops)).toBe(false);
  });
});
