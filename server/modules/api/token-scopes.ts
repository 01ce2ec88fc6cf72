// What an access token may reach (issue 18). Sessions (the browser) are not limited here; a token
// is checked field by field against these rules before anything runs (server/graphql/token-gate.ts).
// Default deny: a root field or object type missing below is refused to tokens, and
// token-scopes.test.ts fails until every type of the schema has a rule, so a new type is a
// decision, not an accident. Tokens never reach admin fields, billing, passwords, two-factor,
// connections or token management.

export const ACCESS_TOKEN_SCOPES = ['INVENTORY_READ', 'LISTINGS_READ', 'LISTINGS_WRITE', 'SALES_READ', 'SETTINGS_WRITE'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** 'open': any token; a scope: tokens holding it; 'deny': no token. */
export type TokenRule = AccessTokenScope | 'open' | 'deny';

export const SCOPE_DESCRIPTIONS: Record<AccessTokenScope, string> = {
  INVENTORY_READ: 'Read the Amazon inventory: items, quantities, prices, stats and import progress.',
  LISTINGS_READ: 'Read listings on eBay, Shopify and OnBuy, their statuses, sync health and history.',
  LISTINGS_WRITE: 'List, revise and delist items on the channels.',
  SALES_READ: 'Read channel sales and their fulfilment.',
  SETTINGS_WRITE: "Change items' quantity buffers, hidden state and listing details.",
};

/** Root fields a token may call; every other root field is refused. */
export const ROOT_FIELD_RULES: Record<'Query' | 'Mutation', Record<string, TokenRule>> = {
  Query: {
    viewer: 'open', // only User's id, userId and email (TYPE_RULES.User)
    node: 'open', // the fields inside its fragments are checked by their types
    nodes: 'open',
    serverInfo: 'open',
    amazonMarketplaces: 'open',
    ebaySites: 'open',
    ebayCurrencies: 'open',
    plans: 'open',
    inventory: 'INVENTORY_READ',
    inventoryStats: 'INVENTORY_READ',
    inventoryImport: 'INVENTORY_READ',
    inventoryItemByAsin: 'INVENTORY_READ',
    ebayTemplatePreview: 'INVENTORY_READ', // renders the seller's template over sample data or one of their items
    ebayListings: 'LISTINGS_READ',
    shopifyListings: 'LISTINGS_READ',
    onbuyListings: 'LISTINGS_READ',
    syncHealth: 'LISTINGS_READ',
    ebaySales: 'SALES_READ',
    onbuySales: 'SALES_READ',
    shopifySales: 'SALES_READ',
    saleDetail: 'SALES_READ',
    adminUsers: 'deny',
    adminUser: 'deny',
    alerts: 'deny',
  },
  Mutation: {
    listOnEbay: 'LISTINGS_WRITE',
    reviseOnEbay: 'LISTINGS_WRITE',
    delistFromEbay: 'LISTINGS_WRITE',
    listOnOnbuy: 'LISTINGS_WRITE',
    delistFromOnbuy: 'LISTINGS_WRITE',
    delistShopifyListings: 'LISTINGS_WRITE',
    listOnShopify: 'LISTINGS_WRITE',
    delistFromShopify: 'LISTINGS_WRITE',
    publishOnShopify: 'LISTINGS_WRITE',
    unpublishFromShopify: 'LISTINGS_WRITE',
    resetShopify: 'LISTINGS_WRITE',
    setQuantityBuffer: 'SETTINGS_WRITE',
    setItemsHidden: 'SETTINGS_WRITE',
    updateInventoryItem: 'SETTINGS_WRITE',
    adminUpdateEmail: 'deny',
    adminRemoveEbayAuth: 'deny',
    adminRemoveShopifyAuth: 'deny',
    adminMarkForDeletion: 'deny',
    adminSetUserDebug: 'deny',
    adminSetEmailsDisabled: 'deny',
    adminRefreshStripeCustomer: 'deny',
    adminEbayDebug: 'deny',
    updateGeneralSettings: 'deny',
    // Spends the seller's AI credits (billing): never a token's to spend.
    recommendItemSpecifics: 'deny',
  },
};

/**
 * The rule for reading any field of an object or interface type (or, for User, per field).
 * Types implementing the Error interface are open (a refusal a token may see) and need no entry.
 */
export const TYPE_RULES: Record<string, TokenRule | Record<string, TokenRule>> = {
  // Open: reference data and plumbing.
  PageInfo: 'open',
  Node: 'open',
  Error: 'open',
  FieldError: 'open',
  Ok: 'open',
  ServerInfo: 'open',
  AmazonMarketplace: 'open',
  EbaySite: 'open',
  EbayCurrency: 'open',
  Plan: 'open',
  // Who the token acts for, and nothing else of the account.
  User: { id: 'open', userId: 'open', email: 'open' },
  // Inventory.
  InventoryConnection: 'INVENTORY_READ',
  InventoryConnectionEdge: 'INVENTORY_READ',
  InventoryItem: 'INVENTORY_READ',
  InventoryItemEdits: 'INVENTORY_READ',
  InventoryStats: 'INVENTORY_READ',
  InventoryImport: 'INVENTORY_READ',
  MalformedReportRow: 'INVENTORY_READ',
  CatalogDetails: 'INVENTORY_READ',
  Dimensions: 'INVENTORY_READ',
  Measure: 'INVENTORY_READ',
  ProductDetail: 'INVENTORY_READ',
  EbayPricing: 'INVENTORY_READ',
  DescriptionPreview: 'INVENTORY_READ',
  // Listings.
  Listing: 'LISTINGS_READ',
  ListingChange: 'LISTINGS_READ',
  ListingHistoryConnection: 'LISTINGS_READ',
  ListingHistoryConnectionEdge: 'LISTINGS_READ',
  EbayListingConnection: 'LISTINGS_READ',
  EbayListingConnectionEdge: 'LISTINGS_READ',
  ShopifyListingConnection: 'LISTINGS_READ',
  ShopifyListingConnectionEdge: 'LISTINGS_READ',
  OnbuyListingConnection: 'LISTINGS_READ',
  OnbuyListingConnectionEdge: 'LISTINGS_READ',
  ChannelSyncHealth: 'LISTINGS_READ',
  OnbuyProductChoice: 'LISTINGS_READ',
  OnbuyProductCreation: 'LISTINGS_READ',
  ListOnEbaySuccess: 'LISTINGS_WRITE',
  ReviseOnEbaySuccess: 'LISTINGS_WRITE',
  DelistFromEbaySuccess: 'LISTINGS_WRITE',
  ListOnOnbuySuccess: 'LISTINGS_WRITE',
  DelistFromOnbuySuccess: 'LISTINGS_WRITE',
  DelistShopifyListingsSuccess: 'LISTINGS_WRITE',
  ShopifyActionSuccess: 'LISTINGS_WRITE',
  // Sales.
  EbaySale: 'SALES_READ',
  EbaySalesPage: 'SALES_READ',
  OnbuySale: 'SALES_READ',
  OnbuySalesPage: 'SALES_READ',
  ShopifySale: 'SALES_READ',
  ShopifySalesPage: 'SALES_READ',
  SaleDetail: 'SALES_READ',
  SaleEvent: 'SALES_READ',
  SaleProfit: 'SALES_READ',
  SaleActionResult: 'deny',
  Alert: 'deny',
  SaleProduct: 'SALES_READ',
  // Item settings.
  SetQuantityBufferSuccess: 'SETTINGS_WRITE',
  SetItemsHiddenSuccess: 'SETTINGS_WRITE',
  // Never to a token: accounts, sessions, two-factor, billing, connections, onboarding, lookups
  // made for the browser's forms, and token management.
  Session: 'deny',
  TwoFactorSetup: 'deny',
  TwoFactorEnabled: 'deny',
  AiCreditLedgerEntry: 'deny',
  BillingUpdate: 'deny',
  ChannelBilling: 'deny',
  PlanSubscription: 'deny',
  AuthorizationStart: 'deny',
  ConnectionReturn: 'deny',
  LinkedPlatforms: 'deny',
  AmazonConnection: 'deny',
  EbayConnection: 'deny',
  ShopifyConnection: 'deny',
  OnbuyConnection: 'deny',
  OnbuySeller: 'deny',
  OnbuySite: 'deny',
  OnbuyBrand: 'deny',
  OnbuyBrandsResult: 'deny',
  OnbuyCategory: 'deny',
  OnbuyCategoriesResult: 'deny',
  OnbuyCondition: 'deny',
  OnbuyConditionsResult: 'deny',
  CreateOnbuyProductSuccess: 'deny',
  OnbuyProduct: 'deny',
  OnbuyProductsResult: 'deny',
  ChooseOnbuyProductSuccess: 'deny',
  ShopifyFunctionSettings: 'deny',
  GeneralSettings: 'deny',
  ReferralProgramme: 'deny',
  ReferralCommission: 'deny',
  ShopifyPricingFormulas: 'deny',
  ShopifyLocation: 'deny',
  ShopifyImportProblem: 'deny',
  ImportShopifyListingsSuccess: 'deny',
  RefreshInventorySuccess: 'deny',
  AccessToken: 'deny',
  AccessTokenCreated: 'deny',
  WebhookEndpoint: 'deny',
  WebhookEndpointWithSecret: 'deny',
  WebhookDelivery: 'deny',
  // The admin back-office (issue 17): never to a token.
  AdminUsersPage: 'deny',
  AdminUserRow: 'deny',
  AdminPlatformIds: 'deny',
  AdminPlan: 'deny',
  AdminUser: 'deny',
  AdminSubscription: 'deny',
  AdminAuditEntry: 'deny',
  AdminEbayInfo: 'deny',
  AdminShopifyInfo: 'deny',
  AdminOnbuyInfo: 'deny',
  AdminEbayDebugResult: 'deny',
  AdminSupportTicket: 'deny',
  AdminSupportTicketAttachment: 'deny',
  // AI recommendations (issue 12): they spend credits, so sessions only.
  RecommendItemSpecificsSuccess: 'deny',
  RecommendedItemSpecific: 'deny',
};
