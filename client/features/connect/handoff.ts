// The state handed to a consent page is also kept in this tab (sessionStorage) so the return
// route can compare it before calling the server (spec 001 §2.5, 002 §2.6), and so it knows
// whether it came from the onboarding wizard. The server checks the state again on its own.

type Kind = 'amazon' | 'ebay' | 'shopify';
const key = (kind: Kind) => `listbridge.oauth.${kind}`;

export function rememberHandoff(kind: Kind, state: string, onboarding: boolean): void {
  try {
    sessionStorage.setItem(key(kind), JSON.stringify({ state, onboarding }));
  } catch {
    /* private mode: the server's check still applies */
  }
}

export function readHandoff(kind: Kind): { state: string; onboarding: boolean } | null {
  try {
    const raw = sessionStorage.getItem(key(kind));
    return raw ? (JSON.parse(raw) as { state: string; onboarding: boolean }) : null;
  } catch {
    return null;
  }
}

export function clearHandoff(kind: Kind): void {
  try {
    sessionStorage.removeItem(key(kind));
  } catch {
    /* nothing stored */
  }
}

/** Sends the browser to a consent page after remembering the state. */
export function goToConsent(kind: Kind, start: { state: string; url: string }, onboarding: boolean): void {
  rememberHandoff(kind, start.state, onboarding);
  window.location.assign(start.url);
}

export const linkedPlatformsPath = (userId: string) => `/account/${userId}/settings/linked-platforms`;
export const ONBOARDING_PLATFORMS = '/onboarding/platforms';

/** The consent link of a start mutation's answer, or null when it is one of the error types. */
export function startOf(r: { readonly __typename: string; readonly state?: string; readonly url?: string }): { state: string; url: string } | null {
  return r.__typename === 'AuthorizationStart' && r.state && r.url ? { state: r.state, url: r.url } : null;
}

/**
 * The callbacks of an authorization start mutation (eBay, Shopify, …): on a consent link the browser
 * goes there; otherwise `fail` gets the answer's message, or `unreachable` when there is none or
 * the request failed.
 */
export function consentHandlers<D>(
  kind: Kind,
  onboarding: boolean,
  answer: (data: D) => Parameters<typeof startOf>[0] & { readonly message?: string | null },
  fail: (text: string) => void,
  unreachable: string,
) {
  return {
    onCompleted: (data: D) => {
      const r = answer(data);
      const link = startOf(r);
      if (link) goToConsent(kind, link, onboarding);
      else fail(r.message || unreachable);
    },
    onError: () => fail(unreachable),
  };
}
