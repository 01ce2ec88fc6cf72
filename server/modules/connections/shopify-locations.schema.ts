// GraphQL of the Shopify Settings page's location list (spec 002 §2.4, preferred_location): the
// shop's locations, read through the seller's Shopify connection. On User beside the settings
// (accounts/shopify-settings.schema.ts), kept here because only this module holds the connection.
import { builder } from '../../graphql/builder.ts';
import { shopifyLocations, type ShopifyLocation } from './shopify-locations.ts';

const ShopifyLocationType = builder.objectRef<ShopifyLocation>('ShopifyLocation').implement({
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
});

builder.prismaObjectFields('User', (t) => ({
  shopifyLocations: t.field({
    type: [ShopifyLocationType],
    nullable: true,
    description: "The shop's locations; null when they cannot be loaded (no Shopify connection, reauthorisation needed, Shopify failed).",
    select: { id: true },
    resolve: async (u, _a, ctx) => {
      try {
        return await shopifyLocations(ctx, u.id);
      } catch (err) {
        ctx.log.warn({ err, userId: u.id }, 'Shopify locations could not be loaded');
        return null;
      }
    },
  }),
}));
