import { AppError, errorClass } from '../../errors.ts';

// Expected failures of connecting Amazon and the channels.

/** A base for this module's errors: a stable code, the spec's message, an HTTP status. */
export class ConnectionsError extends AppError {}

/** The `state` sent back is unknown, another seller's, used already or expired. */
export class InvalidOAuthStateError extends errorClass(ConnectionsError, 'INVALID_STATE', 'Invalid State', 400) {}

/** The marketplace or eBay site exists only as an inactive record (spec 000 §3). */
export class MarketplaceNotActiveError extends errorClass(ConnectionsError, 'MARKETPLACE_NOT_ACTIVE', (what: string) => `${what} is not available`, 400) {}

/** The product runs without credentials (and without a sandbox) for this service. */
export class IntegrationUnavailableError extends errorClass(
  ConnectionsError,
  'INTEGRATION_UNAVAILABLE',
  (service: string) => `${service} is not configured on this server`,
  503,
) {}

/** The marketplace refused the code exchange or answered nothing usable; its reason is kept. */
export class AuthorizationFailedError extends ConnectionsError {
  constructor(
    readonly service: string,
    readonly reason: string,
    readonly empty = false,
  ) {
    super(empty ? 'AUTHORIZATION_EMPTY' : 'AUTHORIZATION_FAILED', `${service} authorization failed: ${reason}`, 502);
  }
}

/** A field the seller left empty (the OnBuy form): the message of the first one. */
export class ConnectionValidationError extends ConnectionsError {
  constructor(readonly fieldErrors: { field: string; message: string }[]) {
    super('VALIDATION', fieldErrors[0]?.message ?? 'Invalid input', 400);
  }
  override restFields() {
    return { code: this.code, errors: this.fieldErrors };
  }
}

const CHANNEL_NAMES = { amazon: 'Amazon', ebay: 'eBay', shopify: 'Shopify', onbuy: 'OnBuy' } as const;
export type SessionChannel = keyof typeof CHANNEL_NAMES;

/** The name in a connection's messages: Amazon and the spec's channels here, any other channel's as its registry entry gives it. */
const nameOf = (channel: string, name?: string) => name ?? (CHANNEL_NAMES as Record<string, string>)[channel] ?? channel;

/** sessionFor: the seller has no connection to this channel (or to Amazon). */
export class ConnectionNotFoundError extends ConnectionsError {
  constructor(
    readonly channel: SessionChannel | (string & {}),
    name?: string,
  ) {
    super(`${channel.toUpperCase()}_NOT_CONNECTED`, `Connect your ${nameOf(channel, name)} account first`, 409);
  }
}

/**
 * sessionFor: the marketplace refused the stored authorisation (refresh token revoked, keys
 * withdrawn, app uninstalled); the connection is marked NEEDS_REAUTH and the seller must reauthorise.
 */
export class ConnectionNeedsReauthError extends ConnectionsError {
  constructor(
    readonly channel: SessionChannel | (string & {}),
    name?: string,
  ) {
    super(`${channel.toUpperCase()}_NEEDS_REAUTH`, `Please reauthorize your ${nameOf(channel, name)} account`, 409);
  }
}
