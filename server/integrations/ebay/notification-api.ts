// Notification API calls (commerce_notification_v1_oas3.json): the app's alert config and
// destinations (application token), and subscriptions (a seller's token for a user topic such as
// ORDER_CONFIRMATION). Its ids come back in the Location header of the 201s.
import type { EbayHttp } from './http.ts';

const BASE = '/commerce/notification/v1';

/** The Notification API's own error ids that callers decide on. */
export const EBAY_NOTIFICATION_ERRORS = {
  configMissing: 195003,
  subscriptionExists: 195012,
  subscriptionNotFound: 195013,
  destinationExists: 195021,
} as const;

export interface EbayDestination {
  destinationId: string;
  name?: string;
  status: 'ENABLED' | 'DISABLED' | 'MARKED_DOWN';
  deliveryConfig?: { endpoint?: string; verificationToken?: string };
}

export interface EbaySubscription {
  subscriptionId: string;
  topicId: string;
  destinationId?: string;
  status: 'ENABLED' | 'DISABLED';
  payload?: { format: string; schemaVersion: string; deliveryProtocol: string };
}

const idFromLocation = (location: string | null) => decodeURIComponent((location ?? '').split('/').pop() ?? '');

/** Follows `next` (continuation_token) pages of a Notification API list. */
async function all<T>(http: EbayHttp, path: string, key: string, operation: string): Promise<T[]> {
  const out: T[] = [];
  let token: string | undefined;
  for (let i = 0; i < 100; i++) {
    const r = await http.request<Record<string, unknown>>({
      method: 'GET',
      path: `${BASE}/${path}`,
      query: { limit: 100, continuation_token: token },
      operation,
    });
    out.push(...((r.body?.[key] as T[] | undefined) ?? []));
    const next = typeof r.body?.next === 'string' ? new URL(r.body.next, 'http://x').searchParams.get('continuation_token') : null;
    if (!next) break;
    token = next;
  }
  return out;
}

export function notificationApi(http: EbayHttp) {
  return {
    /** The e-mail eBay writes to when a destination stops answering; eBay creates no destination before it is set. */
    async updateConfig(alertEmail: string): Promise<void> {
      await http.request({ method: 'PUT', path: `${BASE}/config`, body: { alertEmail }, operation: 'updateConfig', idempotent: true });
    },
    getDestinations: () => all<EbayDestination>(http, 'destination', 'destinations', 'getDestinations'),
    /** eBay first checks the endpoint with a challenge GET answered with `verificationToken`; returns the new id. */
    async createDestination(input: { name: string; endpoint: string; verificationToken: string }): Promise<string> {
      const r = await http.request({
        method: 'POST',
        path: `${BASE}/destination`,
        body: { name: input.name, status: 'ENABLED', deliveryConfig: { endpoint: input.endpoint, verificationToken: input.verificationToken } },
        operation: 'createDestination',
      });
      return idFromLocation(r.headers.get('location'));
    },
    /** The caller's subscriptions: a seller's with their token, the application's with the app token. */
    getSubscriptions: () => all<EbaySubscription>(http, 'subscription', 'subscriptions', 'getSubscriptions'),
    async createSubscription(input: { topicId: string; destinationId: string; schemaVersion: string }): Promise<string> {
      const r = await http.request({
        method: 'POST',
        path: `${BASE}/subscription`,
        body: {
          topicId: input.topicId,
          status: 'ENABLED',
          destinationId: input.destinationId,
          payload: { format: 'JSON', schemaVersion: input.schemaVersion, deliveryProtocol: 'HTTPS' },
        },
        operation: 'createSubscription',
      });
      return idFromLocation(r.headers.get('location'));
    },
    async deleteSubscription(subscriptionId: string): Promise<void> {
      await http.request({ method: 'DELETE', path: `${BASE}/subscription/${encodeURIComponent(subscriptionId)}`, operation: 'deleteSubscription' });
    },
  };
}

export type EbayNotificationApi = ReturnType<typeof notificationApi>;
