// The one assembly point: import every module's schema, then build. `npm run schema` prints it.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import { describeSchema } from './descriptions.ts';
import '../modules/system/system.schema.ts';
import '../modules/accounts/accounts.schema.ts';
import '../modules/accounts/shopify-settings.schema.ts';
import '../modules/accounts/general-settings.schema.ts';
import '../modules/accounts/ebay-settings.schema.ts';
import '../modules/billing/billing.schema.ts';
import '../modules/billing/referral.schema.ts';
import '../modules/connections/connections.schema.ts';
// Each channel's connect flow (its folder), on the connections module's cards and types.
import '../channels/ebay/connect.schema.ts';
import '../channels/shopify/connect.schema.ts';
import '../channels/onbuy/connect.schema.ts';
import '../modules/connections/shopify-locations.schema.ts';
import '../modules/inventory/inventory.schema.ts';
import '../modules/inventory/families.schema.ts';
import '../modules/listings/listings.schema.ts';
import '../modules/listing-actions/listing-actions.schema.ts';
import '../modules/listing-content/pricing.schema.ts';
import '../modules/listing-content/description-preview.schema.ts';
import '../modules/listing-actions/shopify-listings.schema.ts';
import '../modules/listing-csv/ebay-csv.schema.ts';
import '../modules/listing-csv/shopify-import.schema.ts';
import '../modules/listing-actions/shopify-actions.schema.ts';
import '../modules/listing-sync/sync.schema.ts';
import '../modules/listing-sync/reprice-preview.schema.ts';
import '../modules/listing-content/onbuy-products.schema.ts';
import '../modules/listing-content/onbuy-listing-actions.schema.ts';
import '../modules/listing-actions/onbuy-listings.schema.ts';
import '../modules/listing-content/channel-surface.schema.ts';
import '../modules/listing-content/channels.schema.ts';
import '../modules/api/access-tokens.schema.ts';
import '../modules/api/webhooks.schema.ts';
import '../modules/sales/sales.schema.ts';
import '../modules/dashboard/dashboard.schema.ts';
import '../modules/admin/admin.schema.ts';
import '../modules/catalog/catalog.schema.ts';
import '../modules/listing-content/category-defaults.schema.ts';
import '../modules/listing-content/held-back.schema.ts';
import '../modules/listing-content/fill-specifics.schema.ts';
import '../modules/ai/ai.schema.ts';
import '../modules/alerts/alerts.schema.ts';
import '../modules/team/team.schema.ts';
import '../modules/audit/audit.schema.ts';

export const schema = describeSchema(builder.toSchema());

/** SDL as committed in schema.graphql (sorted, so diffs stay readable). */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
