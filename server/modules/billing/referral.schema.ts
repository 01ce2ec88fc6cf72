// GraphQL of the referral programme on Account & Payment (spec 001 §1, 002 §2.8): the seller's
// referral link (their referrer_alias, made on first view), the offer's terms, and the commissions
// earned on referred sellers' paid invoices.
import { builder } from '../../graphql/builder.ts';
import * as accounts from '../accounts/accounts.service.ts';
import { REFERRAL_COMMISSION_PERCENT, REFERRAL_DISCOUNT_CENTS, referralCommissions } from './referral-commissions.ts';

interface ReferralView {
  userId: string;
  alias: string;
  link: string;
}
type CommissionRow = Awaited<ReturnType<typeof referralCommissions>>[number];

const ReferralCommissionType = builder.objectRef<CommissionRow>('ReferralCommission').implement({
  description: "22% of one paid invoice of a seller who signed up through the referrer's link.",
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The commission record.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the invoice was paid (the event recorded).' }),
    referredEmail: t.exposeString('referredEmail', { nullable: true, description: 'The referred seller.' }),
    invoiceAmountCents: t.exposeInt('invoiceAmountCents', { description: 'What the referred seller paid, in minor units.' }),
    commissionCents: t.exposeInt('commissionCents', { description: 'The commission, in minor units.' }),
    currency: t.exposeString('currency', { description: 'ISO currency, lower case as Stripe gives it.' }),
  }),
});

const ReferralProgrammeType = builder.objectRef<ReferralView>('ReferralProgramme').implement({
  description: 'The seller’s referral link and what it has earned.',
  fields: (t) => ({
    alias: t.exposeString('alias', { description: 'referrer_alias: the ref of the link.' }),
    link: t.exposeString('link', { description: 'The link to share: {site}/signup?ref={alias}.' }),
    commissionPercent: t.int({ description: 'The commission on referred sellers’ subscriptions (22).', resolve: () => REFERRAL_COMMISSION_PERCENT }),
    discountCents: t.int({ description: 'What a referred seller gets off their first subscription, in cents (5000).', resolve: () => REFERRAL_DISCOUNT_CENTS }),
    referredCount: t.int({
      description: 'Sellers who signed up through the link.',
      resolve: async (r, _a, ctx) => (await accounts.referredSellers(ctx, r.userId)).length,
    }),
    commissions: t.field({
      type: [ReferralCommissionType],
      description: 'Commissions earned, newest first.',
      resolve: (r, _a, ctx) => referralCommissions(ctx, r.userId),
    }),
    totalCommissionCents: t.int({
      description: 'All commissions so far, in minor units.',
      resolve: async (r, _a, ctx) => (await referralCommissions(ctx, r.userId)).reduce((sum, c) => sum + c.commissionCents, 0),
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  referral: t.field({
    type: ReferralProgrammeType,
    description: 'The referral programme: the seller’s link (made on first view) and commissions.',
    select: { id: true },
    resolve: async (u, _a, ctx) => {
      const alias = await accounts.ensureReferrerAlias(ctx, u.id);
      return { userId: u.id, alias, link: `${ctx.config.publicUrl}/signup?ref=${encodeURIComponent(alias)}` };
    },
  }),
}));
