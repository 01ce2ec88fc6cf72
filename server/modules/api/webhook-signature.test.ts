import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

describe('webhook signatures', () => {
  const body = '{"id":"e1","type":"ping"}';
  it('verifies its own signature and refuses a changed body, another secret or an old timestamp', () => {
    const at = new Date('2026-11-24T12:00:00Z');
    const header = signWebhook('whsec_a', body, at);
    expect(header).toMatch(/^t=1795(\d+),v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature('whsec_a', header, body, 300, at)).toBe(true);
    expect(verifyWebhookSignature('whsec_a', header, `${body} `, 300, at)).toBe(false);
    expect(verifyWebhookSignature('whsec_b', header, body, 300, at)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', header, body, 300, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifyWebhookSignature('whsec_a', 'garbage', body, 300, at)).toBe(false);
  });
});
