// The account banners of spec 001 §8 (and the alert types of 001 §3) as a pure rule over what the
// modules know of a seller, so that each banner appears exactly when its condition holds, in the
// spec's order. Each channel decides its own banners (its registry entry's accountAlerts, e.g.
// server/channels/ebay/account-alerts.ts; token_revoked_error by default); here they are put in order
// beside Amazon's and the trials':
//  - the channels' "credentials out of date" (ebay_requires_reauth, shopify_requires_reauth);
//  - token_revoked_error: Amazon's first, then the channels' (the connection was marked for reauthorisation);
//  - the channels' setup banners (business_policy_not_opted_in, ebay_region_of_residence, ebay_business_plan);
//  - trial_alerts: a trial ends within TRIAL_ALERT_DAYS days.
// Each carries `link`: the page (under /account/{id}/, or an absolute URL) that fixes it.

import type { Connection } from '../../db/generated/client.ts';
import { type ChannelAlert, type ChannelAlertStage, defaultChannelAlerts, LINKED_PLATFORMS, revokedAlert } from '../../channels/account-alerts.ts';
import { registeredChannels } from '../../channels/registry.ts';
import type { UserSettings } from '../accounts/user-settings.ts';

export { LINKED_PLATFORMS };

export type AlertLevel = 'error' | 'info' | 'success' | 'warning';

export interface AccountAlert {
  _active: true;
  _created_at: string;
  _type: string;
  classname: AlertLevel;
  message: string;
  user_id: string;
  /** Where the seller fixes it: a path under /account/{userId}/, or an absolute https URL. */
  link: string;
  /** The link's text. */
  link_text: string;
}

export interface AccountFacts {
  amazon: { status: string } | null;
  /** The channels' own banners, in the registry's order (their entries' accountAlerts). */
  channels: ChannelAlert[];
  /** Trialing subscriptions: the channel's name and the end of the trial. */
  trials: { name: string; trialEnd: Date }[];
}

export const TRIAL_ALERT_DAYS = 3;
export const ACCOUNT_PAGE = 'settings/account';

/** Every registered channel's banners, in the registry's order: its entry's accountAlerts, else the default. */
export function channelAlerts(connections: readonly Connection[], planChannels: readonly string[], settings: UserSettings): ChannelAlert[] {
  return registeredChannels().flatMap(([code, entry]) => {
    const facts = { connection: connections.find((c) => c.kind === code) ?? null, hasPlan: planChannels.includes(code), settings };
    return entry.accountAlerts ? entry.accountAlerts(facts) : defaultChannelAlerts(entry.name, facts);
  });
}

const STAGES: readonly ChannelAlertStage[] = ['reauth', 'revoked', 'setup'];

export function accountAlerts(userId: string, f: AccountFacts, now = new Date()): AccountAlert[] {
  const at = now.toISOString();
  const alert = (a: Omit<ChannelAlert, 'stage'>): AccountAlert => ({
    _active: true,
    _created_at: at,
    _type: a.type,
    classname: a.classname,
    message: a.message,
    user_id: userId,
    link: a.link,
    link_text: a.link_text,
  });
  const banners = [...(f.amazon?.status === 'NEEDS_REAUTH' ? [revokedAlert('Amazon')] : []), ...f.channels];
  const out = STAGES.flatMap((stage) => banners.filter((b) => b.stage === stage).map(alert));
  for (const t of f.trials) {
    const ms = t.trialEnd.getTime() - now.getTime();
    if (ms <= 0 || ms > TRIAL_ALERT_DAYS * 86_400_000) continue;
    const days = Math.ceil(ms / 86_400_000);
    out.push(
      alert({
        type: 'trial_alerts',
        classname: 'info',
        message: `Your ${t.name} free trial ends in ${days} day${days === 1 ? '' : 's'} (${t.trialEnd.toISOString().slice(0, 10)}). Check your plan and payment method to keep listing.`,
        link: ACCOUNT_PAGE,
        link_text: 'Account & Payment',
      }),
    );
  }
  return out;
}

/** The page that fixes one of the other modules' alerts (sync and fulfilment), by type. */
export function linkFor(type: string): { link: string; link_text: string } {
  switch (type) {
    case 'quantity_update_error':
    case 'sync_paused':
      return { link: LINKED_PLATFORMS, link_text: 'Check your connections' };
    case 'inventory_updating':
    case 'repricing_updating':
      return { link: 'amazon-inventory/', link_text: 'See your inventory' };
    case 'fulfillment_error':
    case 'mcf_backlog':
      return { link: 'sales/ebay/', link_text: 'See your sales' };
    default:
      return { link: 'amazon-inventory/', link_text: 'See your inventory' };
  }
}
