// The stuck-row sweep (spec 001 §9, issue 11): a row left in progress (LISTING, DELISTING,
// REVISING, REVISING_IMAGE) for over 20 minutes gets its connection's push queued again; the push
// then settles it from the channel's truth (server/modules/listing-sync/engine.ts). And every minute (issue 32)
// a row in progress with no push job left that can run for it (the job was killed after a newer
// one took its key, or its retries ran out) gets its push queued at once, so a killed process's
// listings go on within a minute or two. Run by jobs/crontab.
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import { connectionRows } from '../connections/connections.service.ts';
import { enqueuePush } from '../listing-actions/actions.service.ts';
import { registeredChannels } from '../../channels/registry.ts';
import { orphanedConnections, staleConnections } from './push.service.ts';

/** What the channels' rows say while the channel itself prepares them (their entries declare it). */
const waitingMessages = () => registeredChannels().flatMap(([, entry]) => entry.waitingMessages ?? []);

/**
 * Queues the push of every connection with stale rows (`orphans`: with orphaned rows instead), on the actions' job key and queue (so a
 * push already waiting is coalesced, never doubled). A connection waiting for reauthorisation is
 * skipped: its rows stay queued until the seller reauthorises, as the push itself would leave them.
 * Returns the connections queued.
 */
export async function requeueStaleListings(
  deps: { prisma: PrismaClient; pool: pg.Pool },
  now = new Date(),
  opts: { orphans?: boolean } = {},
): Promise<string[]> {
  const queued: string[] = [];
  const found = opts.orphans ? await orphanedConnections(deps, waitingMessages(), now) : await staleConnections(deps, now);
  const seen = new Set<string>();
  for (const c of found) {
    if (seen.has(c.connectionId)) continue;
    seen.add(c.connectionId);
    const connection = (await connectionRows(deps, c.userId)).find((r) => r.id === c.connectionId);
    if (!connection || connection.status === 'NEEDS_REAUTH') continue;
    await enqueuePush(deps.pool, c.userId, c.channel, c.connectionId);
    queued.push(c.connectionId);
  }
  return queued;
}
