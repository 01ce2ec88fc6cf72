// The Activity page's query (issue 35): the account's audit log, filtered by member, kind and date.
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { listActivity } from './audit.service.ts';

interface Entry {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorEmail: string | null;
  via: string;
  tokenName: string | null;
  kind: string;
  what: string;
  ip: string | null;
  outcome: string;
  itemIds: string[];
}
const ActivityEntryType = builder.objectRef<Entry>('ActivityEntry').implement({
  description: 'One change in the account: who, when, what and from where.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Its id.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    actorId: t.exposeString('actorId', { nullable: true, description: 'The person (for a token, who created it), when known.' }),
    actorEmail: t.exposeString('actorEmail', { nullable: true, description: "The person's e-mail at the time." }),
    via: t.exposeString('via', { description: 'owner, member, token, or admin (impersonating).' }),
    tokenName: t.exposeString('tokenName', { nullable: true, description: "The access token's name, for a change by a token." }),
    kind: t.exposeString('kind', { description: 'The mutation or API route.' }),
    what: t.exposeString('what', { description: 'The change and its arguments (secrets left out).' }),
    ip: t.exposeString('ip', { nullable: true, description: "The client's address." }),
    itemIds: t.exposeStringList('itemIds', {
      description: "The inventory items the change named (at most 20): each item's listing view keeps the sync's history of what followed.",
    }),
    outcome: t.exposeString('outcome', {
      description: 'How the change ended: done, failed, refused, or started (recorded before it ran and never finished).',
    }),
  }),
});

interface Page {
  entries: Entry[];
  total: number;
  page: number;
  pageSize: number;
  kinds: string[];
}
const ActivityPageType = builder.objectRef<Page>('ActivityPage').implement({
  description: "A page of the account's activity, newest first.",
  fields: (t) => ({
    entries: t.field({ type: [ActivityEntryType], description: 'The entries of this page.', resolve: (p) => p.entries }),
    total: t.exposeInt('total', { description: 'Entries matching the filter.' }),
    page: t.exposeInt('page', { description: 'This page (from 1).' }),
    pageSize: t.exposeInt('pageSize', { description: 'Entries per page.' }),
    kinds: t.exposeStringList('kinds', { description: 'Every kind in the log (the filter’s choices).' }),
  }),
});

builder.queryField('activity', (t) =>
  t.field({
    type: ActivityPageType,
    description: "The account's audit log (kept one year), filtered by member, kind and date (YYYY-MM-DD, inclusive).",
    authScopes: ownerOf,
    args: {
      userId: t.arg.string({ required: true }),
      memberId: t.arg.string({ required: false, description: "Only this person's changes." }),
      kind: t.arg.string({ required: false, description: 'Only this kind.' }),
      from: t.arg.string({ required: false, description: 'From this day (UTC).' }),
      to: t.arg.string({ required: false, description: 'Up to this day (UTC), inclusive.' }),
      page: t.arg.int({ required: false, description: 'The page, from 1.' }),
    },
    resolve: (_p, a, ctx) => listActivity(ctx, me(ctx, a.userId), { memberId: a.memberId, kind: a.kind, from: a.from, to: a.to }, a.page ?? 1),
  }),
);
