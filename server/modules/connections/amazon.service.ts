// Amazon: the Seller Central website authorization workflow. The seller picks an active
// marketplace, we issue a state and send the browser to the consent page; /spapi-auth brings back
// selling_partner_id, spapi_oauth_code and state, and connectAmazon exchanges the code with LWA.
import { setOnboardingStep } from '../accounts/accounts.service.ts';
import type { AppServices } from '../../services.ts';
import { findAmazonMarketplace } from '../../../shared/channels/marketplaces.ts';
import { queueFirstAmazonImport } from './after-amazon-connect.ts';
import { AuthorizationFailedError, IntegrationUnavailableError, InvalidOAuthStateError, MarketplaceNotActiveError } from './connections.errors.ts';
import { saveConnection } from './connection-store.ts';
import { consumeState, issueState, type OAuthFlow } from './oauth-state.ts';

type Deps = Pick<AppServices, 'prisma' | 'config' | 'clients' | 'pool' | 'log'>;

/** The one redirect URI registered with the SP-API app (README: register it in Seller Central). */
export const amazonRedirectUri = (deps: Pick<Deps, 'config'>) => `${deps.config.publicUrl}/spapi-auth`;

function client(deps: Deps) {
  if (!deps.clients.amazon) throw new IntegrationUnavailableError('Amazon');
  return deps.clients.amazon;
}

function activeMarketplace(marketplaceId: string) {
  const m = findAmazonMarketplace(marketplaceId);
  if (!m?.active) throw new MarketplaceNotActiveError(`Amazon marketplace ${marketplaceId}`);
  return m;
}

/** A state for the consent page of this marketplace, and the consent URL carrying it. */
export async function startAmazonAuthorization(deps: Deps, userId: string, marketplaceId: string, flow: OAuthFlow) {
  const amazon = client(deps);
  const market = activeMarketplace(marketplaceId);
  const state = await issueState(deps, userId, 'AMAZON', { flow, marketplaceId: market.id });
  return { state, consentUrl: amazon.consentUrl(state, { redirectUri: amazonRedirectUri(deps) }), marketplaceId: market.id };
}

export interface AmazonReturn {
  sellingPartnerId: string;
  spapiOauthCode: string;
  state: string;
  /** Legacy flag: the return happened during onboarding (the state's flow says so as well). */
  setOnboarding?: boolean;
}

/**
 * The return route's call: checks the state (this seller's, unused, unexpired), exchanges the code,
 * stores the encrypted refresh token with the marketplace chosen when the state was issued, moves
 * onboarding to plan selection, and queues the first inventory import.
 */
export async function connectAmazon(deps: Deps, userId: string, input: AmazonReturn): Promise<{ flow: OAuthFlow }> {
  const amazon = client(deps);
  if (!input.sellingPartnerId || !input.spapiOauthCode) throw new InvalidOAuthStateError();
  const data = await consumeState(deps, userId, 'AMAZON', input.state);
  const marketplaceId = String(data.marketplaceId ?? '');
  let tokens;
  try {
    tokens = await amazon.exchangeCode(input.spapiOauthCode, amazonRedirectUri(deps));
  } catch (err) {
    throw new AuthorizationFailedError('Amazon', (err as Error).message);
  }
  // The seller may sell in several marketplaces; the store name of the chosen one names the account.
  const participations = await amazon
    .forSeller(tokens.refreshToken)
    .getMarketplaceParticipations()
    .catch((err: Error) => {
      deps.log.warn({ err, userId }, 'getMarketplaceParticipations failed after Amazon authorization');
      return [];
    });
  const here = participations.find((p) => p.marketplace.id === marketplaceId) ?? participations[0];
  await saveConnection(deps, userId, 'AMAZON', {
    accountId: input.sellingPartnerId,
    accountName: here?.storeName ?? null,
    marketplace: marketplaceId,
    refreshToken: tokens.refreshToken,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: new Date(tokens.expiresAt),
    settings: { authorizedAt: new Date().toISOString(), marketplaces: participations.map((p) => p.marketplace.id) },
  });
  const flow: OAuthFlow = data.flow === 'onboarding' || input.setOnboarding ? 'onboarding' : 'settings';
  if (flow === 'onboarding') {
    // Spec 000 §2: during onboarding a connected Amazon account moves the seller on to plan selection.
    await setOnboardingStep(deps, userId, 1);
  }
  await queueFirstAmazonImport(deps, userId);
  return { flow };
}
