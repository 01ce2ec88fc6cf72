// The Linked Platforms status lines (spec 000 §2, 002 §2.14). Pure, shared by the client cards
// and the tests, so the wording lives in one place.

export const shopifyAuthorizedText = (user: string | null, domain: string) => `Authorized as ${user ?? 'the shop owner'} to ${domain}`;

export const shopifyReauthText = (domain: string) => `There is a problem with your authorization to ${domain}. Please reauthorize.`;

export const ONBUY_ONE_SITE_ONE_SELLER = 'You can only have one site and one seller authorized at a time.';

/**
 * 'Authorized to {site name, or N sites} as {trading name, or N sellers}'. When OnBuy did not name
 * the seller entities (the sandbox has no such endpoint) the ' as …' part is left out.
 */
export function onbuyAuthorizedText(sites: readonly { name: string }[], sellers: readonly { trading_name: string }[]): string {
  const site = sites.length === 1 ? sites[0]!.name : `${sites.length} sites`;
  if (sellers.length === 0) return `Authorized to ${site}`;
  const seller = sellers.length === 1 ? sellers[0]!.trading_name : `${sellers.length} sellers`;
  return `Authorized to ${site} as ${seller}`;
}

export const onbuyTooMany = (sites: readonly unknown[], sellers: readonly unknown[]) => sites.length > 1 || sellers.length > 1;
