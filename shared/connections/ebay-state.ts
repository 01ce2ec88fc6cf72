// The eBay `state` (spec 001 §2.5): a token, a '+', and the base64 of the eBay site's domain. The
// token is `<random>_<flow>` like the legacy stored value "something_flow"; only the random part
// is looked up (by hash) on the server. btoa/atob rather than Buffer: the browser parses it too.
/** Where the browser goes after the return route: back into the wizard or to Linked Platforms. */
export type OAuthFlow = 'onboarding' | 'settings';

export function composeEbayState(raw: string, flow: OAuthFlow, domain: string): string {
  return `${raw}_${flow}+${btoa(domain)}`;
}

/** Splits a returned state; null when it is not of that form. */
export function parseEbayState(state: string): { raw: string; flow: string; domain: string } | null {
  const plus = state.indexOf('+');
  if (plus < 0) return null;
  const token = state.slice(0, plus);
  const underscore = token.lastIndexOf('_');
  if (underscore <= 0) return null;
  let domain: string;
  try {
    domain = atob(state.slice(plus + 1));
  } catch {
    return null;
  }
  if (!/^[a-z0-9.-]+$/i.test(domain)) return null;
  return { raw: token.slice(0, underscore), flow: token.slice(underscore + 1), domain };
}
