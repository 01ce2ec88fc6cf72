// Fulfillment Outbound API 2020-07-01 (Multi-Channel Fulfilment). createFulfillmentOrder is
// idempotent on sellerFulfillmentOrderId: retrying with the same id and content never creates
// a second shipment, so callers derive the id from their own sale id.
import type { SpApiSession } from './http.ts';

export type ShippingSpeedCategory = 'Standard' | 'Expedited' | 'Priority' | 'ScheduledDelivery';
export type FulfillmentOrderStatus =
  | 'New'
  | 'Received'
  | 'Planning'
  | 'Processing'
  | 'Cancelled'
  | 'Complete'
  | 'CompletePartialled'
  | 'Unfulfillable'
  | 'Invalid';

export interface Money {
  currencyCode: string;
  /** Decimal as a string, e.g. "12.99". */
  value: string;
}

export interface Address {
  name: string;
  addressLine1: string;
  addressLine2?: string;
  addressLine3?: string;
  city?: string;
  districtOrCounty?: string;
  stateOrRegion?: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
}

export interface FulfillmentItem {
  sellerSku: string;
  sellerFulfillmentOrderItemId: string;
  quantity: number;
  perUnitDeclaredValue?: Money;
}

export interface CreateFulfillmentOrderRequest {
  marketplaceId?: string;
  /** ≤ 40 characters; our idempotency key. */
  sellerFulfillmentOrderId: string;
  displayableOrderId: string;
  displayableOrderDate: string;
  displayableOrderComment: string;
  shippingSpeedCategory: ShippingSpeedCategory;
  destinationAddress: Address;
  fulfillmentAction?: 'Ship' | 'Hold';
  fulfillmentPolicy?: 'FillOrKill' | 'FillAll' | 'FillAllAvailable';
  notificationEmails?: string[];
  items: FulfillmentItem[];
  /** BLANK_BOX (unbranded packaging), BLOCK_AMZL (no Amazon Logistics; a surcharge) …: Required or NotRequired. */
  featureConstraints?: FeatureSetting[];
}

export interface FeatureSetting {
  featureName: 'BLANK_BOX' | 'BLOCK_AMZL';
  featureFulfillmentPolicy: 'Required' | 'NotRequired';
}

export interface FulfillmentPreview {
  shippingSpeedCategory: ShippingSpeedCategory;
  isFulfillable: boolean;
  isCODCapable: boolean;
  marketplaceId: string;
  estimatedShippingWeight?: { unit: string; value: string };
  estimatedFees?: { name: string; amount: Money }[];
  fulfillmentPreviewShipments?: {
    earliestShipDate?: string;
    latestShipDate?: string;
    earliestArrivalDate?: string;
    latestArrivalDate?: string;
    fulfillmentPreviewItems: FulfillmentItem[];
  }[];
  unfulfillablePreviewItems?: (FulfillmentItem & { itemUnfulfillableReasons?: string[] })[];
  orderUnfulfillableReasons?: string[];
}

export interface FulfillmentShipmentPackage {
  packageNumber: number;
  carrierCode: string;
  trackingNumber?: string;
  estimatedArrivalDate?: string;
}

export interface FulfillmentOrderDetails {
  fulfillmentOrder: Omit<CreateFulfillmentOrderRequest, 'items'> & {
    marketplaceId: string;
    receivedDate: string;
    fulfillmentOrderStatus: FulfillmentOrderStatus;
    statusUpdatedDate: string;
  };
  fulfillmentOrderItems: (FulfillmentItem & {
    cancelledQuantity: number;
    unfulfillableQuantity: number;
    fulfillmentNetworkSku?: string;
    estimatedShipDate?: string;
    estimatedArrivalDate?: string;
  })[];
  fulfillmentShipments?: {
    amazonShipmentId: string;
    fulfillmentCenterId: string;
    fulfillmentShipmentStatus: 'PENDING' | 'SHIPPED' | 'CANCELLED_BY_FULFILLER' | 'CANCELLED_BY_SELLER';
    shippingDate?: string;
    estimatedArrivalDate?: string;
    fulfillmentShipmentItem: (FulfillmentItem & { packageNumber?: number })[];
    fulfillmentShipmentPackage?: FulfillmentShipmentPackage[];
  }[];
  returnItems: unknown[];
  returnAuthorizations: unknown[];
}

export interface PackageTrackingDetails {
  packageNumber: number;
  trackingNumber?: string;
  customerTrackingLink?: string;
  carrierCode?: string;
  carrierURL?: string;
  shipDate?: string;
  estimatedArrivalDate?: string;
  shipToAddress?: { city: string; state: string; country: string };
  currentStatus?: string;
  trackingEvents?: { eventDate: string; eventAddress: { city: string; state: string; country: string }; eventCode: string; eventDescription: string }[];
}

const BASE = '/fba/outbound/2020-07-01';

export async function getFulfillmentPreview(
  api: SpApiSession,
  req: {
    marketplaceId?: string;
    address: Address;
    items: FulfillmentItem[];
    shippingSpeedCategories?: ShippingSpeedCategory[];
    featureConstraints?: FeatureSetting[];
  },
): Promise<FulfillmentPreview[]> {
  const r = await api.call<{ payload?: { fulfillmentPreviews?: FulfillmentPreview[] } }>('getFulfillmentPreview', 'POST', `${BASE}/fulfillmentOrders/preview`, {
    body: req,
  });
  return r.payload?.fulfillmentPreviews ?? [];
}

export async function createFulfillmentOrder(api: SpApiSession, req: CreateFulfillmentOrderRequest): Promise<void> {
  if (req.sellerFulfillmentOrderId.length > 40) throw new RangeError('sellerFulfillmentOrderId must be at most 40 characters');
  await api.call('createFulfillmentOrder', 'POST', `${BASE}/fulfillmentOrders`, { body: req });
}

export async function getFulfillmentOrder(api: SpApiSession, sellerFulfillmentOrderId: string): Promise<FulfillmentOrderDetails> {
  const r = await api.call<{ payload: FulfillmentOrderDetails }>(
    'getFulfillmentOrder',
    'GET',
    `${BASE}/fulfillmentOrders/${encodeURIComponent(sellerFulfillmentOrderId)}`,
  );
  return r.payload;
}

export async function listAllFulfillmentOrders(api: SpApiSession, queryStartDate?: string): Promise<FulfillmentOrderDetails['fulfillmentOrder'][]> {
  const r = await api.call<{ payload?: { fulfillmentOrders?: FulfillmentOrderDetails['fulfillmentOrder'][] } }>(
    'listAllFulfillmentOrders',
    'GET',
    `${BASE}/fulfillmentOrders`,
    { query: { queryStartDate } },
  );
  return r.payload?.fulfillmentOrders ?? [];
}

export async function cancelFulfillmentOrder(api: SpApiSession, sellerFulfillmentOrderId: string): Promise<void> {
  await api.call('cancelFulfillmentOrder', 'PUT', `${BASE}/fulfillmentOrders/${encodeURIComponent(sellerFulfillmentOrderId)}/cancel`);
}

export async function getPackageTrackingDetails(api: SpApiSession, packageNumber: number): Promise<PackageTrackingDetails> {
  const r = await api.call<{ payload: PackageTrackingDetails }>('getPackageTrackingDetails', 'GET', `${BASE}/tracking`, { query: { packageNumber } });
  return r.payload;
}

/** Tracking of every shipped package of an order (empty until Amazon ships it). */
export function shippedPackages(order: FulfillmentOrderDetails): FulfillmentShipmentPackage[] {
  return (order.fulfillmentShipments ?? []).filter((s) => s.fulfillmentShipmentStatus === 'SHIPPED').flatMap((s) => s.fulfillmentShipmentPackage ?? []);
}
