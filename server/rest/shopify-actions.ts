// /api/v1/user/{userId}/fba-items/{list-to-shopify,delist-from-shopify,publish-to-shopify,
// unpublish-from-shopify,reset-shopify} (spec 000 §7, 002 §7): the Shopify item actions by item id.
// Each body names fba_item_id (one id or a list; via_bulk only says which screen asked).
import { Router, type Request } from 'express';
import type { AppServices } from '../services.ts';
import {
  delistItems,
  listItems,
  publishItems,
  resetItems,
  unpublishItems,
  type ActionDeps,
  type ActionInput,
  type ActionResult,
} from '../modules/listing-actions/actions.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { idList } from './ebay-listings.ts';
import { legacyItems } from './inventory.ts';

const ACTIONS: Record<string, (deps: ActionDeps, input: ActionInput) => Promise<ActionResult>> = {
  'list-to-shopify': listItems,
  'delist-from-shopify': delistItems,
  'publish-to-shopify': publishItems,
  'unpublish-from-shopify': unpublishItems,
  'reset-shopify': resetItems,
};

export function shopifyActionRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app)];
  for (const [path, action] of Object.entries(ACTIONS)) {
    r.post(
      `/user/:userId/fba-items/${path}`,
      ...scoped,
      // Answer (spec: "not shown"): how many rows were queued and the items as they now are.
      handle(async (req: Request) => {
        const { count, items } = await action(app, {
          userId: String(req.params.userId),
          channel: 'SHOPIFY',
          itemIds: idList(req.body?.fba_item_id, 'fba_item_id'),
        });
        return { success: true, count, documents: await legacyItems(app, String(req.params.userId), items) };
      }),
    );
  }
  return r;
}
