// The category's aspects for the prompt and the parser. One function on purpose: the catalog
// module's cached aspects (per site and tree version) replace this direct Taxonomy call.
import { createEbayAppClient, EbayApiError, type EbayAspect } from '../../integrations/ebay/index.ts';
import { ConnectionNeedsReauthError, ConnectionNotFoundError } from '../connections/connections.errors.ts';
import { sessionFor, type SessionDeps } from '../connections/sessions.ts';
import { AiEbayNotAuthorizedError, CategorySpecificsUnavailableError } from './ai.errors.ts';
import type { CategoryAspect } from './prompt.ts';

// One application client per eBay configuration: its token is cached until near expiry.
const appClients = new WeakMap<object, ReturnType<typeof createEbayAppClient>>();

/** eBay's aspects of a category on the seller's site (getItemAspectsForCategory), as the prompt needs them. */
export async function fetchCategoryAspects(deps: SessionDeps, userId: string, categoryId: string): Promise<CategoryAspect[]> {
  const session = await sessionFor(deps, userId, 'ebay').catch((err) => {
    throw err instanceof ConnectionNotFoundError || err instanceof ConnectionNeedsReauthError ? new AiEbayNotAuthorizedError() : err;
  });
  if (!session.marketplaceId || !deps.clients.ebay) throw new AiEbayNotAuthorizedError();
  const cfg = deps.clients.ebay;
  if (!appClients.has(cfg)) appClients.set(cfg, createEbayAppClient(cfg));
  const taxonomy = appClients.get(cfg)!.taxonomy;
  try {
    const { categoryTreeId } = await taxonomy.getDefaultCategoryTreeId(session.marketplaceId);
    return (await taxonomy.getItemAspectsForCategory(categoryTreeId, categoryId)).map(toCategoryAspect);
  } catch (err) {
    if (err instanceof EbayApiError && (err.status === 400 || err.status === 404)) throw new CategorySpecificsUnavailableError(categoryId);
    throw err;
  }
}

function toCategoryAspect(a: EbayAspect): CategoryAspect {
  return {
    name: a.localizedAspectName,
    required: !!a.aspectConstraint.aspectRequired,
    mode: a.aspectConstraint.aspectMode === 'SELECTION_ONLY' ? 'SELECTION_ONLY' : 'FREE_TEXT',
    values: (a.aspectValues ?? []).map((v) => v.localizedValue),
  };
}
