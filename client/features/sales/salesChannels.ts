// What differs between the channels' Sales pages, declared once per channel (issue 33: one page, the
// channel a route parameter): the spec's headings, labels and sort keys (eBay 001 §2.8 and §9, Shopify
// 002 §2.3 and §3, OnBuy 002 §2.7), the URL key of the page's state, and whether sales show as a table
// (cards below the tablet width) or as cards everywhere. Names come from shared/channels.ts.
import { CHANNELS, type ChannelId } from '../../../shared/channels.ts';
import { PAYMENT_VALUES, type SalesParams, type SalesSort } from './salesParams.ts';

export interface SalesChannel {
  /** The server's channel code (the page's query names the channel by it). */
  id: string;
  /** The route segment (sales/{slug}). */
  slug: string;
  name: string;
  /** The URL key of the page's state (`ebay_sales.page=2`). */
  key: string;
  layout: 'table' | 'cards';
  /** The Payment Status filter's label and choices. */
  payment: { label: string; values: readonly SalesParams['paymentStatus'][] };
  /** The filters behind a 'Show Filters' toggle, with a Sort select (OnBuy's page). */
  filtersToggle: boolean;
  /** The table's column labels and their sort keys, where they differ by channel. */
  columns: { order: string; price: [string, SalesSort]; payment: SalesSort; fulfilment: string };
  /** Fulfilment without an MCF order says so ('Not fulfilled', 002 §2.3) or says nothing. */
  notFulfilled: string | null;
  /** The card's price shows the currency code before the amount (002 §2.7: "currency code and total"). */
  currencyCode: boolean;
  /** The page offers 'Export Sales' (REST {slug}-sales/export). */
  exportable: boolean;
}

const named = (id: ChannelId) => CHANNELS.find((c) => c.id === id)!;

/** eBay's page and the pages of channels without a declaration: a table, every payment filter, no toggle. */
const TABLE_PAGE = {
  layout: 'table',
  payment: { label: 'Payment Status', values: PAYMENT_VALUES },
  filtersToggle: false,
  notFulfilled: null,
  currencyCode: false,
} as const;

export const SALES_CHANNELS: readonly SalesChannel[] = [
  {
    ...named('EBAY'),
    ...TABLE_PAGE,
    key: 'ebay_sales',
    columns: { order: 'eBay Order', price: ['eBay Price', 'final_price'], payment: 'payment_staus', fulfilment: 'Fulfillment Status' },
    exportable: true,
  },
  {
    ...named('SHOPIFY'),
    key: 'shopify_sales',
    layout: 'table',
    // 002 §2.3: All, Paid or Unpaid.
    payment: { label: 'Payment Status', values: ['all', 'paid', 'unpaid'] },
    filtersToggle: false,
    columns: { order: 'Order ID', price: ['Price', 'total_price_usd'], payment: 'finanacial_status', fulfilment: 'Fulfillment info' },
    notFulfilled: 'Not fulfilled',
    currencyCode: false,
    exportable: true,
  },
  {
    ...named('ONBUY'),
    key: 'onbuy_sales',
    layout: 'cards',
    payment: { label: 'Financial Status', values: PAYMENT_VALUES },
    filtersToggle: true,
    columns: { order: 'Order', price: ['Total', 'price_total'], payment: 'finanacial_status', fulfilment: 'Fulfilment' },
    notFulfilled: null,
    currencyCode: true,
    exportable: true,
  },
];

/** The channel of a route's `:channel` ('ebay'), or undefined for any other word. */
export function salesChannel(slug: string | undefined): SalesChannel | undefined {
  return SALES_CHANNELS.find((c) => c.slug === slug);
}

/**
 * The Sales page of a channel the client has no declaration for (one the server's registry holds):
 * a table with the common words and sort keys, and its export (REST {segment}-sales/export).
 */
export function registeredSalesChannel(c: { code: string; name: string; segment: string }): SalesChannel {
  return {
    id: c.code,
    slug: c.segment,
    name: c.name,
    ...TABLE_PAGE,
    key: `${c.segment}_sales`,
    columns: { order: 'Order', price: ['Price', 'price_total'], payment: 'finanacial_status', fulfilment: 'Fulfilment' },
    exportable: true,
  };
}

/** OnBuy's Sort select (its cards have no column headers). */
export const CARD_SORTS = [
  { value: '-_created_at', label: 'Newest first' },
  { value: '_created_at', label: 'Oldest first' },
  { value: '-price_total', label: 'Total, highest first' },
  { value: 'price_total', label: 'Total, lowest first' },
  { value: 'order_id', label: 'Order id' },
  { value: 'finanacial_status', label: 'Financial status' },
];
