import type { EbayHttp } from './http.ts';

/** `GET /commerce/identity/v1/user/` (Identity API v1, UserResponse): who the user token belongs to. */
export interface EbayIdentityUser {
  /** Immutable eBay user id. */
  userId: string;
  /** The seller's eBay user name (can change): ebay_creds.sellername. */
  username: string;
  /** BUSINESS or INDIVIDUAL (eBay may add values). */
  accountType?: string;
  registrationMarketplaceId?: string;
  /** CONFIRMED, UNCONFIRMED, ACCOUNTONHOLD, UNDETERMINED. */
  status?: string;
  businessAccount?: Record<string, unknown>;
  individualAccount?: Record<string, unknown>;
}

/**
 * The Identity API lives on eBay's apiz host (cfg.identityUrl), not on api.; it needs the
 * commerce.identity.readonly scope.
 */
export function identityApi(http: EbayHttp) {
  return {
    getUser: async () =>
      (await http.request<EbayIdentityUser>({ method: 'GET', path: '/commerce/identity/v1/user/', baseUrl: http.cfg.identityUrl, operation: 'getUser' })).body,
  };
}
