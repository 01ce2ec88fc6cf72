// eBay's Trading API (XML): POST /ws/api.dll with X-EBAY-API-CALL-NAME, -SITEID,
// -COMPATIBILITY-LEVEL and the OAuth user token in X-EBAY-API-IAF-TOKEN; the body is
// <{Call}Request xmlns="urn:ebay:apis:eBLBaseComponents">. Answers (HTTP 200, as eBay does) carry
// Timestamp, Ack (Success | Warning | Failure), Version, Build and, on failure,
// Errors{ShortMessage, LongMessage, ErrorCode, SeverityCode, ErrorClassification}.
// Served over the seller's REST state: GetUser, GetAccount, GetItem, GetSellerTransactions,
// GetMyeBaySelling, ReviseInventoryStatus (1–4 items; listings made with the Inventory API are
// refused, as eBay documents; legacy listings come from POST /__sandbox/legacy-listings).
import express, { type Router } from 'express';
import { parseXml, toXml, xmlList, xmlText, type XmlInput, type XmlNode, type XmlValue } from '../../server/integrations/ebay/xml.ts';
import type { EbaySandboxState, EbayUser, LegacyListing, OfferRecord } from './state.ts';
import { isObj } from './validate.ts';

const NS = 'urn:ebay:apis:eBLBaseComponents';
const VERSION = '1271';
const SITE_CODES: Record<number, string> = { 0: 'US', 2: 'Canada', 3: 'UK', 77: 'Germany' };
const SITE_CURRENCY: Record<number, string> = { 0: 'USD', 2: 'CAD', 3: 'GBP', 77: 'EUR' };

interface TradingErr {
  ShortMessage: string;
  LongMessage: string;
  ErrorCode: string;
  SeverityCode: 'Error' | 'Warning';
  ErrorClassification: 'RequestError' | 'SystemError';
}

const err = (code: string, short: string, long = short): TradingErr => ({
  ShortMessage: short,
  LongMessage: long,
  ErrorCode: code,
  SeverityCode: 'Error',
  ErrorClassification: 'RequestError',
});

export const tradingErrors = {
  invalidToken: () => err('21916984', 'Invalid IAF token.', 'IAF token supplied is invalid.'),
  unsupportedCall: (call: string) => err('2', 'Unsupported API call.', `The API call "${call}" is invalid or not supported in this release.`),
  parse: () => err('5', 'XML Parse error.', 'XML Error Text: "The request is not well-formed XML."'),
  inputInvalid: (tag: string) => err('37', 'Input data is invalid.', `Input data for tag <${tag}> is invalid or missing. Please check API documentation.`),
  itemNotFound: (itemId: string) =>
    err(
      '17',
      'This item cannot be accessed because the listing has been deleted, is a Half.com listing, or you are not the seller.',
      `Item "${itemId}" is invalid, not activated, or no longer in our database, or you are not the seller.`,
    ),
  inventoryApiListing: (itemId: string) =>
    err(
      '21919474',
      'Inventory-based listing management is not currently supported by this tool.',
      `Item ${itemId} was listed with the Inventory API; revise it with the Inventory API (a listing created with the Inventory API cannot be revised with the Trading API).`,
    ),
};

type Handler = (ctx: { state: EbaySandboxState; user: EbayUser; req: XmlNode; siteId: number }) => { [name: string]: XmlInput } | TradingErr[];

const money = (value: number | string, currency: string) => ({ '@currencyID': currency, '#text': Number(value).toFixed(2) });

function offerItem(state: EbaySandboxState, user: EbayUser, o: OfferRecord): { [name: string]: XmlInput } {
  const inv = user.inventory.get(String(o.body.sku))?.body ?? {};
  const product = isObj(inv.product) ? inv.product : {};
  const price = isObj(o.body.pricingSummary) && isObj(o.body.pricingSummary.price) ? o.body.pricingSummary.price : {};
  const currency = String(price.currency ?? 'GBP');
  const ship = isObj(inv.availability) && isObj(inv.availability.shipToLocationAvailability) ? inv.availability.shipToLocationAvailability : {};
  const quantity = Number(o.body.availableQuantity ?? ship.quantity ?? 0);
  const listingId = o.listing!.listingId;
  return {
    ItemID: listingId,
    SKU: String(o.body.sku),
    Title: String(product.title ?? ''),
    Currency: currency,
    Quantity: quantity + (o.listing?.soldQuantity ?? 0),
    ListingType: 'FixedPriceItem',
    ListingDuration: String(o.body.listingDuration ?? 'GTC'),
    PrimaryCategory: { CategoryID: String(o.body.categoryId ?? '') },
    PictureDetails: Array.isArray(product.imageUrls) ? { PictureURL: product.imageUrls.map(String) } : undefined,
    ListingDetails: { ViewItemURL: `${state.baseUrl}/itm/${listingId}` },
    Seller: { UserID: user.username },
    SellingStatus: {
      CurrentPrice: money(String(price.value ?? '0'), currency),
      QuantitySold: o.listing?.soldQuantity ?? 0,
      ListingStatus: o.listing?.listingStatus === 'ACTIVE' ? 'Active' : 'Completed',
    },
  };
}

function legacyItem(state: EbaySandboxState, user: EbayUser, l: LegacyListing): { [name: string]: XmlInput } {
  return {
    ItemID: l.listingId,
    SKU: l.skus[0],
    Title: l.title,
    Currency: l.price.currency,
    Quantity: l.quantity + l.quantitySold,
    ListingType: 'FixedPriceItem',
    ListingDuration: 'GTC',
    ListingDetails: { StartTime: l.startTime, ViewItemURL: `${state.baseUrl}/itm/${l.listingId}` },
    Seller: { UserID: user.username },
    SellingStatus: { CurrentPrice: money(Number(l.price.value), l.price.currency), QuantitySold: l.quantitySold, ListingStatus: 'Active' },
  };
}

/** The seller's Trading listings not yet moved to the Inventory API. */
const legacyOf = (user: EbayUser) => [...user.legacyListings.values()].filter((l) => !l.migrated);

const liveOffers = (user: EbayUser) => [...user.offers.values()].filter((o) => o.listing);

const handlers: Record<string, Handler> = {
  GetUser: ({ user, siteId }) => ({
    User: {
      UserID: user.username,
      EIASToken: user.eiasToken,
      Email: 'Invalid Request',
      FeedbackScore: 0,
      RegistrationDate: '2019-03-01T09:00:00.000Z',
      Site: SITE_CODES[siteId] ?? 'US',
      Status: 'Confirmed',
      UserIDChanged: false,
      SellerInfo: { AllowPaymentEdit: true, QualifiesForB2BVAT: false, StoreOwner: false, SellerBusinessType: 'Commercial' },
      BusinessRole: 'FullMarketPlaceParticipant',
    },
  }),
  GetAccount: ({ user, siteId }) => {
    const currency = SITE_CURRENCY[siteId] ?? 'GBP';
    // eBay's final value fee on each paid order (12.8% here), charged to the seller's account.
    const entries = user.orders.map((o, i) => {
      const total = Number((o.pricingSummary as { total?: { value?: string } } | undefined)?.total?.value ?? 0);
      return {
        AccountDetailsEntryType: 'FeeFinalValue',
        Description: 'Final Value Fee',
        Date: o.creationDate,
        GrossDetailAmount: money(total * 0.128, currency),
        NetDetailAmount: money(total * 0.128, currency),
        ItemID: String(o.lineItems[0]?.legacyItemId ?? ''),
        OrderLineItemID: String(o.lineItems[0]?.lineItemId ?? ''),
        RefNumber: String(9_000_000 + i),
      };
    });
    const balance = entries.reduce((s, e) => s + Number(e.NetDetailAmount['#text']), 0);
    return {
      AccountID: `E${user.userId.replace(/\D/g, '')}0001`,
      AccountSummary: { AccountState: 'Active', CurrentBalance: money(balance, currency), InvoiceBalance: money(0, currency) },
      Currency: currency,
      AccountEntries: { AccountEntry: entries },
      PaginationResult: { TotalNumberOfPages: 1, TotalNumberOfEntries: entries.length },
      HasMoreEntries: false,
    };
  },
  GetItem: ({ state, user, req }) => {
    const itemId = xmlText(req.ItemID) ?? '';
    if (!itemId) return [tradingErrors.inputInvalid('ItemID')];
    const offer = liveOffers(user).find((o) => o.listing!.listingId === itemId);
    if (offer) return { Item: offerItem(state, user, offer) };
    const legacy = user.legacyListings.get(itemId);
    if (legacy && !legacy.migrated) return { Item: legacyItem(state, user, legacy) };
    return [tradingErrors.itemNotFound(itemId)];
  },
  GetSellerTransactions: ({ user, req, state }) => {
    const days = Number(xmlText(req.NumberOfDays) ?? 30);
    const from = Date.parse(xmlText(req.ModTimeFrom) ?? '') || state.clock.now() - (Number.isFinite(days) ? Math.min(30, days) : 30) * 86_400_000;
    const to = Date.parse(xmlText(req.ModTimeTo) ?? '') || state.clock.now();
    const transactions = user.orders
      .filter((o) => Date.parse(o.lastModifiedDate) >= from && Date.parse(o.lastModifiedDate) <= to)
      .flatMap((o) =>
        o.lineItems.map((li) => {
          const cost = (li.lineItemCost ?? {}) as { value?: string; currency?: string };
          return {
            TransactionID: String(li.lineItemId).slice(-12),
            OrderLineItemID: `${String(li.legacyItemId ?? '')}-${String(li.lineItemId)}`,
            CreatedDate: o.creationDate,
            QuantityPurchased: li.quantity,
            TransactionPrice: money(Number(cost.value ?? 0) / Math.max(1, li.quantity), cost.currency ?? 'GBP'),
            Item: { ItemID: String(li.legacyItemId ?? ''), SKU: li.sku, Title: String(li.title ?? '') },
            Buyer: { UserID: String((o.buyer as { username?: string } | undefined)?.username ?? '') },
            ContainingOrder: { OrderID: o.orderId, OrderStatus: 'Completed' },
          };
        }),
      );
    return {
      PaginationResult: { TotalNumberOfPages: 1, TotalNumberOfEntries: transactions.length },
      HasMoreTransactions: false,
      TransactionsPerPage: 200,
      PageNumber: 1,
      ReturnedTransactionCountActual: transactions.length,
      Seller: { UserID: user.username },
      TransactionArray: transactions.length ? { Transaction: transactions } : undefined,
    };
  },
  GetMyeBaySelling: ({ state, user }) => {
    const items = [
      ...liveOffers(user)
        .filter((o) => o.listing!.listingStatus === 'ACTIVE')
        .map((o) => offerItem(state, user, o)),
    ];
    items.push(...legacyOf(user).map((l) => legacyItem(state, user, l)));
    return {
      ActiveList: { ItemArray: items.length ? { Item: items } : undefined, PaginationResult: { TotalNumberOfPages: 1, TotalNumberOfEntries: items.length } },
    };
  },
  ReviseInventoryStatus: ({ user, req }) => {
    const statuses = xmlList(req.InventoryStatus).map((s) => (typeof s === 'object' && !Array.isArray(s) ? s : {}) as XmlNode);
    if (statuses.length < 1 || statuses.length > 4) return [tradingErrors.inputInvalid('InventoryStatus')];
    // Check every entry first: a refused call changes nothing.
    const plan: { listing: LegacyListing; quantity?: number; price?: number }[] = [];
    const errors: TradingErr[] = [];
    for (const s of statuses) {
      const itemId = xmlText(s.ItemID);
      const sku = xmlText(s.SKU);
      const q = xmlText(s.Quantity);
      const p = xmlText(s.StartPrice);
      const quantity = q === undefined ? undefined : Number(q);
      const price = p === undefined ? undefined : Number(p);
      if ((!itemId && !sku) || (quantity === undefined && price === undefined)) {
        errors.push(tradingErrors.inputInvalid('InventoryStatus'));
        continue;
      }
      if (quantity !== undefined && (!Number.isInteger(quantity) || quantity < 0)) {
        errors.push(tradingErrors.inputInvalid('Quantity'));
        continue;
      }
      if (price !== undefined && !(price > 0)) {
        errors.push(tradingErrors.inputInvalid('StartPrice'));
        continue;
      }
      const listing = legacyOf(user).find((l) => (itemId ? l.listingId === itemId : l.skus.includes(sku ?? '')));
      if (listing) {
        plan.push({ listing, ...(quantity !== undefined ? { quantity } : {}), ...(price !== undefined ? { price } : {}) });
        continue;
      }
      const offer = liveOffers(user).find((o) => (itemId ? o.listing!.listingId === itemId : o.body.sku === sku));
      errors.push(offer ? tradingErrors.inventoryApiListing(offer.listing!.listingId) : tradingErrors.itemNotFound(itemId ?? sku ?? ''));
    }
    if (errors.length) return errors;
    for (const step of plan) {
      if (step.quantity !== undefined) step.listing.quantity = step.quantity;
      if (step.price !== undefined) step.listing.price = { ...step.listing.price, value: step.price.toFixed(2) };
    }
    return {
      InventoryStatus: plan.map(({ listing: l }) => ({
        SKU: l.skus[0],
        Quantity: l.quantity,
        StartPrice: money(Number(l.price.value), l.price.currency),
        ItemID: l.listingId,
      })),
      Fees: plan.map(({ listing: l }) => ({ ItemID: l.listingId, Fee: { Name: 'ListingFee', Fee: money(0, l.price.currency) } })),
    };
  },
};

/** An answer in eBay's envelope; failures too are HTTP 200. */
function answer(res: express.Response, state: EbaySandboxState, call: string, result: { [name: string]: XmlInput } | TradingErr[]) {
  const failed = Array.isArray(result);
  const body: { [name: string]: XmlInput } = {
    Timestamp: new Date(state.clock.now()).toISOString(),
    Ack: failed ? 'Failure' : 'Success',
    ...(failed ? { Errors: result as unknown as XmlInput[] } : {}),
    Version: VERSION,
    Build: `E${VERSION}_CORE_APISELLING_19187371_R1`,
    ...(failed ? {} : result),
  };
  res
    .status(200)
    .type('text/xml; charset=utf-8')
    .send(toXml(`${call || 'Generic'}Response`, body, NS));
}

export function tradingRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.post('/ws/api.dll', express.text({ type: () => true, limit: '5mb' }), (req, res) => {
    const call = req.header('x-ebay-api-call-name') ?? '';
    const handler = Object.hasOwn(handlers, call) ? handlers[call] : undefined;
    if (!handler) return answer(res, state, call, [tradingErrors.unsupportedCall(call)]);
    const token = req.header('x-ebay-api-iaf-token') ?? '';
    const rec = token ? state.accessTokens.get(token) : undefined;
    if (!rec || rec.userId === null || rec.expiresAt <= state.clock.now()) return answer(res, state, call, [tradingErrors.invalidToken()]);
    const user = state.users.get(rec.userId);
    if (!user) return answer(res, state, call, [tradingErrors.invalidToken()]);
    let doc: XmlNode;
    try {
      doc = parseXml(typeof req.body === 'string' ? req.body : '');
    } catch {
      return answer(res, state, call, [tradingErrors.parse()]);
    }
    const root = doc[`${call}Request`] as XmlValue | undefined;
    if (root === undefined || typeof root !== 'object' || Array.isArray(root) || root['@xmlns'] !== NS)
      return answer(res, state, call, [tradingErrors.parse()]);
    const siteId = Number(req.header('x-ebay-api-siteid') ?? 0);
    answer(res, state, call, handler({ state, user, req: root, siteId: Number.isInteger(siteId) ? siteId : 0 }));
  });
  return r;
}
