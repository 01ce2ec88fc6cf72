// The plan check of the CSV imports (spec 001 §5, 002 §2.13): listings taking a place on the channel
// (capacity-taken.ts: live or being listed) + the new ones ≤ the plan's max; no plan counts as a max of 0. Counted on the caller's connection, so inside
// its transaction (after lockSellerChannel) the count cannot move under it.
import type { SqlRunner } from '../../db/transaction.ts';
import { NoPlanError, PlanLimitReachedError } from '../billing/billing.errors.ts';
import { assertCapacity } from '../billing/capacity.ts';
import type { ActionDeps } from '../listing-actions/actions.service.ts';
import { capacityTaken } from '../listings/capacity-taken.ts';

export async function checkImportCapacity(
  deps: Pick<ActionDeps, 'prisma'>,
  db: SqlRunner,
  userId: string,
  channel: 'EBAY' | 'SHOPIFY',
  adding: number,
): Promise<void> {
  if (adding === 0) return;
  // The one capacity rule: live or being listed (eBay rows still LISTING count too).
  const live = await capacityTaken(db, userId, channel);
  // The plan catalogue names a channel in lower case (shared/billing/plans.ts).
  const name = channel.toLowerCase() as Lowercase<typeof channel>;
  try {
    await assertCapacity(deps, { userId, channel: name, adding, liveListings: live });
  } catch (err) {
    if (err instanceof NoPlanError) throw new PlanLimitReachedError(name, 0, live);
    throw err;
  }
}
