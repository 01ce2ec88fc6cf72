// eBay's Trading API (XML over POST /ws/api.dll), used only where REST has no equivalent
// (api-notes §2): the seller's OAuth user token goes in X-EBAY-API-IAF-TOKEN; the answer's Ack is
// Success, Warning or Failure with Errors{ShortMessage, LongMessage, ErrorCode, SeverityCode}.
import { EbayApiError } from './errors.ts';
import { ebayTransport, type EbayHttp } from './http.ts';
import { EbayReauthorizationNeeded, isDeadRefreshToken } from './reauth.ts';
import { parseXml, toXml, xmlList, xmlText, type XmlInput, type XmlNode } from './xml.ts';

export const TRADING_NS = 'urn:ebay:apis:eBLBaseComponents';
/** The schema version ListBridge's requests are written against. */
export const TRADING_COMPATIBILITY_LEVEL = '1271';
/** Trading's "IAF token supplied is invalid" / "Expired IAF token": refresh the token once. */
const TOKEN_ERROR_CODES = new Set(['21916984', '21917053']);

export interface TradingError {
  shortMessage: string;
  longMessage: string;
  errorCode: string;
  severityCode: string;
}

export interface TradingResult {
  call: string;
  ack: 'Success' | 'Warning' | 'Failure' | 'PartialFailure';
  /** The answer as eBay sent it. */
  xml: string;
  /** The answer's root element, parsed. */
  body: XmlNode;
  errors: TradingError[];
}

/** A Trading answer with Ack Failure, as an error (message: the first ShortMessage). */
export class EbayTradingError extends EbayApiError {
  constructor(readonly result: TradingResult) {
    const first = result.errors[0];
    super(first?.longMessage || first?.shortMessage || `eBay ${result.call} failed`, 400, [], undefined, result.call);
  }
}

function errorsOf(body: XmlNode): TradingError[] {
  return xmlList(body.Errors).map((e) => {
    const n = (typeof e === 'object' && !Array.isArray(e) ? e : {}) as XmlNode;
    return {
      shortMessage: xmlText(n.ShortMessage) ?? '',
      longMessage: xmlText(n.LongMessage) ?? '',
      errorCode: xmlText(n.ErrorCode) ?? '',
      severityCode: xmlText(n.SeverityCode) ?? '',
    };
  });
}

export interface TradingRequestOptions {
  /** X-EBAY-API-SITEID: the seller's site (UK = 3); default 0 (US). */
  siteId?: number;
}

export function tradingApi(http: EbayHttp) {
  const send = async (call: string, xml: string, token: string, siteId: number) =>
    ebayTransport(http.opts).send({
      operation: call,
      method: 'POST',
      url: new URL('/ws/api.dll', http.cfg.apiUrl),
      // Trading's Get… calls only read; a revision is not sent twice blindly.
      idempotent: call.startsWith('Get'),
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        'x-ebay-api-call-name': call,
        'x-ebay-api-siteid': String(siteId),
        'x-ebay-api-compatibility-level': TRADING_COMPATIBILITY_LEVEL,
        'x-ebay-api-iaf-token': token,
      },
      body: xml,
    });
  const token = async (get: () => Promise<string>, call: string) => {
    try {
      return await get();
    } catch (err) {
      if (isDeadRefreshToken(err)) throw new EbayReauthorizationNeeded(err, call);
      throw err;
    }
  };

  /**
   * One Trading call. Answers the result whatever its Ack (callers that need success use
   * `ensureSuccess`); an HTTP failure or an answer that is not XML throws EbayApiError.
   */
  async function call(callName: string, request: { [name: string]: XmlInput } = {}, opts: TradingRequestOptions = {}): Promise<TradingResult> {
    const xml = toXml(`${callName}Request`, request, TRADING_NS);
    let refreshed = false;
    let t = await token(() => http.tokens.getAccessToken(), callName);
    for (;;) {
      const res = await send(callName, xml, t, opts.siteId ?? 0);
      const text = res.text;
      let doc: XmlNode;
      try {
        doc = parseXml(text);
      } catch {
        throw EbayApiError.fromResponse(res.status, text, callName);
      }
      const body = (Object.values(doc)[0] ?? {}) as XmlNode;
      const result: TradingResult = {
        call: callName,
        ack: (xmlText(body.Ack) ?? 'Failure') as TradingResult['ack'],
        xml: text,
        body: typeof body === 'object' ? body : {},
        errors: typeof body === 'object' ? errorsOf(body) : [],
      };
      if (!refreshed && result.ack === 'Failure' && result.errors.some((e) => TOKEN_ERROR_CODES.has(e.errorCode))) {
        refreshed = true;
        t = await token(() => http.tokens.refresh(), callName);
        continue;
      }
      if (!res.ok && result.errors.length === 0) throw EbayApiError.fromResponse(res.status, text, callName);
      return result;
    }
  }

  return {
    call,
    getUser: (opts?: TradingRequestOptions) => call('GetUser', { DetailLevel: 'ReturnAll' }, opts),
    getAccount: (opts?: TradingRequestOptions) => call('GetAccount', { AccountHistorySelection: 'LastInvoice' }, opts),
    getItem: (itemId: string, opts?: TradingRequestOptions) => call('GetItem', { ItemID: itemId, DetailLevel: 'ReturnAll' }, opts),
    /** The seller's transactions (sales) of the last `days` days (eBay allows up to 30). */
    getSellerTransactions: (days = 30, opts?: TradingRequestOptions) =>
      call('GetSellerTransactions', { NumberOfDays: Math.min(30, Math.max(1, days)), Pagination: { EntriesPerPage: 200, PageNumber: 1 } }, opts),
    /** Quantity and/or price of up to 4 listings (by ItemID or SKU) in one call. */
    reviseInventoryStatus: (items: { itemId?: string; sku?: string; quantity?: number; startPrice?: number }[], opts?: TradingRequestOptions) => {
      if (items.length < 1 || items.length > 4) throw new RangeError('ReviseInventoryStatus takes 1 to 4 items');
      return call(
        'ReviseInventoryStatus',
        { InventoryStatus: items.map((i) => ({ ItemID: i.itemId, SKU: i.sku, Quantity: i.quantity, StartPrice: i.startPrice })) },
        opts,
      );
    },
  };
}

/** The result, or EbayTradingError when eBay answered Ack Failure. */
export function ensureSuccess(r: TradingResult): TradingResult {
  if (r.ack === 'Failure') throw new EbayTradingError(r);
  return r;
}

export type EbayTradingApi = ReturnType<typeof tradingApi>;
