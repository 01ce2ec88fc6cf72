// eBay: the site picker (active sites only), the consent redirect, the accepted-URL return
// (POST ebay/submit-oauth), and the site and currency the seller lists with.
import type { AppServices } from '../../services.ts';
import {
  buildEbayConsentUrl,
  createEbayClient,
  EbayUserSession,
  exchangeEbayCode,
  type EbayConfig,
  type EbayUserTokens,
} from '../../integrations/ebay/index.ts';
import { EBAY_SITES, findEbaySite, type EbaySite } from '../../../shared/channels/marketplaces.ts';
import {
  AuthorizationFailedError,
  IntegrationUnavailableError,
  InvalidOAuthStateError,
  MarketplaceNotActiveError,
} from '../../modules/connections/connections.errors.ts';
import { EbayCurrencyError, EbaySiteError } from './connection-errors.ts';
import { saveConnection, updateSettings } from '../../modules/connections/connection-store.ts';
import { composeEbayState, parseEbayState } from '../../../shared/connections/ebay-state.ts';
import { consumeState, issueState, type OAuthFlow } from '../../modules/connections/oauth-state.ts';
import { ensureOrderSubscription, ORDER_SUBSCRIPTION_SETTING } from './order-notifications.ts';

type Deps = Pick<AppServices, 'prisma' | 'pool' | 'config' | 'clients' | 'log'>;

export interface EbayCurrency {
  code: string;
  symbol: string;
  name: string;
}

/** The currencies the active sites trade in: the choices of the 'eBay Currency' picker. */
export const EBAY_CURRENCIES: EbayCurrency[] = [
  ...new Map(EBAY_SITES.filter((s) => s.active).map((s) => [s.currency, { code: s.currency, symbol: s.currencySymbol, name: s.currencyName }])).values(),
];

function config(deps: Deps) {
  if (!deps.clients.ebay) throw new IntegrationUnavailableError('eBay');
  return deps.clients.ebay;
}

function activeSite(siteId: unknown, onError: () => Error): EbaySite {
  const n = typeof siteId === 'string' && /^\d+$/.test(siteId) ? Number(siteId) : siteId;
  const site = typeof n === 'number' ? findEbaySite(n) : undefined;
  if (!site?.active) throw onError();
  return site;
}

/** A state for the chosen site and the consent URL carrying it. */
export async function startEbayAuthorization(deps: Deps, userId: string, siteId: unknown, flow: OAuthFlow) {
  const cfg = config(deps);
  const site = activeSite(siteId, () => new MarketplaceNotActiveError(`eBay site ${String(siteId)}`));
  const raw = await issueState(deps, userId, 'EBAY', { flow, siteId: site.siteId });
  const state = composeEbayState(raw, flow, site.domain);
  return { state, consentUrl: buildEbayConsentUrl(cfg, { state }), siteId: site.siteId };
}

/**
 * The accepted-URL return: the state must be one we issued to this seller (its site domain must
 * match), then the code becomes tokens stored encrypted, with type 'oauth' and the seller name.
 */
export async function connectEbay(deps: Deps, userId: string, input: { code: string; state: string; siteId?: unknown }): Promise<{ flow: OAuthFlow }> {
  const cfg = config(deps);
  const parsed = parseEbayState(input.state ?? '');
  if (!parsed || !input.code) throw new InvalidOAuthStateError();
  const data = await consumeState(deps, userId, 'EBAY', parsed.raw);
  const site = findEbaySite(Number(data.siteId));
  if (!site || site.domain !== parsed.domain) throw new InvalidOAuthStateError();
  // The legacy payload names the site again; it must agree with the one chosen before consent.
  if (input.siteId !== undefined && input.siteId !== null && input.siteId !== '' && Number(input.siteId) !== site.siteId) throw new InvalidOAuthStateError();
  let tokens;
  try {
    tokens = await exchangeEbayCode(cfg, input.code);
  } catch (err) {
    throw new AuthorizationFailedError('eBay', (err as Error).message);
  }
  if (!tokens.accessToken || !tokens.refreshToken) throw new AuthorizationFailedError('eBay', 'no tokens returned', true);
  const identity = await ebayIdentity(deps, cfg, tokens);
  const optedIn = await ebayPolicyOptIn(deps, cfg, tokens);
  await saveConnection(deps, userId, 'EBAY', {
    accountId: identity?.username ?? '',
    accountName: identity?.username ?? null,
    marketplace: String(site.siteId),
    refreshToken: tokens.refreshToken,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: new Date(tokens.accessTokenExpiresAt),
    settings: {
      type: 'oauth',
      scopes: tokens.scopes,
      refreshTokenExpiresAt: new Date(tokens.refreshTokenExpiresAt).toISOString(),
      // Spec 000 §3 ebay_info.accountType; eBay's immutable user id survives a user name change.
      ...(identity ? { accountType: identity.accountType ?? null, ebayUserId: identity.userId } : {}),
      // 001 §8's business-policy banner: whether eBay has the seller opted in to SELLING_POLICY_MANAGEMENT.
      ...(optedIn === null ? {} : { business_policy_opted_in: optedIn }),
      // Made again for these tokens below (eBay answers "exists" with the same one when the eBay user did not change).
      [ORDER_SUBSCRIPTION_SETTING]: null,
    },
  });
  // eBay notifies us of the seller's new orders at checkout (issue 31); what fails here is left to the first order poll.
  await ensureOrderSubscription(deps, userId).catch((err) => deps.log.warn({ err, userId }, 'eBay ORDER_CONFIRMATION subscription not made at connect'));
  return { flow: data.flow === 'onboarding' ? 'onboarding' : 'settings' };
}

/**
 * Who granted the tokens (Identity API: user name, user id, account type). A failure leaves the
 * name unknown rather than failing the connection: the card then says 'Authorized' without it.
 */
async function ebayIdentity(deps: Deps, cfg: EbayConfig, tokens: EbayUserTokens) {
  try {
    return await createEbayClient(cfg, new EbayUserSession(cfg, tokens)).identity.getUser();
  } catch (err) {
    deps.log.warn({ err }, 'eBay Identity API did not name the seller');
    return null;
  }
}

/** Whether the seller is opted in to eBay business policies (Account API); null when eBay did not say. */
async function ebayPolicyOptIn(deps: Deps, cfg: EbayConfig, tokens: EbayUserTokens): Promise<boolean | null> {
  try {
    return (await createEbayClient(cfg, new EbayUserSession(cfg, tokens)).account.getOptedInPrograms()).includes('SELLING_POLICY_MANAGEMENT');
  } catch (err) {
    deps.log.warn({ err }, 'eBay did not say whether the seller is opted in to business policies');
    return null;
  }
}

/** POST ebay/update-site: lists go to another active site from now on. */
export async function updateEbaySite(deps: Deps, userId: string, siteId: unknown) {
  const site = activeSite(siteId, () => new EbaySiteError());
  const updated = await updateSettings(deps, userId, 'EBAY', {}, { marketplace: String(site.siteId) });
  if (!updated) throw new EbaySiteError('EBAY_NOT_AUTHORIZED');
  return updated;
}

/** 'Save eBay Currency': kept on the connection; only listings created afterwards use it. */
export async function setEbayCurrency(deps: Deps, userId: string, currency: string) {
  if (!EBAY_CURRENCIES.some((c) => c.code === currency)) throw new EbayCurrencyError();
  const updated = await updateSettings(deps, userId, 'EBAY', { currency });
  if (!updated) throw new EbayCurrencyError('EBAY_NOT_AUTHORIZED');
  return updated;
}
