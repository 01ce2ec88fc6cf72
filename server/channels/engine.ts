// The listing engine: one push for every channel. Filled in by the next commit.
import type { AppServices } from '../services.ts';
import type { ListingChannel } from '../modules/listings/listings.statuses.ts';

export async function pushListings(deps: Omit<AppServices, 'worker'>, userId: string, channel: ListingChannel): Promise<void> {
  deps.log.info({ userId, channel }, 'listings push: not implemented yet');
}
