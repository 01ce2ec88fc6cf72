// Fulfillment Outbound API 2020-07-01 (Multi-Channel Fulfilment): preview, create (idempotent
// on sellerFulfillmentOrderId), get with status progression New → Received → Planning →
// Processing → Complete, cancel, list, and package tracking once shipped. Orders reserve FBA
// stock on creation and release it when they ship or are cancelled, so inventory polls see MCF.
import { randomBytes } from 'node:crypto';
import type { CatalogueItem } from './catalogue.ts';
import { MARKETPLACES } from './demo.ts';
import { dateParam, invalidInput, iso, jsonBody, notFound, type Ctx } from './http.ts';
import { hash32, pick } from './ids.ts';
import { mcfUnitFeeUsd, scaleUsd } from './fee-schedule.ts';
import type { SpApiResult } from './spapi.ts';
import type { SellerStore } from './store.ts';

export interface McfSettings {
  /** Time between order statuses and between tracking events; each poll also advances one step. */
  mcfStepMs: number;
}

type Speed = 'Standard' | 'Expedited' | 'Priority' | 'ScheduledDelivery';
const SPEEDS: Speed[] = ['Standard', 'Expedited', 'Priority', 'ScheduledDelivery'];
const FLOW = ['New', 'Received', 'Planning', 'Processing', 'Complete'] as const;
const TRANSIT_DAYS: Record<Speed, [number, number]> = { Standard: [3, 5], Expedited: [2, 2], Priority: [1, 1], ScheduledDelivery: [1, 2] };

interface Address {
  name: string;
  addressLine1: string;
  addressLine2?: string;
  city?: string;
  stateOrRegion?: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
}

interface OrderItem {
  sellerSku: string;
  sellerFulfillmentOrderItemId: string;
  quantity: number;
  perUnitDeclaredValue?: { currencyCode: string; value: string };
}

interface Package {
  packageNumber: number;
  carrierCode: string;
  trackingNumber: string;
  carrierURL: string;
  trackingPolls: number;
}

export interface Order {
  sellerId: string;
  fingerprint: string;
  body: Record<string, unknown> & { sellerFulfillmentOrderId: string; shippingSpeedCategory: Speed; destinationAddress: Address; items: OrderItem[] };
  marketplaceId: string;
  createdAt: number;
  polls: number;
  /** When each FLOW step (or Cancelled / Unfulfillable) was reached. */
  reached: { status: string; at: number }[];
  fulfillable: boolean;
  hold: boolean;
  released: boolean;
  fnSkus: Map<string, string>;
  shipmentId: string;
  fulfillmentCenterId: string;
  package: Package;
}

const CARRIERS: Record<string, { code: string; url: string; tracking: (h: number) => string }[]> = {
  NA: [
    { code: 'AMZN_US', url: 'https://track.amazon.com', tracking: (h) => 'TBA' + String(h).padStart(12, '3') },
    {
      code: 'UPS',
      url: 'https://www.ups.com',
      tracking: (h) => '1Z' + h.toString(36).toUpperCase().padStart(8, '0') + '0342' + String(h % 10000).padStart(4, '0'),
    },
    { code: 'USPS', url: 'https://www.usps.com', tracking: (h) => '9400' + String(h).padStart(18, '1') },
  ],
  EU: [
    { code: 'AMZN_UK', url: 'https://track.amazon.co.uk', tracking: (h) => 'QA' + String(h).padStart(10, '7') },
    { code: 'Royal Mail', url: 'https://www.royalmail.com', tracking: (h) => 'QF' + String(h % 1e9).padStart(9, '0') + 'GB' },
    { code: 'DPD', url: 'https://www.dpd.co.uk', tracking: (h) => '15501' + String(h).padStart(10, '0') },
  ],
};
const CENTERS: Record<string, string[]> = { NA: ['ONT8', 'BFI4', 'MDW2', 'PHX6'], EU: ['LTN1', 'BHX4', 'EDI4', 'DUS2'] };

const FEATURES = ['BLOCK_AMZL', 'BLANK_BOX', 'OVERBOX', 'PACKING_SLIP', 'SIGNATURE_CONFIRMATION'];
type Feature = { featureName: string; featureFulfillmentPolicy: 'Required' | 'NotRequired' };

/** featureConstraints as Amazon takes them: known feature names, Required or NotRequired. */
function requireFeatures(v: unknown): Feature[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw invalidInput('featureConstraints must be an array.');
  return v.map((f: Feature) => {
    if (!f || !FEATURES.includes(f.featureName)) throw invalidInput(`Invalid featureName: ${String(f?.featureName)}.`);
    if (f.featureFulfillmentPolicy !== 'Required' && f.featureFulfillmentPolicy !== 'NotRequired')
      throw invalidInput(`Invalid featureFulfillmentPolicy: ${String(f.featureFulfillmentPolicy)}.`);
    return { featureName: f.featureName, featureFulfillmentPolicy: f.featureFulfillmentPolicy };
  });
}

/** BLOCK_AMZL Required: Amazon's own carriers (AMZN_*) may not ship the order. */
const blocksAmzl = (features: Feature[]) => features.some((f) => f.featureName === 'BLOCK_AMZL' && f.featureFulfillmentPolicy === 'Required');

/** Told of each status an order reaches (the Notifications API publishes FULFILLMENT_ORDER_STATUS from it). */
export type McfStatusListener = (o: Order, status: string, at: number) => void;

export class Mcf {
  private orders = new Map<string, Order>();
  /** Not data (left out of the snapshot): set by the sandbox at start. */
  onStatus: McfStatusListener | null = null;
  private packages = new Map<number, Order>();
  private nextPackage = 250_000_000 + Math.floor(Math.random() * 1_000_000);

  constructor(readonly settings: McfSettings) {}

  preview = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const body = jsonBody(ctx) as {
      marketplaceId?: string;
      address?: Address;
      items?: OrderItem[];
      shippingSpeedCategories?: Speed[];
      featureConstraints?: unknown;
    };
    const address = requireAddress(body?.address, 'address');
    const items = requireItems(body?.items);
    requireFeatures(body.featureConstraints);
    const marketplaceId = this.marketplace(store, body.marketplaceId);
    const currency = MARKETPLACES[marketplaceId]!.defaultCurrencyCode;
    const speeds = body.shippingSpeedCategories?.length ? body.shippingSpeedCategories : (['Standard', 'Expedited', 'Priority'] as Speed[]);
    for (const s of speeds) if (!SPEEDS.includes(s)) throw invalidInput(`Invalid shippingSpeedCategory: ${String(s)}.`);
    const check = checkItems(store, items);
    const addressOk = destinationOk(store, address);
    const now = Date.now();
    const weight = items.reduce((w, i) => w + (check.found.get(i.sellerFulfillmentOrderItemId)?.dims.weight ?? 0) * i.quantity, 0);
    const previews = speeds.map((speed) => {
      const fulfillable = check.unfulfillable.length === 0 && addressOk && speed !== 'ScheduledDelivery';
      const [min, max] = TRANSIT_DAYS[speed];
      const fee = items.reduce((sum, i) => {
        const item = check.found.get(i.sellerFulfillmentOrderItemId);
        return sum + (item ? scaleUsd(mcfUnitFeeUsd(item.dims, speed === 'ScheduledDelivery' ? 'Priority' : speed), currency) * i.quantity : 0);
      }, 0);
      return {
        shippingSpeedCategory: speed,
        isFulfillable: fulfillable,
        isCODCapable: false,
        marketplaceId,
        estimatedShippingWeight: { unit: 'POUNDS', value: weight.toFixed(2) },
        estimatedFees: [
          { name: 'FBAPerUnitFulfillmentFee', amount: { currencyCode: currency, value: (fee / 100).toFixed(2) } },
          { name: 'FBAPerOrderFulfillmentFee', amount: { currencyCode: currency, value: '0.00' } },
          { name: 'FBATransportationFee', amount: { currencyCode: currency, value: '0.00' } },
        ],
        ...(fulfillable
          ? {
              fulfillmentPreviewShipments: [
                {
                  earliestShipDate: iso(now + 3_600_000),
                  latestShipDate: iso(now + 86_400_000),
                  earliestArrivalDate: iso(now + min * 86_400_000),
                  latestArrivalDate: iso(now + max * 86_400_000),
                  fulfillmentPreviewItems: items.map((i) => ({
                    sellerSku: i.sellerSku,
                    quantity: i.quantity,
                    sellerFulfillmentOrderItemId: i.sellerFulfillmentOrderItemId,
                    estimatedShippingWeight: {
                      unit: 'POUNDS',
                      value: ((check.found.get(i.sellerFulfillmentOrderItemId)?.dims.weight ?? 0) * i.quantity).toFixed(2),
                    },
                    shippingWeightCalculationMethod: 'Package',
                  })),
                },
              ],
              unfulfillablePreviewItems: [],
            }
          : {
              unfulfillablePreviewItems: check.unfulfillable,
              orderUnfulfillableReasons: [
                ...(addressOk ? [] : ['InvalidDestinationAddress']),
                ...(speed === 'ScheduledDelivery' ? ['DeliverySLAUnavailable'] : []),
              ],
            }),
      };
    });
    return { status: 200, body: { payload: { fulfillmentPreviews: previews } } };
  };

  create = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const body = jsonBody(ctx) as Order['body'];
    if (typeof body !== 'object' || body === null) throw invalidInput('Request body must be a JSON object.');
    for (const f of ['sellerFulfillmentOrderId', 'displayableOrderId', 'displayableOrderDate', 'displayableOrderComment', 'shippingSpeedCategory'] as const) {
      if (typeof body[f] !== 'string' || body[f] === '') throw invalidInput(`${f} is required.`);
    }
    if (body.sellerFulfillmentOrderId.length > 40) throw invalidInput('sellerFulfillmentOrderId must be at most 40 characters.');
    if (!SPEEDS.includes(body.shippingSpeedCategory)) throw invalidInput(`Invalid shippingSpeedCategory: ${body.shippingSpeedCategory}.`);
    if (Number.isNaN(Date.parse(String(body.displayableOrderDate)))) throw invalidInput('displayableOrderDate must be an ISO 8601 date-time.');
    const address = requireAddress(body.destinationAddress, 'destinationAddress');
    const items = requireItems(body.items);
    const features = requireFeatures(body.featureConstraints);
    const marketplaceId = this.marketplace(store, body.marketplaceId as string | undefined);

    const key = `${store.seller.sellingPartnerId}|${body.sellerFulfillmentOrderId}`;
    const fingerprint = canonical(body);
    const existing = this.orders.get(key);
    if (existing) {
      // Same id and same content is a retry: succeed without a second order.
      if (existing.fingerprint === fingerprint) return { status: 200, body: {} };
      throw invalidInput(`A fulfillment order with sellerFulfillmentOrderId ${body.sellerFulfillmentOrderId} already exists with different content.`);
    }

    const check = checkItems(store, items);
    const fulfillable = check.unfulfillable.length === 0 && destinationOk(store, address);
    const hold = body.fulfillmentAction === 'Hold';
    const now = Date.now();
    const h = hash32(now, this.orders.size, this.nextPackage);
    const region = MARKETPLACES[marketplaceId]!.region;
    const carriers = blocksAmzl(features) ? CARRIERS[region]!.filter((c) => !c.code.startsWith('AMZN')) : CARRIERS[region]!;
    const carrier = pick(carriers, (h % 1000) / 1000);
    const order: Order = {
      sellerId: store.seller.sellingPartnerId,
      fingerprint,
      body: { ...body, destinationAddress: address, items },
      marketplaceId,
      createdAt: now,
      polls: 0,
      reached: [{ status: 'New', at: now }],
      fulfillable,
      hold,
      released: false,
      fnSkus: new Map([...check.found].map(([id, item]) => [id, item.fnSku])),
      shipmentId:
        'D' +
        randomBytes(6)
          .toString('base64')
          .replace(/[^A-Za-z0-9]/g, 'x')
          .slice(0, 8),
      fulfillmentCenterId: pick(CENTERS[region]!, ((h >>> 10) % 1000) / 1000),
      package: { packageNumber: this.nextPackage++, carrierCode: carrier.code, trackingNumber: carrier.tracking(h), carrierURL: carrier.url, trackingPolls: 0 },
    };
    if (fulfillable && !hold) this.reserve(store, order, +1, now);
    this.orders.set(key, order);
    return { status: 200, body: {} };
  };

  get = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const order = this.owned(store, ctx.params.sellerFulfillmentOrderId!);
    this.advance(store, order, Date.now());
    order.polls++;
    return { status: 200, body: { payload: this.view(order) } };
  };

  list = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const since = dateParam(ctx.query, 'queryStartDate') ?? 0;
    const now = Date.now();
    const orders = [...this.orders.values()].filter((o) => o.sellerId === store.seller.sellingPartnerId);
    for (const o of orders) this.advance(store, o, now);
    const recent = orders.filter((o) => o.reached.at(-1)!.at >= since);
    return { status: 200, body: { payload: { fulfillmentOrders: recent.map((o) => this.view(o).fulfillmentOrder) } } };
  };

  cancel = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const order = this.owned(store, ctx.params.sellerFulfillmentOrderId!);
    const now = Date.now();
    this.advance(store, order, now);
    const status = order.reached.at(-1)!.status;
    if (status === 'Cancelled') return { status: 200, body: {} };
    if (!['New', 'Received', 'Planning'].includes(status)) {
      throw invalidInput(`The fulfillment order ${order.body.sellerFulfillmentOrderId} cannot be cancelled because its status is ${status}.`);
    }
    if (order.fulfillable && !order.hold) this.reserve(store, order, -1, now);
    order.released = true;
    order.reached.push({ status: 'Cancelled', at: now });
    this.onStatus?.(order, 'Cancelled', now);
    return { status: 200, body: {} };
  };

  tracking = (ctx: Ctx, store: SellerStore): SpApiResult => {
    const raw = ctx.query.get('packageNumber');
    if (!raw || !/^\d+$/.test(raw)) throw invalidInput('packageNumber is required and must be an integer.');
    const order = this.packages.get(Number(raw));
    if (!order || order.sellerId !== store.seller.sellingPartnerId) throw notFound(`Package ${raw} not found.`);
    const now = Date.now();
    this.advance(store, order, now);
    const shipped = order.reached.find((r) => r.status === 'Complete');
    if (!shipped) throw notFound(`Package ${raw} not found.`);
    const p = order.package;
    const step = Math.max(this.settings.mcfStepMs > 0 ? Math.floor((now - shipped.at) / this.settings.mcfStepMs) : 3, p.trackingPolls);
    p.trackingPolls++;
    const a = order.body.destinationAddress;
    const dest = { city: a.city ?? '', state: a.stateOrRegion ?? '', country: a.countryCode };
    const fc = { city: 'Fulfillment center ' + order.fulfillmentCenterId, state: '', country: MARKETPLACES[order.marketplaceId]!.countryCode };
    const at = (k: number) => iso(shipped.at + k * Math.max(1, this.settings.mcfStepMs));
    const events = [
      { eventDate: at(0), eventAddress: fc, eventCode: 'EVENT_101', eventDescription: 'Carrier notified to pick up package.' },
      { eventDate: at(0), eventAddress: fc, eventCode: 'EVENT_102', eventDescription: "Shipment picked up from seller's facility." },
      ...(step >= 1 ? [{ eventDate: at(1), eventAddress: dest, eventCode: 'EVENT_201', eventDescription: 'Arrival scan.' }] : []),
      ...(step >= 2 ? [{ eventDate: at(2), eventAddress: dest, eventCode: 'EVENT_302', eventDescription: 'Out for delivery.' }] : []),
      ...(step >= 3 ? [{ eventDate: at(3), eventAddress: dest, eventCode: 'EVENT_301', eventDescription: 'Delivered.' }] : []),
    ].reverse();
    const currentStatus = step >= 3 ? 'DELIVERED' : step >= 2 ? 'OUT_FOR_DELIVERY' : 'IN_TRANSIT';
    return {
      status: 200,
      body: {
        payload: {
          packageNumber: p.packageNumber,
          trackingNumber: p.trackingNumber,
          customerTrackingLink: `https://www.swiship.com/track?id=${encodeURIComponent(p.trackingNumber)}`,
          carrierCode: p.carrierCode,
          carrierURL: p.carrierURL,
          shipDate: iso(shipped.at),
          estimatedArrivalDate: this.arrival(order, shipped.at),
          shipToAddress: dest,
          currentStatus,
          trackingEvents: events,
        },
      },
    };
  };

  /** Every MCF order of a seller, for the control API (tests count orders per sellerFulfillmentOrderId and displayable id). */
  ordersOf(sellerId: string) {
    return [...this.orders.values()]
      .filter((o) => o.sellerId === sellerId)
      .map((o) => ({
        sellerFulfillmentOrderId: o.body.sellerFulfillmentOrderId,
        displayableOrderId: o.body.displayableOrderId,
        marketplaceId: o.marketplaceId,
        status: o.reached.at(-1)!.status,
        items: o.body.items.map((i) => ({ sellerSku: i.sellerSku, quantity: i.quantity })),
        createdAt: iso(o.createdAt),
      }));
  }

  /** Releases stock of shipped orders (called before inventory reads, so polls see it). */
  settle(store: SellerStore): void {
    const now = Date.now();
    for (const o of this.orders.values()) if (o.sellerId === store.seller.sellingPartnerId && !o.released) this.advance(store, o, now, false);
  }

  /**
   * Moves the open orders of the sellers `wanted` names along their clock, unasked (real Amazon's
   * orders progress whether anyone reads them; here only notifications need it, as a poll would).
   */
  tick(storeOf: (sellerId: string) => SellerStore, wanted: (sellerId: string) => boolean, now = Date.now()): void {
    for (const o of this.orders.values()) {
      const last = o.reached.at(-1)!.status;
      if (last === 'Complete' || last === 'Cancelled' || last === 'Unfulfillable' || !wanted(o.sellerId)) continue;
      this.advance(storeOf(o.sellerId), o, now, false);
    }
  }

  private advance(store: SellerStore, o: Order, now: number, countPoll = true): void {
    const last = o.reached.at(-1)!.status;
    if (last === 'Complete' || last === 'Cancelled' || last === 'Unfulfillable') return;
    const before = o.reached.length;
    const flow: string[] = o.fulfillable ? [...FLOW] : ['New', 'Received', 'Unfulfillable'];
    const cap = o.hold ? 1 : flow.length - 1;
    const stepMs = this.settings.mcfStepMs;
    const byTime = stepMs > 0 ? Math.floor((now - o.createdAt) / stepMs) : cap;
    const target = Math.min(cap, Math.max(byTime, countPoll ? o.polls : 0));
    for (let k = o.reached.length; k <= target; k++) {
      o.reached.push({ status: flow[k]!, at: Math.max(o.reached.at(-1)!.at, Math.min(now, o.createdAt + k * stepMs)) });
    }
    const reachedNow = o.reached.slice(before);
    const status = o.reached.at(-1)!.status;
    if (status === 'Complete' && !o.released) {
      this.reserve(store, o, 0, o.reached.at(-1)!.at);
      o.released = true;
      this.packages.set(o.package.packageNumber, o);
    }
    if (status === 'Unfulfillable') o.released = true;
    // After the stock moved: a listener reading the order sees it as Amazon would at that moment.
    for (const r of reachedNow) this.onStatus?.(o, r.status, r.at);
  }

  /** +1 reserves ordered units, -1 returns them to fulfillable, 0 ships them (reserved → gone). */
  private reserve(store: SellerStore, o: Order, direction: 1 | -1 | 0, at: number): void {
    for (const i of o.body.items) {
      const item = store.bySku(i.sellerSku);
      if (!item) continue;
      const q = item.fba;
      if (direction === 0) store.update(item, { fba: { reserved: Math.max(0, q.reserved - i.quantity) } }, at);
      else store.update(item, { fba: { fulfillable: q.fulfillable - direction * i.quantity, reserved: Math.max(0, q.reserved + direction * i.quantity) } }, at);
    }
  }

  private owned(store: SellerStore, id: string): Order {
    const o = this.orders.get(`${store.seller.sellingPartnerId}|${id}`);
    if (!o) throw notFound(`Fulfillment order ${id} not found.`);
    return o;
  }

  private marketplace(store: SellerStore, requested: string | undefined): string {
    const id = requested ?? store.seller.marketplaceIds[0]!;
    if (!store.seller.marketplaceIds.includes(id)) throw invalidInput(`Invalid marketplaceId: ${id}.`);
    return id;
  }

  private arrival(o: Order, from: number): string {
    return iso(from + TRANSIT_DAYS[o.body.shippingSpeedCategory][1] * 86_400_000);
  }

  /** The order as getFulfillmentOrder shows it (the notifications build their payload from it). */
  view(o: Order) {
    const current = o.reached.at(-1)!;
    const b = o.body;
    const complete = current.status === 'Complete';
    const planned = o.reached.some((r) => r.status === 'Planning');
    const shipAt = o.reached.find((r) => r.status === 'Complete')?.at ?? o.createdAt + 86_400_000;
    const arrival = this.arrival(o, shipAt);
    const cancelled = current.status === 'Cancelled';
    const unfulfillable = current.status === 'Unfulfillable';
    return {
      fulfillmentOrder: {
        sellerFulfillmentOrderId: b.sellerFulfillmentOrderId,
        marketplaceId: o.marketplaceId,
        displayableOrderId: b.displayableOrderId,
        displayableOrderDate: b.displayableOrderDate,
        displayableOrderComment: b.displayableOrderComment,
        shippingSpeedCategory: b.shippingSpeedCategory,
        destinationAddress: b.destinationAddress,
        fulfillmentAction: o.hold ? 'Hold' : 'Ship',
        fulfillmentPolicy: (b.fulfillmentPolicy as string | undefined) ?? 'FillOrKill',
        ...(Array.isArray(b.featureConstraints) && b.featureConstraints.length ? { featureConstraints: b.featureConstraints } : {}),
        receivedDate: iso(o.createdAt),
        fulfillmentOrderStatus: current.status,
        statusUpdatedDate: iso(current.at),
        ...(Array.isArray(b.notificationEmails) ? { notificationEmails: b.notificationEmails } : {}),
      },
      fulfillmentOrderItems: b.items.map((i) => ({
        sellerSku: i.sellerSku,
        sellerFulfillmentOrderItemId: i.sellerFulfillmentOrderItemId,
        quantity: i.quantity,
        fulfillmentNetworkSku: o.fnSkus.get(i.sellerFulfillmentOrderItemId) ?? '',
        orderItemDisposition: 'Sellable',
        cancelledQuantity: cancelled ? i.quantity : 0,
        unfulfillableQuantity: unfulfillable ? i.quantity : 0,
        estimatedShipDate: iso(shipAt),
        estimatedArrivalDate: arrival,
        ...(i.perUnitDeclaredValue ? { perUnitDeclaredValue: i.perUnitDeclaredValue } : {}),
      })),
      fulfillmentShipments:
        planned && !unfulfillable
          ? [
              {
                amazonShipmentId: o.shipmentId,
                fulfillmentCenterId: o.fulfillmentCenterId,
                fulfillmentShipmentStatus: cancelled ? 'CANCELLED_BY_SELLER' : complete ? 'SHIPPED' : 'PENDING',
                ...(complete ? { shippingDate: iso(shipAt), estimatedArrivalDate: arrival } : {}),
                fulfillmentShipmentItem: b.items.map((i) => ({
                  sellerSku: i.sellerSku,
                  sellerFulfillmentOrderItemId: i.sellerFulfillmentOrderItemId,
                  quantity: i.quantity,
                  ...(complete ? { packageNumber: o.package.packageNumber } : {}),
                })),
                ...(complete
                  ? {
                      fulfillmentShipmentPackage: [
                        {
                          packageNumber: o.package.packageNumber,
                          carrierCode: o.package.carrierCode,
                          trackingNumber: o.package.trackingNumber,
                          estimatedArrivalDate: arrival,
                        },
                      ],
                    }
                  : {}),
              },
            ]
          : [],
      returnItems: [],
      returnAuthorizations: [],
    };
  }
}

function requireAddress(a: Address | undefined, field: string): Address {
  if (!a || typeof a !== 'object') throw invalidInput(`${field} is required.`);
  for (const f of ['name', 'addressLine1', 'postalCode', 'countryCode'] as const) {
    if (typeof a[f] !== 'string' || a[f] === '') throw invalidInput(`${field}.${f} is required.`);
  }
  return a;
}

function requireItems(items: OrderItem[] | undefined): OrderItem[] {
  if (!Array.isArray(items) || items.length === 0) throw invalidInput('items must contain at least one item.');
  for (const i of items) {
    if (typeof i.sellerSku !== 'string' || typeof i.sellerFulfillmentOrderItemId !== 'string')
      throw invalidInput('Each item needs sellerSku and sellerFulfillmentOrderItemId.');
    if (!Number.isInteger(i.quantity) || i.quantity < 1) throw invalidInput(`Invalid quantity for ${i.sellerSku}: must be a positive integer.`);
  }
  return items;
}

function checkItems(store: SellerStore, items: OrderItem[]) {
  const found = new Map<string, CatalogueItem>();
  const unfulfillable: { sellerSku: string; quantity: number; sellerFulfillmentOrderItemId: string; itemUnfulfillableReasons: string[] }[] = [];
  for (const i of items) {
    const item = store.bySku(i.sellerSku);
    if (item) found.set(i.sellerFulfillmentOrderItemId, item);
    const reason = item?.fulfilment !== 'AFN' ? 'InvalidSKU' : item.fba.fulfillable < i.quantity ? 'InventoryUnavailable' : null;
    if (reason)
      unfulfillable.push({
        sellerSku: i.sellerSku,
        quantity: i.quantity,
        sellerFulfillmentOrderItemId: i.sellerFulfillmentOrderItemId,
        itemUnfulfillableReasons: [reason],
      });
  }
  return { found, unfulfillable };
}

/** MCF ships within the seller's regions; a US seller cannot send from US stock to Germany here. */
function destinationOk(store: SellerStore, a: Address): boolean {
  return store.seller.marketplaceIds.some((m) => MARKETPLACES[m]!.countryCode === a.countryCode);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}
