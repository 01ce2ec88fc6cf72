import { describe, expect, it } from 'vitest';
import { isPrivateAddress, PRIVATE_ADDRESS_MESSAGE, webhookUrlProblem } from './webhook-urls.ts';

describe('webhook endpoint URLs', () => {
  it('counts only public unicast addresses as public, IPv4 and IPv6, mapped forms included', () => {
    const notPublic = {
      loopback: ['127.0.0.1', '127.255.0.9', '::1'],
      private: ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
      'link-local (cloud metadata)': ['169.254.169.254', 'fe80::1'],
      'unique-local': ['fd00::1', 'fc00::7'],
      unspecified: ['0.0.0.0', '::'],
      'carrier-grade NAT': ['100.64.0.1'],
      'broadcast and multicast': ['255.255.255.255', '224.0.0.1', 'ff02::1'],
      'IPv4-mapped IPv6': ['::ffff:127.0.0.1', '::ffff:7f00:1', '[::ffff:7f00:1]', '::ffff:a9fe:a9fe', '::ffff:10.0.0.1'],
      'NAT64 and 6to4 forms': ['64:ff9b::7f00:1', '2002:7f00:1::1'],
      'documentation and reserved': ['192.0.2.1', '2001:db8::1', '240.0.0.1'],
      'not an address': ['example.com', ''],
    };
    for (const [kind, ips] of Object.entries(notPublic)) for (const ip of ips) expect(isPrivateAddress(ip), `${kind}: ${ip}`).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('refuses http, credentials and private hosts unless private receivers are allowed explicitly', async () => {
    expect(await webhookUrlProblem('http://example.com/hook', false)).toBe('The URL must start with https://.');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:7f00:1]/hook',
      'https://[fd12:3456::1]/hook',
      'https://[fe80::1]/hook',
      'https://0.0.0.0/hook',
      'https://localhost/hook',
    ]) {
      expect(await webhookUrlProblem(url, false), url).toBe(PRIVATE_ADDRESS_MESSAGE);
    }
    expect(await webhookUrlProblem('https://u:p@8.8.8.8/hook', false)).toBe('The URL must not contain credentials.');
    expect(await webhookUrlProblem('https://8.8.8.8/hook', false)).toBeNull();
    expect(await webhookUrlProblem('not a url', false)).toMatch(/full URL/);
    // A name whose addresses include a private one is refused, whatever else it resolves to.
    const dns = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.8', family: 4 },
    ];
    expect(await webhookUrlProblem('https://mixed.example/hook', false, dns)).toBe(PRIVATE_ADDRESS_MESSAGE);
    // ALLOW_PRIVATE_WEBHOOKS=on: a receiver on the developer's machine.
    expect(await webhookUrlProblem('http://127.0.0.1:9999/hook', true)).toBeNull();
    expect(await webhookUrlProblem('https://169.254.169.254/', true)).toBeNull();
  });
});
