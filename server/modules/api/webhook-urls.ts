// Where a webhook may be sent. In production only https to public addresses: a seller must not be
// able to make our servers call the private network (server-side request forgery). Checked when
// the endpoint is saved and again at every delivery (DNS can change in between).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const PRIVATE_V4: [number, number][] = [
  [0x0a000000, 8], // 10/8
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0x7f000000, 8], // 127/8
  [0xa9fe0000, 16], // 169.254/16 (cloud metadata)
  [0x64400000, 10], // 100.64/10
  [0x00000000, 8], // 0/8
];

export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const n = ip.split('.').reduce((a, o) => a * 256 + Number(o), 0);
    return PRIVATE_V4.some(([net, bits]) => n >>> (32 - bits) === net >>> (32 - bits));
  }
  const v6 = ip.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

/** The problem with an endpoint URL, or null. `production` demands https and a public address. */
export async function webhookUrlProblem(raw: string, production: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL, e.g. https://example.com/webhooks/listbridge.';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production)) return 'The URL must start with https://.';
  if (url.username || url.password) return 'The URL must not contain credentials.';
  if (!production) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (r) => r.map((a) => a.address),
        () => [],
      );
  if (addresses.length === 0) return `${host} could not be resolved.`;
  if (addresses.some(isPrivateAddress)) return 'Webhooks cannot be sent to private or loopback addresses.';
  return null;
}
