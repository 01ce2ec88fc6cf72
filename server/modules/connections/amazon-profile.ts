// The connected Amazon account's profile (store name, marketplaces), read after the connect has
// answered (issue 31: connecting answers in under 2 s whatever else runs). getMarketplaceParticipations
// allows one call a minute per seller (burst 15), so a throttled read could hold the connect answer
// for minutes; as a job it waits its turn instead, and the account is named a moment later.
import { enqueue } from '../../jobs/enqueue.ts';
import type { AppServices } from '../../services.ts';
import { findConnection, updateSettings } from './connection-store.ts';
import { sessionFor } from './sessions.ts';

type Deps = Pick<AppServices, 'prisma' | 'config' | 'clients' | 'pool' | 'log'>;

/** Queues the read of the seller's Amazon profile (one per seller waiting at a time). */
export async function queueAmazonProfile(deps: Pick<AppServices, 'pool'>, userId: string): Promise<void> {
  await enqueue(deps.pool, 'connections__amazon_profile', { userId }, { jobKey: `amazon-profile:${userId}`, priority: -5 });
}

/**
 * Names the seller's Amazon connection after the store of the marketplace chosen at consent (else
 * the first), and keeps the marketplaces the seller sells in. Safe to run twice: it only overwrites
 * with what Amazon says now. Nothing to do once the seller has disconnected.
 */
export async function readAmazonProfile(deps: Deps, userId: string): Promise<void> {
  const c = await findConnection(deps, userId, 'AMAZON');
  if (c?.status !== 'AUTHORIZED') return;
  const amazon = await sessionFor(deps, userId, 'amazon');
  const participations = await amazon.api.getMarketplaceParticipations();
  const here = participations.find((p) => p.marketplace.id === c.marketplace) ?? participations[0];
  await updateSettings(deps, userId, 'AMAZON', { marketplaces: participations.map((p) => p.marketplace.id) });
  await deps.prisma.connection.update({ where: { id: c.id }, data: { accountName: here?.storeName ?? null } });
}
