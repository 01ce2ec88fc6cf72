// GraphQL of connecting OnBuy (spec 000 §5): the seller's keys, proved against OnBuy and kept
// encrypted. The card and the field errors' type are the connections module's.
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import { ConnectionValidationError } from '../../modules/connections/connections.errors.ts';
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
