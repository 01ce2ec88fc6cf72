// The seller's alerts (spec 001 §3, §8) for the banners: the same documents as GET /api/v1/alerts,
// gathered from the modules that raise them (continuous sync, fulfilment).
import { syncAlerts } from '../modules/listings/sync.service.ts';
import { fulfilmentAlerts } from '../modules/sales/fulfilment.service.ts';
import { builder } from './builder.ts';
import { me, ownerOf } from './viewer.ts';

interface AlertDoc {
  _type: string;
  classname: string;
  message: string;
  _created_at: string;
}

const AlertType = builder.objectRef<AlertDoc>('Alert').implement({
  description: 'A banner for the seller: what is happening or went wrong.',
  fields: (t) => ({
    type: t.string({ description: 'quantity_update_error, inventory_updating, repricing_updating, fulfillment_error…', resolve: (a) => a._type }),
    level: t.string({ description: 'error, warning or info.', resolve: (a) => a.classname }),
    message: t.exposeString('message', { description: 'The text (HTML-escaped, as the legacy alerts).' }),
  }),
});

builder.queryField('alerts', (t) =>
  t.field({
    type: [AlertType],
    description: "The seller's active alerts.",
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      const userId = me(ctx, a.userId);
      return [...(await syncAlerts(ctx, userId)), ...(await fulfilmentAlerts(ctx, userId))];
    },
  }),
);
