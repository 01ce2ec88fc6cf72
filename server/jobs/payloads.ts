import { z } from 'zod';

/** A channel's code (the task checks it is registered: a job may outlive its channel). */
const channelCode = z.string().regex(/^[A-Z][A-Z0-9_]{0,31}$/);

// Payloads carry ids only and are parsed at the top of each task: old jobs may still be queued.
export const taskPayloads = {
  email__deliver: z.object({ emailId: z.uuid() }),
  email__prune_outbox: z.object({}).passthrough(),
  accounts__prune_security_records: z.object({}).passthrough(),
  inventory__import_amazon: z.object({ importRunId: z.uuid() }),
  inventory__refresh: z.object({ userId: z.uuid() }),
  connections__amazon_profile: z.object({ userId: z.uuid() }),
  inventory__enrich_catalog: z.object({ userId: z.uuid() }),
  inventory__refresh_families: z.object({ userId: z.uuid(), recheck: z.boolean().optional() }),
  inventory__enrich_fees: z.object({ userId: z.uuid() }),
  inventory__enrich_items: z.object({ userId: z.uuid(), itemIds: z.array(z.uuid()).min(1).max(2000) }),
  inventory__poll_quantities: z.object({ userId: z.uuid() }),
  inventory__schedule: z.object({ kind: z.enum(['poll', 'import']) }),
  webhooks__prune: z.object({}).passthrough(),
  audit__prune: z.object({}).passthrough(),
  listings__push: z.object({ userId: z.uuid(), channel: channelCode }),
  listings__sweep_stale: z.object({ orphans: z.boolean().optional() }).passthrough(),
  listings__sync: z.object({ userId: z.uuid(), channel: channelCode, connectionId: z.uuid() }),
  listings__prune_changes: z.object({}).passthrough(),
  listings__ebay_import: z.object({ runId: z.uuid() }),
  // Empty (the cron): fan out one job per connection with live listings.
  listings__reconcile: z.object({ userId: z.uuid(), channel: channelCode, connectionId: z.uuid() }).partial(),
  onbuy__product_queue: z.object({ userId: z.uuid(), itemId: z.uuid() }),
  api__deliver_webhooks: z.object({ endpointId: z.uuid() }),
  // Empty (the cron): fan out one job per seller with eBay and Amazon authorised.
  // Any registered channel's code (the import refuses one without orders).
  sales__import: z.object({ userId: z.uuid(), channel: z.string().min(1) }).partial(),
  sales__fulfil: z.object({ saleId: z.uuid() }),
  sales__track: z.object({ saleId: z.uuid() }),
  sales__track_sweep: z.object({ userId: z.uuid() }).partial(),
  sales__mcf_subscribe: z.object({ userId: z.uuid() }),
  sales__forget_addresses: z.object({}).passthrough(),
  admin__refresh_user_stats: z.object({}).passthrough(),
} as const;

export type TaskName = keyof typeof taskPayloads;
