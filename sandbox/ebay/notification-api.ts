// The Notification API's config, destination and subscription calls (commerce_notification_v1_oas3.json),
// with the error ids and texts of its x-response-codes.
import express, { type Response, type Router } from 'express';
import { SCOPES, requireToken, userOf } from './auth.ts';
import { type EbayError, ebayErrors, sendErrors } from './errors.ts';
import { challengeEndpoint } from './notifications.ts';
import type { EbaySandboxState, NotificationDestination, NotificationSubscription } from './state.ts';
import { isObj } from './validate.ts';

const BASE = '/commerce/notification/v1';
const NOTIFICATION_SUBSCRIPTION = `${SCOPES.base}/commerce.notification.subscription`;

/** The topics the sandbox publishes: who subscribes (an app or a user token), with which scope, in which schema versions. */
export const TOPICS: Record<string, { scope: 'APPLICATION' | 'USER'; authorizationScopes: string[]; schemaVersions: string[] }> = {
  MARKETPLACE_ACCOUNT_DELETION: { scope: 'APPLICATION', authorizationScopes: [SCOPES.base], schemaVersions: ['1.0'] },
  ORDER_CONFIRMATION: { scope: 'USER', authorizationScopes: [SCOPES.fulfillment], schemaVersions: ['1.0'] },
};

const err = (errorId: number, message: string, category: EbayError['category'] = 'REQUEST'): EbayError => ({
  errorId,
  domain: 'API_NOTIFICATION',
  category,
  message,
});
/** The OAS's x-response-codes, by name. */
export const notificationErrors = {
  invalidLimit: () => err(195004, 'Invalid limit. Supported ranges 10 - 100.'),
  invalidContinuation: () => err(195005, 'Invalid continuation token.'),
  invalidSubscriptionStatus: () => err(195006, 'Invalid or missing subscription status.'),
  invalidDestinationId: () => err(195007, 'Invalid or missing destination id.'),
  invalidSchemaVersion: () => err(195008, 'Invalid or missing schema version. Please refer to /topic/{topic_id} for supported schema versions.'),
  invalidFormat: () => err(195009, 'Specified format is not supported for the topic.'),
  invalidProtocol: () => err(195010, 'Invalid or missing protocol'),
  notAuthorizedForTopic: () => err(195011, 'Not authorized for this topic.'),
  subscriptionExists: () => err(195012, 'Subscription already exists'),
  subscriptionNotFound: () => err(195013, 'The subscription id does not exist.'),
  destinationNotEnabled: () => err(195015, 'The subscription cannot be enabled since the destination is not enabled.'),
  invalidName: () => err(195016, 'Invalid name. Markups or lengths greater than 64 not supported'),
  invalidEndpoint: () => err(195017, 'Invalid or missing endpoint.'),
  invalidDestinationStatus: () => err(195018, 'Invalid or missing destination status. Supported values:[ENABLED,DISABLED]'),
  invalidVerificationToken: () => err(195019, 'Invalid or missing verification token for this endpoint.'),
  destinationNotFound: () => err(195022, 'Invalid or missing destination id.'),
  challengeFailed: () => err(195020, 'Challenge verification failed for requested endpoint'),
  destinationExists: () => err(195021, 'Destination exists for this endpoint'),
  configMissing: () => err(195003, 'Please provide configurations required for notifications. Refer to /config'),
  configNotFound: () => err(195026, 'Configuration Not Found.', 'APPLICATION'),
  invalidTopic: () => err(195027, 'Invalid or missing topic id.'),
  invalidAlertEmail: () => err(195025, 'Invalid or missing email.'),
};

const fail = (res: Response, status: number, e: EbayError) => sendErrors(res, status, [e]);

/** getDestinations / getSubscriptions paging: limit 10–100 (default 20), continuation_token = the offset eBay hands back in `next`. */
function page(req: express.Request, res: Response): { limit: number; offset: number } | null {
  const limit = req.query.limit === undefined ? 20 : Number(req.query.limit);
  if (!Number.isInteger(limit) || limit < 10 || limit > 100) {
    fail(res, 400, notificationErrors.invalidLimit());
    return null;
  }
  const token = req.query.continuation_token;
  const offset = token === undefined ? 0 : Number(Buffer.from(String(token), 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0) {
    fail(res, 400, notificationErrors.invalidContinuation());
    return null;
  }
  return { limit, offset };
}

function paged<T>(state: EbaySandboxState, path: string, all: T[], p: { limit: number; offset: number }, key: string) {
  const href = (off: number) =>
    `${state.baseUrl}${BASE}/${path}?limit=${p.limit}${off ? `&continuation_token=${Buffer.from(String(off)).toString('base64url')}` : ''}`;
  return {
    href: href(p.offset),
    limit: p.limit,
    total: all.length,
    ...(p.offset + p.limit < all.length ? { next: href(p.offset + p.limit) } : {}),
    [key]: all.slice(p.offset, p.offset + p.limit),
  };
}

const destinationView = (d: NotificationDestination) => ({ destinationId: d.destinationId, name: d.name, status: d.status, deliveryConfig: d.deliveryConfig });
const subscriptionView = ({ userId: _u, ...s }: NotificationSubscription) => s;

export function notificationApiRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  // An application token or any user token; each call narrows it below.
  r.use(BASE, requireToken(state, SCOPES.base, true));
  const appToken = (res: Response) => !res.locals.user;
  const body = (req: express.Request) => (isObj(req.body) ? req.body : {});
  // The alert config and the destinations are the application's: eBay takes them with the app token (client credentials) only.
  r.use([`${BASE}/config`, `${BASE}/destination`], (_req, res, next) => (appToken(res) ? next() : sendErrors(res, 403, [ebayErrors.insufficientScope()])));

  r.get(`${BASE}/config`, (_req, res) => {
    if (!state.notificationConfig.alertEmail) return fail(res, 404, notificationErrors.configNotFound());
    res.json({ alertEmail: state.notificationConfig.alertEmail });
  });
  r.put(`${BASE}/config`, (req, res) => {
    const email = body(req).alertEmail;
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)) return fail(res, 400, notificationErrors.invalidAlertEmail());
    state.notificationConfig.alertEmail = email;
    res.status(204).end();
  });

  r.get(`${BASE}/destination`, (req, res) => {
    const p = page(req, res);
    if (p) res.json(paged(state, 'destination', [...state.destinations.values()].map(destinationView), p, 'destinations'));
  });
  r.get(`${BASE}/destination/:id`, (req, res) => {
    const d = state.destinations.get(req.params.id);
    if (!d) return fail(res, 404, notificationErrors.destinationNotFound());
    res.json(destinationView(d));
  });
  r.post(`${BASE}/destination`, async (req, res) => {
    const b = body(req);
    const dc = isObj(b.deliveryConfig) ? b.deliveryConfig : {};
    const name = typeof b.name === 'string' ? b.name : '';
    if (name.length > 64 || /[<>]/.test(name)) return fail(res, 400, notificationErrors.invalidName());
    const endpoint = typeof dc.endpoint === 'string' ? dc.endpoint : '';
    if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) return fail(res, 400, notificationErrors.invalidEndpoint());
    const token = typeof dc.verificationToken === 'string' ? dc.verificationToken : '';
    if (!/^[A-Za-z0-9_-]{32,80}$/.test(token)) return fail(res, 400, notificationErrors.invalidVerificationToken());
    if (b.status !== 'ENABLED' && b.status !== 'DISABLED') return fail(res, 400, notificationErrors.invalidDestinationStatus());
    if (!state.notificationConfig.alertEmail) return fail(res, 409, notificationErrors.configMissing());
    const exists = () => [...state.destinations.values()].some((d) => d.deliveryConfig.endpoint === endpoint);
    if (exists()) return fail(res, 409, notificationErrors.destinationExists());
    // eBay registers the endpoint only once it answers the challenge with this token.
    if (!(await challengeEndpoint(endpoint, token)).ok) return fail(res, 409, notificationErrors.challengeFailed());
    // Two creates of one endpoint at once: the second to finish its challenge is refused like eBay's.
    if (exists()) return fail(res, 409, notificationErrors.destinationExists());
    const d: NotificationDestination = {
      destinationId: `dest-${state.seq('destination')}`,
      name,
      status: b.status as NotificationDestination['status'],
      deliveryConfig: { endpoint, verificationToken: token },
    };
    state.destinations.set(d.destinationId, d);
    res.status(201).setHeader('Location', `${state.baseUrl}${BASE}/destination/${d.destinationId}`).json({});
  });

  // Subscriptions: a user topic with the seller's token (commerce.notification.subscription), an application topic with the app token.
  const owner = (res: Response): string | null => (appToken(res) ? null : userOf(res).userId);
  const mine = (res: Response) => [...state.subscriptions.values()].filter((s) => s.userId === owner(res));
  const scopesOf = (req: express.Request) => state.accessTokens.get(String(req.header('authorization') ?? '').replace(/^Bearer\s+/i, ''))?.scopes ?? [];
  // Writes with a seller's token need commerce.notification.subscription (eBay's 1100 otherwise).
  const writer = (req: express.Request, res: Response) => {
    if (appToken(res) || scopesOf(req).includes(NOTIFICATION_SUBSCRIPTION)) return true;
    sendErrors(res, 403, [ebayErrors.insufficientScope()]);
    return false;
  };

  r.get(`${BASE}/subscription`, (req, res) => {
    const p = page(req, res);
    if (p) res.json(paged(state, 'subscription', mine(res).map(subscriptionView), p, 'subscriptions'));
  });
  r.get(`${BASE}/subscription/:id`, (req, res) => {
    const s = mine(res).find((x) => x.subscriptionId === req.params.id);
    if (!s) return fail(res, 404, notificationErrors.subscriptionNotFound());
    res.json(subscriptionView(s));
  });
  r.post(`${BASE}/subscription`, (req, res) => {
    if (!writer(req, res)) return;
    const b = body(req);
    const topic = typeof b.topicId === 'string' ? TOPICS[b.topicId] : undefined;
    if (!topic) return fail(res, 400, notificationErrors.invalidTopic());
    if (b.status !== 'ENABLED' && b.status !== 'DISABLED') return fail(res, 400, notificationErrors.invalidSubscriptionStatus());
    const payload = isObj(b.payload) ? b.payload : {};
    if (typeof payload.schemaVersion !== 'string' || !topic.schemaVersions.includes(payload.schemaVersion))
      return fail(res, 400, notificationErrors.invalidSchemaVersion());
    if (payload.format !== 'JSON') return fail(res, 400, notificationErrors.invalidFormat());
    if (payload.deliveryProtocol !== 'HTTPS') return fail(res, 400, notificationErrors.invalidProtocol());
    const destination = typeof b.destinationId === 'string' ? state.destinations.get(b.destinationId) : undefined;
    if (!destination) return fail(res, 400, notificationErrors.invalidDestinationId());
    // A user topic needs the seller's token with the topic's scopes; an application topic the app token.
    const authorised = topic.scope === 'USER' ? !appToken(res) && topic.authorizationScopes.every((s) => scopesOf(req).includes(s)) : appToken(res);
    if (!authorised) return fail(res, 403, notificationErrors.notAuthorizedForTopic());
    // One subscription per application (or seller) and topic.
    if (mine(res).some((s) => s.topicId === b.topicId)) return fail(res, 409, notificationErrors.subscriptionExists());
    if (b.status === 'ENABLED' && destination.status !== 'ENABLED') return fail(res, 409, notificationErrors.destinationNotEnabled());
    const s: NotificationSubscription = {
      subscriptionId: `sub-${state.seq('subscription')}`,
      topicId: b.topicId as string,
      destinationId: destination.destinationId,
      status: b.status as NotificationSubscription['status'],
      payload: { format: 'JSON', schemaVersion: String(payload.schemaVersion), deliveryProtocol: 'HTTPS' },
      creationDate: new Date(state.clock.now()).toISOString(),
      userId: owner(res),
    };
    state.subscriptions.set(s.subscriptionId, s);
    res.status(201).setHeader('Location', `${state.baseUrl}${BASE}/subscription/${s.subscriptionId}`).json({});
  });
  r.delete(`${BASE}/subscription/:id`, (req, res) => {
    if (!writer(req, res)) return;
    const s = mine(res).find((x) => x.subscriptionId === req.params.id);
    if (!s) return fail(res, 404, notificationErrors.subscriptionNotFound());
    state.subscriptions.delete(s.subscriptionId);
    res.status(204).end();
  });
  return r;
}
