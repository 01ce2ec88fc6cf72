/** The slices of eBay's Sell/Commerce models ListBridge uses (names as in the OpenAPI contracts). */

export interface EbayAmount {
  value: string;
  currency: string;
}

export interface EbayProduct {
  title?: string;
  description?: string;
  subtitle?: string;
  brand?: string;
  mpn?: string;
  ean?: string[];
  upc?: string[];
  isbn?: string[];
  epid?: string;
  imageUrls?: string[];
  aspects?: Record<string, string[]>;
}

export interface EbayInventoryItem {
  product?: EbayProduct;
  condition?: string;
  conditionDescription?: string;
  availability?: { shipToLocationAvailability?: { quantity: number } };
  packageWeightAndSize?: {
    dimensions?: { height: number; length: number; width: number; unit: 'INCH' | 'FEET' | 'CENTIMETER' | 'METER' };
    weight?: { value: number; unit: 'POUND' | 'KILOGRAM' | 'OUNCE' | 'GRAM' };
    packageType?: string;
  };
}

export interface EbayInventoryItemWithSku extends EbayInventoryItem {
  sku: string;
  locale?: string;
}

export interface EbayOfferInput {
  sku: string;
  marketplaceId: string;
  format: 'FIXED_PRICE' | 'AUCTION';
  availableQuantity?: number;
  categoryId?: string;
  listingDescription?: string;
  listingDuration?: string;
  listingPolicies?: { fulfillmentPolicyId?: string; paymentPolicyId?: string; returnPolicyId?: string; bestOfferTerms?: { bestOfferEnabled: boolean } };
  pricingSummary?: { price?: EbayAmount };
  merchantLocationKey?: string;
  quantityLimitPerBuyer?: number;
}

export interface EbayOffer extends EbayOfferInput {
  offerId: string;
  status: 'PUBLISHED' | 'UNPUBLISHED';
  listing?: { listingId: string; listingStatus: string; soldQuantity?: number };
}

export interface EbayPriceQuantityUpdate {
  sku: string;
  shipToLocationAvailability?: { quantity: number };
  offers?: { offerId: string; availableQuantity?: number; price?: EbayAmount }[];
}

export interface EbayInventoryLocation {
  location: { address: { addressLine1?: string; addressLine2?: string; city?: string; stateOrProvince?: string; postalCode?: string; country: string } };
  name?: string;
  merchantLocationStatus?: 'ENABLED' | 'DISABLED';
  locationTypes?: ('WAREHOUSE' | 'STORE')[];
}

export interface EbayPage {
  href?: string;
  limit?: number;
  offset?: number;
  next?: string;
  prev?: string;
  total: number;
}

export interface EbayOrderLineItem {
  lineItemId: string;
  legacyItemId?: string;
  sku?: string;
  title: string;
  quantity: number;
  lineItemCost?: EbayAmount;
  total?: EbayAmount;
  lineItemFulfillmentStatus: string;
}

export interface EbayOrder {
  orderId: string;
  creationDate: string;
  lastModifiedDate: string;
  orderFulfillmentStatus: string;
  orderPaymentStatus?: string;
  buyer?: { username: string };
  pricingSummary?: { total?: EbayAmount; priceSubtotal?: EbayAmount; deliveryCost?: EbayAmount };
  fulfillmentStartInstructions?: {
    shippingStep?: {
      shippingServiceCode?: string;
      shipTo?: {
        fullName?: string;
        email?: string;
        primaryPhone?: { phoneNumber: string };
        contactAddress?: { addressLine1?: string; addressLine2?: string; city?: string; stateOrProvince?: string; postalCode?: string; countryCode?: string };
      };
    };
  }[];
  lineItems: EbayOrderLineItem[];
  salesRecordReference?: string;
  cancelStatus?: { cancelState: string };
  /** The fees eBay accrued on the order and deducts from the payout (Fulfillment API; the sandbox leaves it out). */
  totalMarketplaceFee?: EbayAmount;
}

export interface EbayShippingFulfillmentInput {
  lineItems: { lineItemId: string; quantity: number }[];
  shippedDate?: string;
  shippingCarrierCode: string;
  trackingNumber: string;
}

export interface EbayCategorySuggestion {
  category: { categoryId: string; categoryName: string };
  categoryTreeNodeAncestors?: { categoryId: string; categoryName: string; categoryTreeNodeLevel: number }[];
  categoryTreeNodeLevel?: number;
  relevancy?: string;
}

export interface EbayAspect {
  localizedAspectName: string;
  aspectConstraint: {
    aspectRequired?: boolean;
    aspectMode?: 'FREE_TEXT' | 'SELECTION_ONLY';
    /** STRING, STRING_ARRAY, NUMBER or DATE (aspectFormat then says e.g. "double"). */
    aspectDataType?: string;
    aspectFormat?: string;
    itemToAspectCardinality?: 'SINGLE' | 'MULTI';
    /** RECOMMENDED or OPTIONAL; required aspects say RECOMMENDED too. */
    aspectUsage?: string;
    aspectMaxLength?: number;
    aspectEnabledForVariations?: boolean;
  };
  aspectValues?: { localizedValue: string }[];
}

/** CategoryTreeNode of the Taxonomy API (children only on non-leaf nodes). */
export interface EbayCategoryTreeNode {
  category: { categoryId: string; categoryName: string };
  categoryTreeNodeLevel: number;
  leafCategoryTreeNode?: boolean;
  parentCategoryTreeNodeHref?: string;
  childCategoryTreeNodes?: EbayCategoryTreeNode[];
}

/** ItemConditionPolicy of the Sell Metadata API: the conditions a category accepts. */
export interface EbayItemConditionPolicy {
  categoryId: string;
  categoryTreeId: string;
  itemConditionRequired?: boolean;
  itemConditions?: { conditionId: string; conditionDescription: string; usage?: string }[];
}

export type EbayPolicy = { name: string; marketplaceId: string } & Record<string, unknown>;
