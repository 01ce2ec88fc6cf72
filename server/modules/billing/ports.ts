// What billing announces to the modules above it. Billing knows no listing: listing sync implements
// this and server/wiring.ts plugs it in.
import { port } from '../../ports.ts';
import type { SqlRunner } from '../../db/transaction.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';

/** The seller's plan on a channel changed (quantity sync comes and goes with Pro): listing sync marks that channel's live listings due. */
export const onPlanChanged = port<(sql: SqlRunner, userId: string, channel: ListingChannel) => Promise<unknown>>('billing.onPlanChanged');
