import { describe, expect, it } from 'vitest';
import { isPrivateAddress, webhookUrlProblem } from './webhook-urls.ts';

describe('webhook endpoint URLs', () => {
  it('recognises private, loopback and link-local addresses', () => {
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700::1111']) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('in production refuses http, credentials and private hosts; elsewhere allows a local receiver', async () => {
    expect(await webhookUrlProblem('http://example.com/hook', true)).toBe('The URL must start with https://.');
    expect(await webhookUrlProblem('https://127.0.0.1/hook', true)).toBe('Webhooks cannot be sent to private or loopback addresses.');
    expect(await webhookUrlProblem('https://[::1]/hook', true)).toBe('Webhooks cannot be sent to private or loopback addresses.');
    expect(await webhookUrlProblem('https://localhost/hook', true)).toBe('Webhooks cannot be sent to private or loopback addresses.');
    expect(await webhookUrlProblem('https://u:p@8.8.8.8/hook', true)).toBe('The URL must not contain credentials.');
    expect(await webhookUrlProblem('https://8.8.8.8/hook', true)).toBeNull();
    expect(await webhookUrlProblem('not a url', false)).toMatch(/full URL/);
    expect(await webhookUrlProblem('http://127.0.0.1:9999/hook', false)).toBeNull();
  });
});
