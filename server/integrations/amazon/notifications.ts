// Notifications API v1: the application's destination (an SQS queue, by its ARN; grantless, with a
// client_credentials token of scope sellingpartnerapi::notifications) and a seller's subscription
// to a notification type there. Amazon answers 409 Conflict to a destination or subscription that
// already exists; callers then read the existing one.
import type { AmazonConfig } from './config.ts';
import { SpApiSession, type TokenCache } from './http.ts';
import { grantlessAccessToken } from './lwa.ts';

export interface Destination {
  destinationId: string;
  name: string;
  resource: { sqs?: { arn: string } };
}
export interface Subscription {
  subscriptionId: string;
  payloadVersion: string;
  destinationId: string;
}

/** A session for the application's own (grantless) operations: its token comes from client_credentials. */
export class GrantlessSession extends SpApiSession {
  private cached: { accessToken: string; expiresAt: number } | null = null;
  constructor(
    config: AmazonConfig,
    private readonly scope: string,
  ) {
    super(config, `grantless:${scope}`, new Map() as TokenCache);
  }
  override async accessToken(): Promise<string> {
    if (this.cached && this.cached.expiresAt - 60_000 > Date.now()) return this.cached.accessToken;
    this.cached = await grantlessAccessToken(this.config, this.scope);
    return this.cached.accessToken;
  }
}

export async function createDestination(api: GrantlessSession, name: string, arn: string): Promise<Destination> {
  const r = await api.call<{ payload: Destination }>('createDestination', 'POST', '/notifications/v1/destinations', {
    body: { name, resourceSpecification: { sqs: { arn } } },
  });
  return r.payload;
}

export async function getDestinations(api: GrantlessSession): Promise<Destination[]> {
  const r = await api.call<{ payload?: Destination[] }>('getDestinations', 'GET', '/notifications/v1/destinations');
  return r.payload ?? [];
}

export async function createSubscription(api: SpApiSession, notificationType: string, destinationId: string): Promise<Subscription> {
  const r = await api.call<{ payload: Subscription }>('createSubscription', 'POST', `/notifications/v1/subscriptions/${encodeURIComponent(notificationType)}`, {
    body: { payloadVersion: '1.0', destinationId },
  });
  return r.payload;
}

export async function getSubscription(api: SpApiSession, notificationType: string): Promise<Subscription> {
  const r = await api.call<{ payload: Subscription }>('getSubscription', 'GET', `/notifications/v1/subscriptions/${encodeURIComponent(notificationType)}`);
  return r.payload;
}
