// What billing announces to the modules above it. Billing knows no listing: listing sync implements
// this and server/wiring.ts plugs it in.
import { port } from '../../ports.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';

/** Runs one SQL statement (inside the caller's transaction where it has one). */
export type SqlRunner = { query(sql: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** The seller's plan on a channel changed (quantity sync comes and goes with Pro): listing sync marks that channel's live listings due. */
export const onPlanChanged = port<(sql: SqlRunner, userId: string, channel: ListingChannel) => Promise<unknown>>('billing.onPlanChanged');
