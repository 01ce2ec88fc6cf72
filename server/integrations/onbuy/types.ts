/** OnBuy v2 shapes as best known (api-notes §4; the sandbox's contract.schema.json pins them). */

export interface OnbuyPage<T> {
  results: T[];
  metadata: { limit: number; offset: number; total_rows: number };
}

/** `GET /sellers/entities`: a trading entity of the seller behind the keys. */
export interface OnbuySellerEntity {
  entity_id: number;
  seller_id: number;
  name: string;
  trading_name: string;
  site_id?: number;
}

export interface OnbuyCategory {
  category_id: number;
  name: string;
  category_tree: string;
  parent_id: number | null;
  category_type_id: number;
  can_list_in: boolean;
  condition_ids?: string[];
  /** The condition slugs a listing in this category may use (OnBuy's spelling). */
  avaliable_condition_slugs?: string[];
}

export interface OnbuyCatalogueProduct {
  opc: string;
  product_name: string;
  product_codes: string[];
  brand_name: string;
  category_id: number;
  default_image: string;
  url: string;
}

export interface OnbuyProductInput {
  category_id: number;
  product_name: string;
  product_codes: string[];
  brand_name?: string;
  brand_id?: number;
  description: string;
  default_image: string;
  additional_images?: string[];
  /** The product page's bullet points (Amazon's feature bullets). */
  features?: string[];
  rrp?: number;
  /** Your reference (usually the SKU): how queue entries are matched back. */
  uid: string;
  published?: 0 | 1;
}

export interface OnbuyQueue {
  queue_id: string;
  uid: string;
  status: 'pending' | 'success' | 'failed';
  opc: string | null;
  error_message: string | null;
}

export interface OnbuyListingInput {
  sku: string;
  opc: string;
  condition: string;
  price: number;
  stock: number;
  handling_time?: number;
  delivery_weight?: number;
  boost_marketing_commission?: number;
}

export interface OnbuyListing extends OnbuyListingInput {
  product_url: string;
}

export interface OnbuyListingUpdate {
  sku: string;
  price?: number;
  stock?: number;
  handling_time?: number;
  boost_marketing_commission?: number;
}

export interface OnbuyOrder {
  order_id: string;
  status: string;
  date: string;
  updated_at: string;
  previously_exported: boolean;
  currency_code: string;
  price_total: string;
  /** OnBuy's sales fee on the order, VAT included (what OnBuy keeps). */
  sales_fee_inc_vat?: string;
  buyer: { name: string; email: string; phone?: string };
  delivery_address: {
    name: string;
    line_1: string;
    line_2?: string;
    line_3?: string;
    town: string;
    county?: string;
    postcode: string;
    country: string;
    country_code: string;
  };
  products: { sku: string; opc: string; name: string; quantity: number; quantity_dispatched: number; unit_price: string }[];
  tracking: { tracking_id: number; supplier_name: string; number: string | null; url: string | null } | null;
}

export interface OnbuyDispatch {
  order_id: string;
  products?: { sku: string; quantity: number }[];
  tracking?: { tracking_id: number; supplier_name?: string; number: string; url?: string };
}

/** One item of a batch call: OnBuy reports failures inside HTTP 200. */
export interface OnbuyItemOutcome {
  key: string;
  ok: boolean;
  error?: string;
  opc?: string;
}
