// Amazon: the Seller Central website authorization workflow. The seller picks an active
// marketplace, we issue a state and send the browser to the consent page; /spapi-auth brings back
// selling_partner_id, spapi_oauth_code and state, and connectAmazon exchanges the code with LWA.
import { setOnboardingStep } from '../accounts/accounts.service.ts';
import type { AppServices } from '../../services.ts';
import { findAmazonMarketplace } from '../../../shared/channels/marketplaces.ts';
import { queueFirstAmazonImport } from './after-amazon-connect.ts';
import { AuthorizationFailedError, IntegrationUnavailableError, InvalidOAuthStateError, MarketplaceNotActiveError } from './connections.errors.ts';
import { findConnection, saveConnection } from './connection-store.ts';
import { queueAmazonProfile } from './amazon-profile.ts';
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
 * onboarding to plan selection, and queues the first inventory import and the account's profile
 * read. Nothing else is awaited: the answer never waits for Amazon's slower APIs or the worker.
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
  // Token exchange only, then the answer (issue 31: under 2 s whatever else runs): the account's store
  // name comes from a queued read (amazon-profile.ts), kept meanwhile when the same account reconnects.
  const before = await findConnection(deps, userId, 'AMAZON');
  await saveConnection(deps, userId, 'AMAZON', {
    accountId: input.sellingPartnerId,
    accountName: before?.accountId === input.sellingPartnerId ? before.accountName : null,
    marketplace: marketplaceId,
    refreshToken: tokens.refreshToken,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: new Date(tokens.expiresAt),
    settings: { authorizedAt: new Date().toISOString() },
  });
  const flow: OAuthFlow = data.flow === 'onboarding' || input.setOnboarding ? 'onboarding' : 'settings';
  if (flow === 'onboarding') {
    // Spec 000 §2: during onboarding a connected Amazon account moves the seller on to plan selection.
    await setOnboardingStep(deps, userId, 1);
  }
  await queueFirstAmazonImport(deps, userId);
  await queueAmazonProfile(deps, userId).catch((err: unknown) => deps.log.error({ err, userId }, 'could not queue the Amazon profile read'));
  return { flow };
}
