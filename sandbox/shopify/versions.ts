/**
 * Shopify's API versions on the sandbox's clock (shopify.dev/docs/api/usage/versioning): a stable
 * version every quarter (YYYY-01/04/07/10, released on the 1st at 17:00 UTC), each supported for 12
 * months; the next quarter's version is the release candidate; `unstable` always exists. A request
 * to a well-formed version that is no longer supported falls forward to the oldest supported stable
 * version, and `X-Shopify-API-Version` names the version that answered.
 */
const QUARTER_MONTHS = [1, 4, 7, 10];
const releasedAt = (handle: string) => {
  const [y, m] = handle.split('-').map(Number);
  return Date.UTC(y!, m! - 1, 1, 17);
};
const handleOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The stable versions supported at `now`, oldest first. */
export function supportedVersions(now: number): string[] {
  const d = new Date(now);
  const out: string[] = [];
  for (let y = d.getUTCFullYear() - 1; y <= d.getUTCFullYear(); y++)
    for (const m of QUARTER_MONTHS) {
      const released = releasedAt(handleOf(y, m));
      if (released <= now && now < Date.UTC(y + 1, m - 1, 1, 17)) out.push(handleOf(y, m));
    }
  return out;
}

/** The release candidate: the first quarterly version not yet released. */
export function releaseCandidate(now: number): string {
  const d = new Date(now);
  for (let y = d.getUTCFullYear(); ; y++) for (const m of QUARTER_MONTHS) if (releasedAt(handleOf(y, m)) > now) return handleOf(y, m);
}

/** The version that answers a request to `requested`, or null when Shopify knows no such version (404). */
export function servedVersion(requested: string, now: number): string | null {
  if (requested === 'unstable') return requested;
  const m = /^(\d{4})-(01|04|07|10)$/.exec(requested);
  if (!m) return null;
  const supported = supportedVersions(now);
  if (supported.includes(requested) || requested === releaseCandidate(now)) return requested;
  if (releasedAt(requested) < releasedAt(supported[0]!)) return supported[0]!; // end of life: falls forward
  return null; // a future version beyond the release candidate
}
