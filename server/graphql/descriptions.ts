// Descriptions of the partner API's public surface (issue 18: every public type and field is
// described), applied to the built schema where a definition has none. The plumbing (connections,
// edges, errors) is described by pattern; the domain fields are named here so the partner docs read
// in one place. A definition's own description always wins.
import { type GraphQLSchema, isEnumType, isInterfaceType, isObjectType } from 'graphql';

const MONEY = 'in minor units (cents, pence) of the seller’s Amazon marketplace currency';

export const DESCRIPTIONS: Record<string, string> = {
  Query: 'Reads. Every seller-scoped field takes `userId`; `-` is the signed-in seller (or the token’s seller).',
  Mutation: 'Changes. Expected failures are members of each field’s result union (see the `Error` interface).',
  'Query.ebayCurrencies': 'The currencies an eBay site can list in.',
  'Query.inventoryItemByAsin': 'The seller’s item with this ASIN, or null.',
  'Query.inventoryStats': 'The seller’s inventory counts and when it was last imported from Amazon.',
  'Query.node': 'Any object by its global id, or null when it does not exist or is not the caller’s.',
  'Query.nodes': 'Objects by global id, in order; null where one does not exist or is not the caller’s.',
  'Query.serverInfo': 'The server’s name, version and health.',
  'Mutation.setItemsHidden': 'Hides items from (or shows them again on) the inventory screen.',
  'Mutation.updateInventoryItem': 'Saves the seller’s edits of an item (title, description, images, details, locked eBay price).',

  AmazonMarketplace: 'An Amazon marketplace (a country store) a seller can connect.',
  'AmazonMarketplace.active': 'Whether sellers of this marketplace can connect it.',
  'AmazonMarketplace.countryCode': 'ISO 3166 country code.',
  'AmazonMarketplace.currency': 'ISO 4217 currency of its prices.',
  'AmazonMarketplace.key': 'Short key (e.g. `uk`).',
  'AmazonMarketplace.marketplaceId': 'Amazon’s marketplace id (e.g. A1F83G8C2ARO7P).',
  'AmazonMarketplace.name': 'Display name.',
  EbayCurrency: 'A currency eBay lists in.',
  'EbayCurrency.code': 'ISO 4217 code.',
  'EbayCurrency.name': 'Display name.',
  'EbayCurrency.symbol': 'Symbol shown before amounts.',
  EbaySite: 'An eBay site (marketplace) a seller can list on.',
  'EbaySite.active': 'Whether ListBridge lists on this site.',
  'EbaySite.currency': 'ISO 4217 currency of the site.',
  'EbaySite.currencySymbol': 'Symbol shown before amounts.',
  'EbaySite.domain': 'The site’s domain (e.g. ebay.co.uk).',
  'EbaySite.siteId': 'eBay’s numeric site id.',
  'EbaySite.siteName': 'Display name.',

  InventoryItem: 'One Amazon inventory row (a seller SKU), FBA or merchant-fulfilled, with its listings on the channels.',
  'InventoryItem.id': 'Global id (use with `node`).',
  'InventoryItem.userId': 'The seller’s user id.',
  'InventoryItem.asin': 'Amazon’s ASIN.',
  'InventoryItem.sellerSku': 'The seller’s Amazon SKU (also the SKU on the channels).',
  'InventoryItem.condition': 'Amazon condition (e.g. New, UsedLikeNew).',
  'InventoryItem.thumbUrl': 'A small image of the product, when Amazon has one.',
  'InventoryItem.fbaQuantity': 'Quantity available in Amazon’s fulfilment centres (FBA).',
  'InventoryItem.mfnQuantity': 'Quantity the seller ships themselves (merchant-fulfilled).',
  'InventoryItem.blankBoxQuantity': 'FBA quantity Amazon can ship in unbranded boxes.',
  'InventoryItem.totalQuantity': 'FBA plus merchant-fulfilled quantity.',
  'InventoryItem.quantityBuffer': 'Units kept back from every channel for this item (null: the seller’s default).',
  'InventoryItem.hidden': 'Hidden from the inventory screen by the seller.',
  'InventoryItem.priceCents': `Amazon price ${MONEY}.`,
  'InventoryItem.priceLocked': 'Whether the seller locked the eBay price (it is then never repriced).',
  'InventoryItem.itemCategory': 'Amazon’s product category.',
  'InventoryItem.referralFeeCents': `Amazon’s referral fee ${MONEY}.`,
  'InventoryItem.fulfillmentFeeCents': `Amazon’s FBA fulfilment fee ${MONEY}.`,
  'InventoryItem.earningsCents': `What Amazon pays out after its fees ${MONEY}.`,
  'InventoryItem.catalogDetails': 'Amazon catalogue data: images, brand, dimensions, description, bullet points.',
  'InventoryItem.edits': 'The seller’s overrides of Amazon’s data for the channels.',
  'InventoryItem.docid': 'Legacy document id of the item.',
  'InventoryItem.createdAt': 'When ListBridge first imported the item.',
  'InventoryItem.updatedAt': 'When the item last changed.',
  'InventoryItem.ebayListing': 'The item’s eBay listing, or null when not listed there.',
  'InventoryItem.shopifyListing': 'The item’s Shopify listing, or null when not listed there.',
  'InventoryItem.onbuyListing': 'The item’s OnBuy listing, or null when not listed there.',
  'InventoryItem.shopifyStatus': 'The Shopify listing status, or null when not listed there.',
  'InventoryItem.onbuyStatus': 'The OnBuy listing status, or null when not listed there.',
  'InventoryItem.onbuyChoice': 'The OnBuy category, brand and condition chosen for a new OnBuy product.',
  'InventoryItem.onbuySettingsTab': 'Which OnBuy tab the listing view opens on.',
  InventoryItemEdits: 'The seller’s overrides of Amazon’s data; null fields use Amazon’s.',
  'InventoryItemEdits.title': 'Title on the channels.',
  'InventoryItemEdits.description': 'Description HTML on the channels.',
  'InventoryItemEdits.userDescription': 'The seller’s own description text.',
  'InventoryItemEdits.images': 'Image URLs, first is the main image.',
  'InventoryItemEdits.productDetails': 'Name/value details (item specifics).',
  'InventoryItemEdits.featureBullets': 'Bullet points.',
  'InventoryItemEdits.ebayPriceCents': `Locked eBay price ${MONEY}; null when eBay prices follow the seller’s pricing settings.`,
  CatalogDetails: 'Amazon catalogue data of a product.',
  'CatalogDetails.brand': 'Brand.',
  'CatalogDetails.description': 'Product description.',
  'CatalogDetails.featureBullets': 'Bullet points.',
  'CatalogDetails.images': 'Image URLs.',
  'CatalogDetails.itemDimensions': 'The product’s own dimensions and weight.',
  'CatalogDetails.packageDimensions': 'The package’s dimensions and weight.',
  'CatalogDetails.productDetails': 'Name/value details.',
  'CatalogDetails.productType': 'Amazon product type.',
  Dimensions: 'Dimensions and weight.',
  'Dimensions.height': 'Height.',
  'Dimensions.length': 'Length.',
  'Dimensions.width': 'Width.',
  'Dimensions.weight': 'Weight.',
  Measure: 'An amount with its unit.',
  'Measure.amount': 'The amount.',
  'Measure.unit': 'The unit (e.g. centimeters, kilograms).',
  ProductDetail: 'A name/value product detail.',
  'ProductDetail.name': 'The detail’s name (e.g. Colour).',
  'ProductDetail.value': 'Its value.',
  EbayPricing: 'How the item’s eBay price is made.',
  'EbayPricing.amazonPriceCents': `The Amazon price it starts from ${MONEY}.`,
  'EbayPricing.offsiteFulfilmentCents': `Amazon’s fee to ship a channel order (Multi-Channel Fulfilment) ${MONEY}.`,
  'EbayPricing.offsiteFulfilmentSource': 'Where that fee comes from.',
  'EbayPricing.source': 'Whether the price is the seller’s locked price or computed from their settings.',
  InventoryStats: 'The seller’s inventory counts.',
  'InventoryStats.allItemsCount': 'Items in the inventory.',
  'InventoryStats.afnItemCount': 'Items with FBA quantity.',
  'InventoryStats.mfnItemCount': 'Merchant-fulfilled items.',
  'InventoryStats.lastInventoryUpdateAt': 'When the last Amazon import finished.',
  'InventoryImport.importId': 'The import run’s id.',
  'InventoryImport.createdAt': 'When it was queued.',
  'InventoryImport.startedAt': 'When it started.',
  'InventoryImport.finishedAt': 'When it finished.',
  'InventoryImport.error': 'Why it failed, when it did.',
  'InventoryImport.totalRows': 'Rows in Amazon’s report.',
  'InventoryImport.processedRows': 'Rows read so far.',
  'InventoryImport.insertedItems': 'New items.',
  'InventoryImport.updatedItems': 'Items whose data changed.',
  'InventoryImport.zeroedItems': 'Items no longer in the report, set to zero quantity.',
  'InventoryImport.skippedRows': 'Rows skipped as malformed.',
  'InventoryImport.malformedRows': 'The malformed rows with their line numbers.',
  MalformedReportRow: 'A row of Amazon’s report that could not be read.',
  'MalformedReportRow.line': 'Line number in the report.',
  'MalformedReportRow.reason': 'What was wrong.',
  'MalformedReportRow.report': 'Which report.',
  'MalformedReportRow.sku': 'The row’s SKU, when readable.',

  Listing: 'An item on one channel. Not listed means no Listing.',
  'Listing.id': 'Global id (use with `node`).',
  'Listing.listingId': 'The raw listing id (REST paths, delist mutations).',
  'Listing.channel': 'EBAY, SHOPIFY or ONBUY.',
  'Listing.status': 'The listing’s status on its channel (see ListingStatus).',
  'Listing.sku': 'The SKU on the channel.',
  'Listing.item': 'The inventory item listed.',
  'Listing.forceRemoved': 'Removed from the channel by the channel or the seller outside ListBridge.',
  'Listing.lastPushedQuantity': 'The quantity last sent to the channel.',
  'Listing.lastPushedPriceCents': `The price last sent to the channel ${MONEY}.`,
  ListingChange: 'An automated change ListBridge made to a listing (the History), kept 90 days.',
  'ListingChange.changeId': 'The change’s id.',
  'ListingChange.channel': 'The listing’s channel.',
  'ListingChange.createdAt': 'When the change was sent.',
  'ListingChange.field': 'What changed (quantity or price).',
  ChannelSyncHealth: 'Continuous sync of one channel: last push, listings waiting, failures.',
  'ChannelSyncHealth.channel': 'The channel.',
  'ChannelSyncHealth.failures': 'Listings whose last push failed.',
  'ChannelSyncHealth.lastError': 'The latest failure’s message.',
  'ChannelSyncHealth.lastSyncedAt': 'When a listing was last pushed.',
  'ChannelSyncHealth.waiting': 'Listings with a change waiting to be pushed.',
  OnbuyProductChoice: 'What the seller chose for a new OnBuy product.',
  'OnbuyProductChoice.brandId': 'OnBuy brand id.',
  'OnbuyProductChoice.brandName': 'Brand name.',
  'OnbuyProductChoice.categoryId': 'OnBuy category id.',
  'OnbuyProductChoice.categoryName': 'Category name.',
  'OnbuyProductChoice.conditionCode': 'OnBuy condition slug.',
  OnbuyProductCreation: 'A product submitted to OnBuy’s catalogue queue.',
  'OnbuyProductCreation.id': 'Its id.',
  'OnbuyProductCreation.brand': 'Brand sent.',
  'OnbuyProductCreation.categoryId': 'Category sent.',
  'OnbuyProductCreation.condition': 'Condition sent.',
  'OnbuyProductCreation.sellerSku': 'The item’s SKU.',
  'OnbuyProductCreation.status': 'Queued, Created or failed.',
  'OnbuyProductCreation.submittedAt': 'When it was submitted.',
  'ListOnEbaySuccess.items': 'The items, each with its eBay listing now LISTING (or already live).',
  'ReviseOnEbaySuccess.items': 'The items whose live listings will be revised.',
  'DelistFromEbaySuccess.items': 'The items whose listings are now DELISTING.',
  'SetQuantityBufferSuccess.items': 'The items with their new buffer.',
  'SetItemsHiddenSuccess.changedCount': 'Items whose hidden state changed.',
  'PlanLimitReachedError.channel': 'The channel whose plan is full.',
  'PlanLimitReachedError.liveListings': 'Live listings now.',
  'PlanLimitReachedError.maxListings': 'The plan’s limit.',
  'InventoryValidationError.field': 'The input field at fault.',
  'AuthorizationFailedError.reason': 'Why the marketplace refused.',
  'AuthorizationFailedError.service': 'The marketplace that refused.',
  'CardDeclinedError.declineCode': 'The card issuer’s decline code.',
  'ConnectionValidationError.field': 'The input field at fault.',
  'CouponNotAppliedError.reason': 'Why the coupon was not applied.',
  'CouponRedemptionFailedError.reason': 'Why the coupon could not be redeemed.',
  'NoPlanError.channel': 'The channel without a plan.',
  'OnbuyProductInputError.field': 'The input field at fault.',
  'RateLimitedError.retryAfterSeconds': 'Seconds to wait before trying again.',
  'ValidationError.fieldErrors': 'One message per field at fault.',

  Plan: 'A channel plan a seller can subscribe to.',
  'Plan.active': 'Offered to new subscribers.',
  'Plan.channel': 'The channel it covers.',
  'Plan.confirmMessage': 'What the seller confirms before subscribing.',
  'Plan.displayName': 'Display name.',
  'Plan.features': 'What it includes.',
  'Plan.isDefault': 'Preselected in the picker.',
  'Plan.maxListings': 'Live listings allowed.',
  'Plan.monthlyPriceCents': 'Price per month in US cents.',
  'Plan.priceCents': 'Price per billing period in US cents.',
  'Plan.recurrence': 'Monthly or yearly.',
  'Plan.savingPercent': 'Saving of yearly over monthly billing.',
  'Plan.shortName': 'Short name.',
  'Plan.tier': 'Tier (Basic, Pro, …).',
  'Plan.trialDays': 'Free trial length.',
  ServerInfo: 'About this ListBridge server.',
  'ServerInfo.environment': 'development, test or production.',
  'ServerInfo.healthy': 'The database answers.',
  'ServerInfo.name': 'Product name.',
  'ServerInfo.version': 'Version.',
  User: 'A ListBridge account. Access tokens see only who they act for: id, userId, email.',
  'User.id': 'Global id.',
  'User.email': 'Sign-in e-mail.',
  FieldError: 'A message about one input field.',
  'FieldError.field': 'The field.',
  'FieldError.message': 'The message.',
  Node: 'An object with a global id, fetchable with `node(id)`.',
  'Node.id': 'Global id.',
  Error: 'An expected failure, returned as a member of a field’s result union.',
  'Error.code': 'A stable code to branch on.',
  'Error.message': 'The text to show the seller.',
  PageInfo: 'Relay pagination: cursors of the first and last edge and whether more exist.',
  'PageInfo.endCursor': 'Cursor of the last edge (pass as `after`).',
  'PageInfo.hasNextPage': 'More edges after these.',
  'PageInfo.hasPreviousPage': 'More edges before these.',
  'PageInfo.startCursor': 'Cursor of the first edge (pass as `before`).',
};

/** Descriptions by pattern for the plumbing types the plugins generate. */
function patterned(type: string, field?: string): string | undefined {
  if (type.endsWith('Edge')) {
    if (!field) return `An edge of ${type.replace(/ConnectionEdge$|Edge$/, '')} results.`;
    return field === 'cursor' ? 'Opaque cursor of this edge.' : field === 'node' ? 'The object.' : undefined;
  }
  if (type.endsWith('Connection')) {
    if (!field) return `A page of ${type.replace(/Connection$/, '')} results (Relay connection; page/pageSize also accepted).`;
    return (
      {
        edges: 'The results of this page.',
        pageInfo: 'Cursors and whether more pages exist.',
        totalCount: 'Results over all pages.',
        page: 'This page’s number, from 1.',
        pageSize: 'Results per page.',
        numPages: 'Pages in all.',
      } as Record<string, string>
    )[field];
  }
  if (type.endsWith('Error')) {
    if (!field) return 'An expected failure (see the `Error` interface for `code` and `message`).';
    return field === 'code' ? DESCRIPTIONS['Error.code'] : field === 'message' ? DESCRIPTIONS['Error.message'] : undefined;
  }
  if (type.endsWith('Success') && !field) return `The result of ${type.replace(/Success$/, '')}.`;
  if (type.endsWith('Filter') && !field) return `Values of the ${type.replace(/Filter$/, '')} filter.`;
  return undefined;
}

const ENUMS: Record<string, string> = {
  ListingChannel: 'A sales channel.',
  ListingChangeField: 'What an automated change changed.',
  PlanChannel: 'The channel a plan covers.',
  PlanRecurrence: 'How often a plan is billed.',
};

/** Fills missing descriptions in place (the schema is built once, at start). */
export function describeSchema(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!type.description) type.description = DESCRIPTIONS[type.name] ?? ENUMS[type.name] ?? patterned(type.name) ?? type.description;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) field.description = DESCRIPTIONS[`${type.name}.${field.name}`] ?? patterned(type.name, field.name) ?? field.description;
      }
    }
    if (isEnumType(type) && !type.description) type.description = ENUMS[type.name];
  }
  return schema;
}
