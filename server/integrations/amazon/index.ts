// The Amazon SP-API client ListBridge uses: a thin typed layer over fetch (api-notes §0.1: the
// SDKs either hard-code Amazon's hosts or fight a custom base URL). It knows only the base URLs
// and credentials in AmazonConfig.
import * as catalog from './catalog.ts';
import type { AmazonConfig } from './config.ts';
import { buildConsentUrl } from './consent.ts';
import * as fees from './fees.ts';
import { SpApiSession, type TokenCache } from './http.ts';
import * as inventory from './inventory.ts';
import * as listings from './listings.ts';
import { exchangeAuthorizationCode, type LwaTokens } from './lwa.ts';
import * as mcf from './mcf.ts';
import * as notifications from './notifications.ts';
import * as reports from './reports.ts';
import * as sellers from './sellers.ts';

export { AmazonApiError } from './errors.ts';
export { amazonConfigFromEnv, type AmazonConfig, type AmazonEnv } from './config.ts';
export { openReportDocument, reportRows } from './reports.ts';
export { shippedPackages } from './mcf.ts';
export type { LwaTokens } from './lwa.ts';
export type * from './catalog.ts';
export type * from './fees.ts';
export type * from './inventory.ts';
export type * from './listings.ts';
export type * from './mcf.ts';
export type { Destination, Subscription } from './notifications.ts';
export type * from './reports.ts';
export type * from './sellers.ts';

export function createAmazonClient(config: AmazonConfig) {
  const tokens: TokenCache = new Map();
  const grantless = new notifications.GrantlessSession(config, 'sellingpartnerapi::notifications');
  return {
    config,
    /** Seller Central consent URL for the website authorization workflow. */
    consentUrl: (state: string, opts?: { redirectUri?: string; beta?: boolean }) => buildConsentUrl(config, state, opts),
    /** Exchanges the consent page's spapi_oauth_code for the seller's tokens (store the refresh token). */
    exchangeCode: (code: string, redirectUri?: string): Promise<LwaTokens> => exchangeAuthorizationCode(config, code, redirectUri),
    /** The application's notification destinations (grantless). */
    createDestination: (name: string, sqsArn: string) => notifications.createDestination(grantless, name, sqsArn),
    getDestinations: () => notifications.getDestinations(grantless),
    /** Every SP-API operation, for the seller whose refresh token is given. */
    forSeller(refreshToken: string) {
      const api = new SpApiSession(config, refreshToken, tokens);
      return {
        getMarketplaceParticipations: () => sellers.getMarketplaceParticipations(api),
        createReport: (spec: reports.CreateReportSpecification) => reports.createReport(api, spec),
        getReport: (reportId: string) => reports.getReport(api, reportId),
        getReports: (query: reports.GetReportsQuery) => reports.getReports(api, query),
        cancelReport: (reportId: string) => reports.cancelReport(api, reportId),
        getReportDocument: (reportDocumentId: string) => reports.getReportDocument(api, reportDocumentId),
        getInventorySummaries: (q: inventory.InventorySummariesQuery) => inventory.getInventorySummaries(api, q),
        allInventorySummaries: (q: Omit<inventory.InventorySummariesQuery, 'nextToken'>) => inventory.allInventorySummaries(api, q),
        searchListingsItems: (q: listings.ListingsSearchQuery) => listings.searchListingsItems(api, q),
        allChangedListings: (q: Omit<listings.ListingsSearchQuery, 'pageToken'>) => listings.allChangedListings(api, q),
        getCatalogItem: (asin: string, q: Parameters<typeof catalog.getCatalogItem>[2]) => catalog.getCatalogItem(api, asin, q),
        searchCatalogItemsByIdentifiers: (q: Parameters<typeof catalog.searchCatalogItemsByIdentifiers>[1]) => catalog.searchCatalogItemsByIdentifiers(api, q),
        searchCatalogItemsByKeywords: (q: Parameters<typeof catalog.searchCatalogItemsByKeywords>[1]) => catalog.searchCatalogItemsByKeywords(api, q),
        getMyFeesEstimateForSku: (sku: string, r: fees.FeesEstimateRequest) => fees.getMyFeesEstimateForSku(api, sku, r),
        getMyFeesEstimateForAsin: (asin: string, r: fees.FeesEstimateRequest) => fees.getMyFeesEstimateForAsin(api, asin, r),
        getMyFeesEstimates: (requests: Parameters<typeof fees.getMyFeesEstimates>[1]) => fees.getMyFeesEstimates(api, requests),
        getFulfillmentPreview: (req: Parameters<typeof mcf.getFulfillmentPreview>[1]) => mcf.getFulfillmentPreview(api, req),
        createFulfillmentOrder: (req: mcf.CreateFulfillmentOrderRequest) => mcf.createFulfillmentOrder(api, req),
        getFulfillmentOrder: (id: string) => mcf.getFulfillmentOrder(api, id),
        listAllFulfillmentOrders: (queryStartDate?: string) => mcf.listAllFulfillmentOrders(api, queryStartDate),
        cancelFulfillmentOrder: (id: string) => mcf.cancelFulfillmentOrder(api, id),
        createSubscription: (notificationType: string, destinationId: string) => notifications.createSubscription(api, notificationType, destinationId),
        getSubscription: (notificationType: string) => notifications.getSubscription(api, notificationType),
        getPackageTrackingDetails: (packageNumber: number) => mcf.getPackageTrackingDetails(api, packageNumber),
        /** A valid access token (cached, refreshed shortly before expiry). */
        accessToken: () => api.accessToken(),
      };
    },
  };
}

export type AmazonClient = ReturnType<typeof createAmazonClient>;
export type AmazonSellerApi = ReturnType<AmazonClient['forSeller']>;
