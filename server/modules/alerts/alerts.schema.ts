// The seller's alerts (spec 001 §3, §8) for the banners: the same documents as GET /api/v1/alerts,
// gathered by the alerts module from the modules that raise them (accounts, connections, billing,
// continuous sync, fulfilment), each with the page that fixes it.
import { type AccountAlert, userAlerts } from './alerts.service.ts';
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';

const AlertType = builder.objectRef<AccountAlert>('Alert').implement({
  description: 'A banner for the seller: what is happening or went wrong, and where to fix it.',
  fields: (t) => ({
    type: t.string({
      description:
        'ebay_requires_reauth, shopify_requires_reauth, token_revoked_error, business_policy_not_opted_in, ebay_region_of_residence, ebay_business_plan, trial_alerts, quantity_update_error, inventory_updating, repricing_updating, fulfillment_error.',
      resolve: (a) => a._type,
    }),
    level: t.string({ description: 'error, warning, info or success.', resolve: (a) => a.classname }),
    message: t.exposeString('message', { description: 'The text (HTML-escaped, as the legacy alerts).' }),
    link: t.exposeString('link', { description: 'The page that fixes it: a path under /account/{userId}/, or an absolute https URL.' }),
    linkText: t.string({ description: "The link's text.", resolve: (a) => a.link_text }),
  }),
});

builder.queryField('alerts', (t) =>
  t.field({
    type: [AlertType],
    description: "The seller's active alerts.",
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => userAlerts(ctx, me(ctx, a.userId)),
  }),
);
