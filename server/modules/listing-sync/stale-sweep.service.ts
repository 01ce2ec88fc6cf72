// The stuck-row sweep (spec 001 §9, issue 11): a row left in progress (LISTING, DELISTING,
// REVISING, REVISING_IMAGE) for over 20 minutes, with no action to queue a push for it (the job
// died for good, or its retries ran out), gets its connection's push queued again; the push then
// settles it from the channel's truth (server/modules/listing-sync/engine.ts). Run by jobs/crontab.
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import { connectionRows } from '../connections/connections.service.ts';
import { enqueuePush } from '../listing-actions/actions.service.ts';
import { staleConnections } from './push.service.ts';

/**
 * Queues the push of every connection with stale rows, on the actions' job key and queue (so a
 * push already waiting is coalesced, never doubled). A connection waiting for reauthorisation is
 * skipped: its rows stay queued until the seller reauthorises, as the push itself would leave them.
 * Returns the connections queued.
 */
export async function requeueStaleListings(deps: { prisma: PrismaClient; pool: pg.Pool }, now = new Date()): Promise<string[]> {
  const queued: string[] = [];
  for (const c of await staleConnections(deps, now)) {
    const connection = (await connectionRows(deps, c.userId)).find((r) => r.id === c.connectionId);
    if (!connection || connection.status === 'NEEDS_REAUTH') continue;
    await enqueuePush(deps.pool, c.userId, c.channel, c.connectionId);
    queued.push(c.connectionId);
  }
  return queued;
}
