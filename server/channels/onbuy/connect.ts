// OnBuy has no OAuth: the seller pastes the consumer and secret keys from OnBuy's Seller Control
// Panel. We prove them by requesting a token, read the sites and the seller entities they reach,
// and keep the keys encrypted. The product supports one site and one seller (spec 000 §4).
import { createHash } from 'node:crypto';
import type { AppServices } from '../../services.ts';
import { createOnbuyClient, type OnbuyClient } from '../../integrations/onbuy/index.ts';
import { ConnectionValidationError } from '../../modules/connections/connections.errors.ts';
import { OnbuyAuthorizationError } from './connection-errors.ts';
import type { OnbuySeller, OnbuySite } from './connection-view.ts';
import { saveConnection } from '../../modules/connections/connection-store.ts';
import { sessionFor, type SessionDeps } from '../../modules/connections/sessions.ts';

export { onbuyKeys } from '../../modules/connections/sessions.ts';

type Deps = Pick<AppServices, 'prisma' | 'config' | 'clients' | 'log'>;

/** Spec 000 §5: both keys are required, with these messages. */
export function onbuyFormErrors(input: { consumerKey: string; secretKey: string }) {
  const errors: { field: string; message: string }[] = [];
  if (!input.consumerKey.trim()) errors.push({ field: 'consumer_key', message: 'Client ID is required' });
  if (!input.secretKey.trim()) errors.push({ field: 'secret_key', message: 'Client Secret is required' });
  return errors;
}

/**
 * The seller entities behind the keys (`GET /sellers/entities`); their trading name names the
 * seller on the card. Not essential to connecting: without them the card names only the site.
 */
async function sellerEntities(client: OnbuyClient, log: Deps['log']): Promise<OnbuySeller[]> {
  try {
    const r = await client.sellerEntities();
    return (r.results ?? []).map((e) => ({ seller_id: e.seller_id ?? e.entity_id, trading_name: e.trading_name || e.name }));
  } catch (err) {
    log.warn({ err }, 'OnBuy seller entities could not be read');
    return [];
  }
}

/** POST onbuy/save-credentials: verify the keys against OnBuy, then store them encrypted. */
export async function saveOnbuyCredentials(deps: Deps, userId: string, input: { consumerKey: string; secretKey: string }) {
  const errors = onbuyFormErrors(input);
  if (errors.length) throw new ConnectionValidationError(errors);
  const consumerKey = input.consumerKey.trim();
  const secretKey = input.secretKey.trim();
  const client = createOnbuyClient({ apiUrl: deps.clients.onbuy.apiUrl, consumerKey, secretKey }, { maxRetries: 1 });
  let sites: OnbuySite[];
  try {
    await client.tokens.get();
    sites = ((await client.sites()).results ?? []).map((s) => ({ site_id: s.site_id, name: s.name }));
  } catch (err) {
    deps.log.info({ err, userId }, 'OnBuy refused the keys');
    throw new OnbuyAuthorizationError((err as Error).message);
  }
  const sellers = await sellerEntities(client, deps.log);
  const fingerprint = createHash('sha256').update(consumerKey).digest('hex').slice(0, 16);
  return saveConnection(deps, userId, 'ONBUY', {
    // The seller id when OnBuy names it; otherwise a fingerprint of the key (never the key itself).
    accountId: sellers.length === 1 ? String(sellers[0]!.seller_id) : `key:${fingerprint}`,
    accountName: sellers.length === 1 ? sellers[0]!.trading_name : null,
    marketplace: sites.length === 1 ? String(sites[0]!.site_id) : null,
    refreshToken: JSON.stringify({ consumer_key: consumerKey, secret_key: secretKey }),
    // The token just obtained is the one OnBuy now accepts for these keys: hand it to the shared
    // store, or the first job would have to request another (logging this one out).
    accessToken: client.tokens.token?.token ?? null,
    accessTokenExpiresAt: client.tokens.token ? new Date(client.tokens.token.expiresAt) : null,
    settings: { sites, sellers, consumerKeyHint: consumerKey.slice(-4) },
  });
}

/** GET onbuy/sites: the sites OnBuy lists for the seller's stored keys (ConnectionNotFoundError without them). */
export async function onbuySites(deps: SessionDeps, userId: string): Promise<OnbuySite[]> {
  const { api } = await sessionFor(deps, userId, 'onbuy');
  return ((await api.sites()).results ?? []).map((s) => ({ site_id: s.site_id, name: s.name }));
}
