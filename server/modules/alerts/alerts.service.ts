// A seller's alerts (spec 001 §3, §8; GET alerts of 000 §7): the account banners (account-alerts.ts)
// from what the accounts, connections and billing modules say of the seller, and the alerts the
// listings (continuous sync) and sales (fulfilment) modules raise; each with the page that fixes it.
// This module owns no table: it reads the others only through their exported functions.
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import { readUserSettings } from '../accounts/accounts.service.ts';
import { liveSubscriptionsOf } from '../billing/billing.service.ts';
import { connectionRows } from '../connections/connections.service.ts';
import type { Connection } from '../../db/generated/client.ts';
import { channelEntry, registeredChannels } from '../../channels/registry.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';
import { syncAlerts } from '../listing-sync/sync.service.ts';
import { fulfilmentAlerts } from '../sales/fulfilment.service.ts';
import { type AccountAlert, type AccountFacts, accountAlerts, channelAlerts, linkFor } from './account-alerts.ts';

export type { AccountAlert } from './account-alerts.ts';

type Deps = { prisma: PrismaClient; pool: pg.Pool };

/** What the account banners are decided on. */
export async function accountFacts(deps: Deps, userId: string): Promise<AccountFacts> {
  return (await factsAndConnections(deps, userId)).facts;
}

async function factsAndConnections(deps: Deps, userId: string): Promise<{ facts: AccountFacts; connections: Connection[] }> {
  const [connections, settings, subs] = await Promise.all([connectionRows(deps, userId), readUserSettings(deps, userId), liveSubscriptionsOf(deps, userId)]);
  const amazon = connections.find((c) => c.kind === 'AMAZON');
  const facts: AccountFacts = {
    amazon: amazon ? { status: amazon.status } : null,
    // Each channel's banners from its own connection, plan and the seller's settings.
    channels: channelAlerts(
      connections,
      subs.map((s) => s.channel.toUpperCase()),
      settings,
    ),
    trials: subs
      .filter((s) => s.status === 'trialing' && s.trialEnd)
      .map((s) => ({ name: channelEntry(s.channel.toUpperCase())?.name ?? s.channel, trialEnd: s.trialEnd! })),
  };
  return { facts, connections };
}

/**
 * Channels whose sync cannot run, with the connection to reauthorise: every channel while Amazon's
 * authorisation is lost (no quantities to send), else a channel whose own authorisation is lost.
 */
export function pausedChannels(facts: AccountFacts, connections: readonly Connection[]): Partial<Record<ListingChannel, string>> {
  if (facts.amazon && facts.amazon.status !== 'AUTHORIZED') return Object.fromEntries(registeredChannels().map(([code]) => [code, 'Amazon']));
  const out: Partial<Record<ListingChannel, string>> = {};
  for (const c of connections) {
    const entry = channelEntry(c.kind);
    // The same test as a listing action's (the entry's connectionCheck: eBay's old kind of token is not usable).
    if (entry && (c.status !== 'AUTHORIZED' || entry.connectionCheck?.usable?.(c) === false)) out[c.kind] = entry.name;
  }
  return out;
}

/** Every active alert of the seller: account banners first, then sync and fulfilment. */
export async function userAlerts(deps: Deps, userId: string, now = new Date()): Promise<AccountAlert[]> {
  const [{ facts, connections }, fulfilment] = await Promise.all([factsAndConnections(deps, userId), fulfilmentAlerts(deps, userId, now)]);
  const sync = await syncAlerts(deps, userId, now, pausedChannels(facts, connections));
  return [
    ...accountAlerts(userId, facts, now),
    ...[...sync, ...fulfilment].map((a) => ({ ...a, _active: true as const, classname: a.classname as AccountAlert['classname'], ...linkFor(a._type) })),
  ];
}
