// GraphQL of connecting OnBuy (spec 000 §5): the seller's keys, proved against OnBuy and kept
// encrypted, and OnBuy's card on Linked Platforms. The field errors' type is the connections module's.
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import { ConnectionValidationError } from '../../modules/connections/connections.errors.ts';
import { ConnectionStatusEnum, LinkedPlatformsType } from '../../modules/connections/connections.schema.ts';
import { onbuyOf, type OnbuyConnectionView, type OnbuySeller, type OnbuySite } from './connection-view.ts';
import { saveOnbuyCredentials } from './connect.ts';
import { OnbuyAuthorizationError } from './connection-errors.ts';

errorType(OnbuyAuthorizationError, 'OnbuyAuthorizationError');

builder.mutationFields((t) => ({
  saveOnbuyCredentials: t.prismaField({
    type: 'User',
    authScopes: ownerOf,
    errors: { types: [ConnectionValidationError, OnbuyAuthorizationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), consumerKey: t.arg.string({ required: true }), secretKey: t.arg.string({ required: true }) },
    resolve: async (query, _p, a, ctx) => {
      await saveOnbuyCredentials(ctx, me(ctx, a.userId), { consumerKey: a.consumerKey, secretKey: a.secretKey });
      return userResult(query, ctx, me(ctx, a.userId));
    },
  }),
}));

// ---- OnBuy's card (User.linkedPlatforms.onbuy) --------------------------------------------------

const OnbuySiteType = builder.objectRef<OnbuySite>('OnbuySite').implement({
  fields: (t) => ({ siteId: t.exposeInt('site_id'), name: t.exposeString('name') }),
});
const OnbuySellerType = builder.objectRef<OnbuySeller>('OnbuySeller').implement({
  fields: (t) => ({ sellerId: t.string({ resolve: (s) => String(s.seller_id) }), tradingName: t.exposeString('trading_name') }),
});
const OnbuyConnectionType = builder.objectRef<OnbuyConnectionView>('OnbuyConnection').implement({
  fields: (t) => ({
    status: t.field({ type: ConnectionStatusEnum, resolve: (c) => c.status }),
    sites: t.field({ type: [OnbuySiteType], resolve: (c) => c.sites }),
    sellers: t.field({ type: [OnbuySellerType], resolve: (c) => c.sellers }),
    consumerKeyHint: t.exposeString('consumerKeyHint', { nullable: true, description: 'The last characters of the consumer key in use.' }),
  }),
});

builder.objectField(LinkedPlatformsType, 'onbuy', (t) => t.field({ type: OnbuyConnectionType, nullable: true, resolve: onbuyOf }));
