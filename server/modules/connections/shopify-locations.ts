// The seller's shop locations (spec 002 §2.4 preferred_location, §7 shopify/locations): read from
// the shop through the seller's Shopify session each time (a shop's locations change in Shopify).
import { sessionFor, type SessionDeps } from './sessions.ts';

export interface ShopifyLocation {
  /** The Admin API id (gid://shopify/Location/…), as preferred_location stores it. */
  id: string;
  name: string;
}

/** The shop's active locations; throws the session's errors (not connected, needs reauth) and Shopify's. */
export async function shopifyLocations(deps: SessionDeps, userId: string): Promise<ShopifyLocation[]> {
  const session = await sessionFor(deps, userId, 'shopify');
  const nodes = await session.api.locations();
  return nodes.map((l) => ({ id: l.id, name: l.name }));
}
