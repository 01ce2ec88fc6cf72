// Where a webhook may be sent: https to public addresses only, so a seller cannot make our servers
// call the private network (server-side request forgery). A receiver on a developer's machine
// (http, loopback, private addresses) needs the explicit setting ALLOW_PRIVATE_WEBHOOKS=on; nothing
// else (NODE_ENV included) allows it.
//
// Addresses are classified by ipaddr.js (IPv4, IPv6, IPv4-mapped IPv6 such as [::ffff:7f00:1],
// NAT64 and 6to4 forms): only its 'unicast' range counts as public. The URL is checked when the
// endpoint is saved, for the seller's sake; what protects the network is the delivery's own
// connection (webhookDispatcher): it resolves the name once, checks every address it got and
// connects to the one it checked, so DNS that answers a public address to the check and a private
// one to the connection (rebinding) gains nothing.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

export const PRIVATE_ADDRESS_MESSAGE = 'Webhooks cannot be sent to private or loopback addresses.';

/** Resolves a host name to all its addresses (node:dns `lookup` with `all: true`; tests give their own DNS). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

/** The ipaddr.js range of an address, an IPv4-mapped IPv6 address classified as its IPv4 address; null when it is no address. */
export function addressRange(ip: string): string | null {
  const bare = ip.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return null;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range();
}

/**
 * Whether an address is anything but a public unicast one: loopback, private, link-local (the cloud
 * metadata address 169.254.169.254), unique-local, carrier-grade NAT, unspecified, broadcast,
 * multicast, reserved, documentation, NAT64/6to4/Teredo forms that embed an IPv4 address, …
 */
export function isPrivateAddress(ip: string): boolean {
  return addressRange(ip) !== 'unicast';
}

/** The problem with an endpoint URL, or null. Without `allowPrivate`: https to a public address only. */
export async function webhookUrlProblem(raw: string, allowPrivate: boolean, resolveAll: ResolveAll = systemResolveAll): Promise<string | null> {
  const problem = webhookUrlShapeProblem(raw, allowPrivate);
  if (problem || allowPrivate) return problem;
  const host = new URL(raw).hostname;
  if (addressRange(host) !== null) return isPrivateAddress(host) ? PRIVATE_ADDRESS_MESSAGE : null;
  const addresses = await resolveAll(host).then(
    (r) => r.map((a) => a.address),
    () => [],
  );
  if (addresses.length === 0) return `${host} could not be resolved.`;
  if (addresses.some(isPrivateAddress)) return PRIVATE_ADDRESS_MESSAGE;
  return null;
}

/** What can be told from the URL alone (scheme, credentials, a literal private address), or null. */
export function webhookUrlShapeProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL, e.g. https://example.com/webhooks/listbridge.';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivate)) return 'The URL must start with https://.';
  if (url.username || url.password) return 'The URL must not contain credentials.';
  if (!allowPrivate && addressRange(url.hostname) !== null && isPrivateAddress(url.hostname)) return PRIVATE_ADDRESS_MESSAGE;
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * An undici dispatcher for webhook deliveries. Without `allowPrivate` its connections resolve the
 * host once, refuse it when any address is not public, and connect to the first checked address
 * (pinned: the socket never asks DNS again). Literal IP hosts are checked by
 * webhookUrlShapeProblem before a request is made (sockets do not look them up).
 */
export function webhookDispatcher(opts: { allowPrivate: boolean; resolveAll?: ResolveAll }): Agent {
  if (opts.allowPrivate) return new Agent({ connections: 4 });
  const resolveAll = opts.resolveAll ?? systemResolveAll;
  const lookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolveAll(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} could not be resolved.`), { code: 'ENOTFOUND' }), []);
        const bad = addresses.find((a) => isPrivateAddress(a.address));
        if (bad) return callback(Object.assign(new Error(`${PRIVATE_ADDRESS_MESSAGE} (${hostname} is ${bad.address})`), { code: 'EPRIVATEADDRESS' }), []);
        const pinned = addresses[0]!;
        if (options.all) callback(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
  return new Agent({ connections: 4, connect: { lookup } as never });
}
