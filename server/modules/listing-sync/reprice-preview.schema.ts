// GraphQL of the eBay Advanced Settings page's repricing dry run (reprice-preview.service.ts).
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { ValidationError } from '../accounts/accounts.errors.ts';
import { EbaySettingsInput, ebaySettingsPatch } from '../accounts/ebay-settings.schema.ts';
import { ebayRepricePreview, PREVIEW_KEYS, PREVIEW_SAMPLE_MAX, type RepricePreview, type RepriceSample } from './reprice-preview.service.ts';

const SampleRef = builder.objectRef<RepriceSample>('EbayRepriceSample').implement({
  description: 'One live eBay listing the new pricing would reprice.',
  fields: (t) => ({
    listingId: t.exposeString('listingId'),
    itemId: t.exposeString('itemId'),
    sku: t.exposeString('sku'),
    title: t.exposeString('title'),
    currentPriceCents: t.exposeInt('currentPriceCents', { nullable: true, description: 'The price on eBay now (cents); null before its first sync.' }),
    newPriceCents: t.exposeInt('newPriceCents', { description: 'The price continuous sync would push (cents).' }),
  }),
});

const PreviewRef = builder.objectRef<RepricePreview>('EbayRepricePreview').implement({
  description: 'How many live eBay listings the proposed pricing would reprice, with a sample of their new prices.',
  fields: (t) => ({
    liveListings: t.exposeInt('liveListings', { description: 'Live eBay listings continuous sync prices.' }),
    repriced: t.exposeInt('repriced', { description: 'Of them, the listings whose price would change.' }),
    sample: t.field({ type: [SampleRef], resolve: (p) => p.sample }),
  }),
});

builder.queryFields((t) => ({
  ebayRepricePreview: t.field({
    type: PreviewRef,
    description: `Dry run of a pricing change on the eBay Advanced Settings page: the settings as they would be saved (only ${PREVIEW_KEYS.join(', ')} are taken) over the stored ones; nothing is saved. At most ${PREVIEW_SAMPLE_MAX} sample rows.`,
    authScopes: ownerOf,
    errors: { types: [ValidationError], directResult: true },
    args: {
      userId: t.arg.string({ required: true }),
      settings: t.arg({ type: EbaySettingsInput, required: true }),
      sampleSize: t.arg.int({ description: 'Sample rows wanted (default 10).' }),
    },
    resolve: (_p, a, ctx) =>
      ebayRepricePreview(ctx, me(ctx, a.userId), ebaySettingsPatch(a.settings as Record<string, unknown>), { sampleSize: a.sampleSize ?? undefined }),
  }),
}));
