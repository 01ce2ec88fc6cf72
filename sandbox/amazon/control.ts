// The sandbox's own test/control API under /__sandbox/: not part of Amazon. Tests and
// benchmarks use it to change quantities, resize catalogues, force throttling and expire tokens.
import { DEMO_APP, DEMO_SELLERS, DEFAULT_CATALOGUE_SIZE, MAX_CATALOGUE_SIZE, MAX_LOAD_SELLERS } from './demo.ts';
import { sendJson, type Ctx, type Router } from './http.ts';
import type { LwaStore } from './lwa.ts';
import type { Mcf } from './mcf.ts';
import { isOperationId, type RateLimiter } from './rate-limit.ts';
import { REPORT_TYPES, type ReportType } from './report-tsv.ts';
import type { SandboxSettings } from './settings.ts';
import type { JournalEntry } from './spapi.ts';
import type { World } from './store.ts';

interface Deps {
  settings: SandboxSettings;
  mcf: Mcf;
  world: World;
  lwa: LwaStore;
  limiter: RateLimiter;
  journal: JournalEntry[];
  counts: Map<string, number>;
}

class ControlError extends Error {}

function body(ctx: Ctx): Record<string, unknown> {
  if (!ctx.rawBody) return {};
  try {
    const v = JSON.parse(ctx.rawBody);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v;
  } catch {
    // fall through
  }
  throw new ControlError('body must be a JSON object');
}

function nonNegativeInt(v: unknown, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!Number.isInteger(v) || (v as number) < 0) throw new ControlError(`${name} must be a non-negative integer`);
  return v as number;
}

/** The seller's store and the item the path's SKU names (unknown seller: 404 from `wrap`). */
function skuOf(d: Deps, ctx: Ctx) {
  const store = d.world.store(ctx.params.sellerId!);
  const item = store.bySku(ctx.params.sku!);
  if (!item) throw new ControlError(`unknown SKU ${ctx.params.sku}`);
  return { store, item };
}

function wrap(fn: (ctx: Ctx) => unknown) {
  return (ctx: Ctx) => {
    try {
      sendJson(ctx, 200, fn(ctx));
    } catch (err) {
      if (err instanceof ControlError || err instanceof RangeError) sendJson(ctx, 400, { error: err.message });
      else if (err instanceof Error && /^unknown seller/.test(err.message)) sendJson(ctx, 404, { error: err.message });
      else throw err;
    }
  };
}

export function mountControl(router: Router, d: Deps): void {
  router.add(
    'GET',
    '/__sandbox',
    wrap(() => ({
      service: 'amazon',
      application: { applicationId: DEMO_APP.applicationId, clientId: DEMO_APP.clientId, clientSecret: DEMO_APP.clientSecret },
      sellers: DEMO_SELLERS.map((s) => ({ ...s, catalogueSize: d.world.store(s.sellingPartnerId).size })),
      settings: d.settings,
    })),
  );

  router.add(
    'POST',
    '/__sandbox/settings',
    wrap((ctx) => {
      const b = body(ctx);
      for (const k of ['accessTokenTtlSeconds', 'codeTtlSeconds', 'reportStepMs', 'mcfStepMs', 'notificationCopies', 'notificationDelayMs'] as const) {
        const v = nonNegativeInt(b[k], k);
        if (v !== undefined) d.settings[k] = v;
      }
      if (b.holdReports !== undefined) {
        if (typeof b.holdReports !== 'boolean') throw new ControlError('holdReports must be true or false');
        d.settings.holdReports = b.holdReports;
      }
      if (b.redirectUris !== undefined) {
        if (!Array.isArray(b.redirectUris) || !b.redirectUris.every((u) => typeof u === 'string' && URL.canParse(u)))
          throw new ControlError('redirectUris must be an array of URLs');
        d.settings.redirectUris = b.redirectUris as string[];
      }
      if (b.compression !== undefined) {
        const c = b.compression as Record<string, unknown>;
        for (const [type, v] of Object.entries(c)) {
          if (!REPORT_TYPES.includes(type as ReportType) || (v !== 'GZIP' && v !== 'NONE'))
            throw new ControlError('compression maps a report type to GZIP or NONE');
          d.settings.compression[type as ReportType] = v;
        }
      }
      return d.settings;
    }),
  );

  router.add(
    'POST',
    '/__sandbox/load-sellers',
    wrap((ctx) => {
      const count = nonNegativeInt(body(ctx).count, 'count');
      if (count === undefined || count < 1 || count > MAX_LOAD_SELLERS) throw new ControlError(`count must be an integer from 1 to ${MAX_LOAD_SELLERS}`);
      return { sellers: d.world.addLoadSellers(count, DEFAULT_CATALOGUE_SIZE) };
    }),
  );

  router.add(
    'POST',
    '/__sandbox/sellers/:sellerId/catalogue',
    wrap((ctx) => {
      const size = nonNegativeInt(body(ctx).size, 'size');
      if (size === undefined || size > MAX_CATALOGUE_SIZE) throw new ControlError(`size must be an integer from 0 to ${MAX_CATALOGUE_SIZE}`);
      d.world.store(ctx.params.sellerId!).setSize(size);
      return { sellingPartnerId: ctx.params.sellerId, catalogueSize: size };
    }),
  );

  // The seller's MCF orders as Seller Central lists them (status as of their last read through the API).
  router.add(
    'GET',
    '/__sandbox/sellers/:sellerId/fulfillment-orders',
    wrap((ctx) => ({ fulfillmentOrders: d.mcf.ordersOf(ctx.params.sellerId!) })),
  );

  router.add(
    'GET',
    '/__sandbox/sellers/:sellerId/items',
    wrap((ctx) => {
      const store = d.world.store(ctx.params.sellerId!);
      const offset = nonNegativeInt(Number(ctx.query.get('offset') ?? 0), 'offset')!;
      const limit = Math.min(1000, nonNegativeInt(Number(ctx.query.get('limit') ?? 50), 'limit')!);
      const items = [];
      for (let i = offset; i < Math.min(store.size, offset + limit); i++) items.push(store.item(i)!);
      return {
        total: store.size,
        items: items.map(({ category, family, kind, ...rest }) => ({
          ...rest,
          category: category.key,
          kind: kind.code,
          family: family && { parentAsin: family.parentAsin, theme: family.member.shape.theme, color: family.member.color, size: family.member.size },
        })),
      };
    }),
  );

  /** Sets FBA fulfillable and/or MFN quantity of one SKU, stamped now, as a seller's stock change. */
  router.add(
    'POST',
    '/__sandbox/sellers/:sellerId/items/:sku/quantity',
    wrap((ctx) => {
      const { store, item } = skuOf(d, ctx);
      const b = body(ctx);
      const fulfillable = nonNegativeInt(b.fulfillable, 'fulfillable');
      const mfn = nonNegativeInt(b.mfn, 'mfn');
      if (fulfillable === undefined && mfn === undefined) throw new ControlError('give fulfillable (FBA) and/or mfn');
      if (fulfillable !== undefined && item.fulfilment !== 'AFN') throw new ControlError(`${item.sku} is merchant-fulfilled; set mfn instead`);
      if (mfn !== undefined && item.fulfilment !== 'MFN') throw new ControlError(`${item.sku} is fulfilled by Amazon; set fulfillable instead`);
      const updated = store.update(item, {
        ...(fulfillable !== undefined ? { fba: { fulfillable } } : {}),
        ...(mfn !== undefined ? { mfnQuantity: mfn } : {}),
      });
      return { sku: updated.sku, fulfillable: updated.fba.fulfillable, mfn: updated.mfnQuantity, updatedAt: new Date(updated.updatedAt).toISOString() };
    }),
  );

  /** Takes one SKU out of its variation family, as a seller deleting the relationship in Seller Central. */
  router.add(
    'POST',
    '/__sandbox/sellers/:sellerId/items/:sku/detach',
    wrap((ctx) => {
      const { store, item } = skuOf(d, ctx);
      if (!item.family) throw new ControlError(`${item.sku} is not in a variation family`);
      store.detach(item);
      return { sku: item.sku, parentAsin: null };
    }),
  );

  /** Adds one SKU (back) to its variation family, as a seller adding the child to the parent in Seller Central. */
  router.add(
    'POST',
    '/__sandbox/sellers/:sellerId/items/:sku/attach',
    wrap((ctx) => {
      const { store, item } = skuOf(d, ctx);
      if (item.family) throw new ControlError(`${item.sku} is already in its variation family`);
      const attached = store.attach(item);
      if (!attached?.family) throw new ControlError(`${item.sku} has no variation family to join`);
      return { sku: attached.sku, parentAsin: attached.family.parentAsin };
    }),
  );

  /** Sets one SKU's Amazon price (cents), as the seller repricing on Amazon: the next reports carry it. */
  router.add(
    'POST',
    '/__sandbox/sellers/:sellerId/items/:sku/price',
    wrap((ctx) => {
      const { store, item } = skuOf(d, ctx);
      const priceCents = nonNegativeInt(body(ctx).priceCents, 'priceCents');
      if (priceCents === undefined || priceCents === 0) throw new ControlError('give priceCents, a whole number of cents above 0');
      const updated = store.setPrice(item, priceCents);
      return { sku: updated.sku, priceCents: updated.priceCents };
    }),
  );

  /** The next `times` calls (default 1) of an operation answer 429, or the bucket is drained. */
  router.add(
    'POST',
    '/__sandbox/throttle',
    wrap((ctx) => {
      const b = body(ctx);
      const op = String(b.operation ?? '');
      if (!isOperationId(op)) throw new ControlError(`unknown operation ${op}`);
      const seller = b.sellerId === undefined ? '*' : String(b.sellerId);
      if (b.drain === true) {
        if (seller === '*') throw new ControlError('drain needs a sellerId');
        d.limiter.drain(op, seller);
      } else d.limiter.force(op, seller, nonNegativeInt(b.times, 'times') ?? 1);
      return { operation: op, sellerId: seller };
    }),
  );

  router.add(
    'POST',
    '/__sandbox/tokens/expire',
    wrap((ctx) => {
      const b = body(ctx);
      return { expired: d.lwa.expireAccessTokens(b.sellerId === undefined ? undefined : String(b.sellerId)) };
    }),
  );

  // Every SP-API call since the start, per operation and status (the journal keeps only the last 2,000).
  router.add(
    'GET',
    '/__sandbox/calls',
    wrap(() => ({ calls: Object.fromEntries(d.counts) })),
  );
  router.add(
    'GET',
    '/__sandbox/requests',
    wrap(() => d.journal),
  );
  router.add(
    'DELETE',
    '/__sandbox/requests',
    wrap(() => {
      d.journal.length = 0;
      return { cleared: true };
    }),
  );
}
