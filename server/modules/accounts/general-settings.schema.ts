// GraphQL of the General settings tab (settings/advanced/general; spec 002 §2.1, 001 §2.11 and
// 001 §3's notification and fulfilment fields): e-mail notifications, automatic fulfilment of eBay
// orders through Amazon MCF, the comment printed on the MCF packing slip, and the eBay fee region
// and shop tier (001 §8's banners send the seller here until the eBay tab exists). Stored in
// users.settings by their legacy names; user-settings.ts validates what is saved.
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf, userResult } from '../../graphql/viewer.ts';
import { saveSettingsAndSync } from './settings-save.ts';
import { ValidationError } from './accounts.errors.ts';
import { userSettingsOf, type UserSettings } from './user-settings.ts';

const GeneralSettingsType = builder.objectRef<UserSettings>('GeneralSettings').implement({
  description: 'The General settings tab: notification and fulfilment settings over their defaults.',
  fields: (t) => ({
    enableEmailNotifications: t.boolean({
      description: 'settings.enable_email_notifications: notification e-mails (never security e-mails such as a password reset). Default on.',
      resolve: (s) => s.enable_email_notifications,
    }),
    disableFulfillment: t.boolean({
      description: 'settings.disable_fulfillment: true stops ListBridge ordering eBay sales from Amazon MCF. Default false.',
      resolve: (s) => s.disable_fulfillment,
    }),
    displayableOrderComment: t.string({
      nullable: true,
      description: "settings.displayable_order_comment: the comment on the MCF packing slip; null = ListBridge's default.",
      resolve: (s) => s.displayable_order_comment,
    }),
    ebayFeeCountry: t.string({
      nullable: true,
      description: "settings.ebay_fee_country: the seller's home region for eBay fees (GB, US, DE, CA, UK); null = not chosen (a banner asks).",
      resolve: (s) => s.ebay_fee_country || null,
    }),
    ebayShopType: t.string({
      nullable: true,
      description: 'settings.ebay_shop_type: the eBay business account tier (starter, basic, top, anchor, premium, enterprise); null = not chosen.',
      resolve: (s) => s.ebay_shop_type || null,
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  generalSettings: t.field({
    type: GeneralSettingsType,
    description: 'The General settings tab (notifications, fulfilment).',
    select: { settings: true },
    resolve: (u) => userSettingsOf(u.settings),
  }),
}));

const GeneralSettingsInput = builder.inputType('GeneralSettingsInput', {
  description: 'Only the changed settings; a field left out keeps its value. displayableOrderComment: null or blank goes back to the default.',
  fields: (t) => ({
    enableEmailNotifications: t.boolean({ description: 'Notification e-mails on or off.' }),
    disableFulfillment: t.boolean({ description: 'Stop fulfilling eBay orders through Amazon MCF.' }),
    displayableOrderComment: t.string({ description: 'The MCF packing-slip comment (at most 1000 characters).' }),
    ebayFeeCountry: t.string({ description: "Home region for eBay fees: GB, US, DE, CA, UK; '' or null clears." }),
    ebayShopType: t.string({ description: "eBay business account tier: starter, basic, top, anchor, premium, enterprise; '' or null clears." }),
  }),
});

builder.mutationFields((t) => ({
  updateGeneralSettings: t.prismaField({
    type: 'User',
    description: "Saves the General settings tab's changed settings (the same store as REST POST settings) and returns the seller.",
    authScopes: ownerOf,
    errors: { types: [ValidationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), settings: t.arg({ type: GeneralSettingsInput, required: true }) },
    resolve: async (query, _p, a, ctx) => {
      const userId = me(ctx, a.userId);
      const s = a.settings;
      const patch: Record<string, unknown> = {};
      if (s.enableEmailNotifications != null) patch.enable_email_notifications = s.enableEmailNotifications;
      if (s.disableFulfillment != null) patch.disable_fulfillment = s.disableFulfillment;
      if (s.displayableOrderComment !== undefined) patch.displayable_order_comment = s.displayableOrderComment?.trim() || null;
      if (s.ebayFeeCountry !== undefined) patch.ebay_fee_country = s.ebayFeeCountry || null;
      if (s.ebayShopType !== undefined) patch.ebay_shop_type = s.ebayShopType || null;
      await saveSettingsAndSync(ctx, userId, patch);
      return userResult(query, ctx, userId);
    },
  }),
}));
