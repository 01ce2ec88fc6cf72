// GraphQL for continuous sync: a listing's "last synced" and its History (paged, newest first),
// and the seller's sync health per channel (the inventory header: last push, waiting, failures).
import { isSpecChannel, type SpecChannel } from '../listings/listings.statuses.ts';
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { ListingChannelEnum, ListingRef } from '../listings/listings.schema.ts';
import {
  type ChannelSyncSwitches,
  channelSyncSwitches,
  listingHistory,
  resolveChannelEdit,
  syncHealth,
  type ListingChangeRow,
  type SyncHealth,
} from './sync.service.ts';

const ListingChangeFieldEnum = builder.enumType('ListingChangeField', { values: ['QUANTITY', 'PRICE'] as const });

const ListingChangeRef = builder.objectRef<ListingChangeRow>('ListingChange').implement({
  description: 'One automated change continuous sync pushed to a channel, and why.',
  fields: (t) => ({
    changeId: t.exposeString('id'),
    channel: t.field({ type: ListingChannelEnum, resolve: (c) => c.channel as SpecChannel }),
    field: t.field({ type: ListingChangeFieldEnum, resolve: (c) => c.field }),
    oldValue: t.exposeInt('oldValue', { nullable: true, description: 'What the channel had (price in minor units); null when never pushed.' }),
    newValue: t.exposeInt('newValue', { description: 'What was pushed (price in minor units).' }),
    reason: t.exposeString('reason', { description: 'Why: "Amazon FBA quantity 12 → 9", "formula changed", "resynced".' }),
    channelEdit: t.boolean({ description: 'A price the seller changed on the channel (to keep or revert).', resolve: (c) => c.source === 'CHANNEL_EDIT' }),
    resolution: t.exposeString('resolution', { nullable: true, description: 'A channel edit’s decision: KEPT or REVERTED; null while undecided.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** Keyset cursor of a history row: its time and id. */
const cursorOf = (c: ListingChangeRow) => Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString('base64url');
function parseCursor(cursor: string | null | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id ?? '')) return null;
  return { createdAt, id: id! };
}

const SyncSwitchesRef = builder.objectRef<ChannelSyncSwitches>('ListingSyncSwitches').implement({
  description: "What continuous sync sends to the listing's channel for this seller: their settings and their plan there.",
  fields: (t) => ({
    quantity: t.exposeBoolean('quantity', {
      description: 'Amazon quantity changes reach the channel within about a minute (switch on and the plan includes it).',
    }),
    quantityInPlan: t.exposeBoolean('quantityInPlan', { description: 'The plan on the channel includes quantity sync (Pro and above).' }),
    price: t.exposeBoolean('price', { description: 'Price changes reach the channel (the seller’s repricing or price sync switch).' }),
  }),
});

builder.objectFields(ListingRef, (t) => ({
  syncSwitches: t.field({
    type: SyncSwitchesRef,
    description: 'Whether continuous sync sends quantities and prices to this listing, and why not.',
    resolve: (l, _a, ctx) => channelSyncSwitches(ctx, l.userId, l.channel),
  }),
  lastSyncedAt: t.expose('lastSyncedAt', { type: 'DateTime', nullable: true, description: 'When continuous sync last brought the listing up to date.' }),
  contentSentAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: "When the listing's content (title, description, images, category, specifics, condition) last went to the channel.",
    resolve: (l) => l.contentPushedAt ?? null,
  }),
  changesWaiting: t.boolean({
    description: 'Continuous sync still has changes of this listing to send (a saved edit, a quantity or a price).',
    resolve: (l) => l.syncDue ?? false,
  }),
  history: t.connection(
    {
      type: ListingChangeRef,
      description: "Continuous sync's changes to this listing, newest first (kept 90 days).",
      resolve: async (l, a, ctx) => {
        const page = await listingHistory(ctx, l.userId, l.id, { first: a.first ?? 20, after: parseCursor(a.after) });
        const edges = page.rows.map((node) => ({ node, cursor: cursorOf(node) }));
        return {
          edges,
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: !!a.after,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    { name: 'ListingHistoryConnection' },
  ),
}));

const SyncHealthRef = builder.objectRef<SyncHealth>('ChannelSyncHealth').implement({
  description: 'Continuous sync on one channel: the last successful push, listings waiting, failed runs in a row.',
  fields: (t) => ({
    channel: t.field({ type: ListingChannelEnum, resolve: (h) => h.channel as SpecChannel }),
    lastSyncedAt: t.expose('lastSyncedAt', { type: 'DateTime', nullable: true }),
    waiting: t.exposeInt('waiting'),
    failures: t.exposeInt('failures'),
    lastError: t.exposeString('lastError', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  syncHealth: t.field({
    type: [SyncHealthRef],
    description: "The seller's continuous sync per channel (channels with listings waiting or a sync run), of the channels ListingChannel names.",
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => (await syncHealth(ctx, me(ctx, a.userId))).filter((h) => isSpecChannel(h.channel)),
  }),
}));

builder.mutationField('resolveChannelEdit', (t) =>
  t.boolean({
    description: 'Keeps (eBay: locks the price at it) or reverts a price edited on the channel; false when there is no such undecided edit.',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }), changeId: t.arg.string({ required: true }), keep: t.arg.boolean({ required: true }) },
    resolve: (_p, a, ctx) => resolveChannelEdit(ctx, me(ctx, a.userId), a.changeId, a.keep),
  }),
);
