// What a channel adds to the account banners of spec 001 §8 (server/modules/alerts/account-alerts.ts
// orders and words the whole list): each channel's entry decides its own banners from its connection,
// its plan and the seller's settings (registry.ts `accountAlerts`); a channel that declares none gets
// token_revoked_error while its connection must be authorised again.
import type { Connection } from '../db/generated/client.ts';
import type { UserSettings } from '../modules/accounts/user-settings.ts';

/** The page where the seller (re)authorises a channel. */
export const LINKED_PLATFORMS = 'settings/linked-platforms';

/** What a channel's banners are decided on. */
export interface ChannelAlertFacts {
  /** The seller's connection to the channel, or null. */
  connection: Connection | null;
  /** A live subscription to the channel's plans. */
  hasPlan: boolean;
  settings: UserSettings;
}

/**
 * Where the banner stands in the list (spec 001 §8's order): 'reauth' (the channel's own
 * "credentials out of date"), then 'revoked' (Amazon's and the channels' token_revoked_error), then
 * 'setup' (what the seller still has to choose or opt in to).
 */
export type ChannelAlertStage = 'reauth' | 'revoked' | 'setup';

export interface ChannelAlert {
  stage: ChannelAlertStage;
  type: string;
  classname: 'error' | 'warning' | 'info';
  message: string;
  /** Where the seller fixes it: a path under /account/{userId}/, or an absolute https URL. */
  link: string;
  link_text: string;
}

/** token_revoked_error: the marketplace refused the stored authorisation (the connection was marked for reauthorisation). */
export const revokedAlert = (name: string): ChannelAlert => ({
  stage: 'revoked',
  type: 'token_revoked_error',
  classname: 'error',
  message: `${name} no longer accepts ListBridge's authorization (it was revoked or has expired). Please authorize ${name} again.`,
  link: LINKED_PLATFORMS,
  link_text: `Authorize ${name}`,
});

/** The banners of a channel that declares none of its own. */
export const defaultChannelAlerts = (name: string, f: ChannelAlertFacts): ChannelAlert[] =>
  f.connection?.status === 'NEEDS_REAUTH' ? [revokedAlert(name)] : [];
