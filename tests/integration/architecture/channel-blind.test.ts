// Issue 33: the engine, continuous sync, the sweeps, the sales module, fulfilment and the inbound
// webhooks are channel-blind: they find a channel through the registry (server/channels/registry.ts)
// and never name one. This scans those files (comments left out) for a channel's code or name as a
// string and for an import from a channel's folder (server/channels/<code>/). The spec's
// per-channel GraphQL fields, REST paths and screens name their channel by design and are not listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

const CHANNEL_BLIND = [
  'server/modules/listing-sync/engine.ts',
  'server/modules/listing-sync/continuous-sync.ts',
  'server/modules/listing-sync/push.service.ts',
  'server/modules/listing-sync/stale-sweep.service.ts',
  'server/modules/listing-sync/sync-triggers.ts',
  'server/modules/listing-sync/reconcile.ts',
  'server/modules/sales/sales.service.ts',
  'server/modules/sales/fulfilment.service.ts',
  'server/modules/sales/sale-detail.service.ts',
  'server/modules/sales/sale-figures.ts',
  'server/modules/sales/sales-page.service.ts',
  'server/modules/sales/sales-export.service.ts',
  'server/modules/listing-sync/sync.service.ts',
  'server/modules/listing-actions/actions.service.ts',
  'server/modules/listing-actions/listings.errors.ts',
  'server/modules/listing-csv/import-start.ts',
  'server/modules/webhooks/inbound.ts',
  'server/modules/webhooks/webhooks.service.ts',
  'server/channels/plan.ts',
  'server/channels/sync-rules.ts',
  'server/channels/types.ts',
  'server/channels/errors.ts',
  'jobs/tasks/listings__push.ts',
  'jobs/tasks/listings__sync.ts',
  'jobs/tasks/listings__reconcile.ts',
  'jobs/tasks/listings__sweep_stale.ts',
  'jobs/tasks/sales__fulfil.ts',
  'jobs/tasks/sales__track.ts',
];

/**
 * Modules that serve every channel but also carry the spec's per-channel GraphQL fields (which name
 * their channel by design): whatever they do for a channel given as an argument must not branch on it.
 */
const NO_CHANNEL_BRANCH = [
  'server/modules/sales/sales.schema.ts',
  'server/modules/listing-content/channel-surface.schema.ts',
  'server/modules/listing-sync/sync.schema.ts',
  'server/modules/listing-csv/import-capacity.ts',
];

/**
 * A channel's code or name as a string literal, an import from a channel's own folder, or an
 * identifier named after a channel (EbayNotAuthorizedError: a channel's error class belongs in its folder).
 */
const NAMES_A_CHANNEL =
  /['"`](EBAY|SHOPIFY|ONBUY|ebay|shopify|onbuy|eBay|Shopify|OnBuy)['"`]|channels\/(ebay|shopify|onbuy)\/|\b(Ebay|Shopify|Onbuy|OnBuy)[A-Z]\w*/;

/** A channel compared with one channel's code: `channel === 'SHOPIFY'`, `'EBAY' !== l.channel`, `kind === 'ONBUY'`. */
const BRANCHES_ON_A_CHANNEL = /\b(channel|kind)\s*[!=]==?\s*['"`][A-Z_]+['"`]|['"`][A-Z_]+['"`]\s*[!=]==?\s*[\w.]*\b(channel|kind)\b/;

/** The file's code lines (line comments and block-comment lines left out), numbered from 1. */
function codeLines(path: string): [number, string][] {
  return readFileSync(join(ROOT, path), 'utf8')
    .split('\n')
    .map((line, i): [number, string] => [i + 1, line])
    .filter(([, line]) => !/^\s*(\/\/|\/\*|\*)/.test(line));
}

describe('channel-blind modules', () => {
  it('name no channel: they read the registry', () => {
    const found = CHANNEL_BLIND.flatMap((path) => codeLines(path).flatMap(([n, line]) => (NAMES_A_CHANNEL.test(line) ? [`${path}:${n}: ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });

  it('branch on no channel where they serve every channel', () => {
    const found = NO_CHANNEL_BRANCH.flatMap((path) =>
      codeLines(path).flatMap(([n, line]) => (BRANCHES_ON_A_CHANNEL.test(line) ? [`${path}:${n}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
