// GraphQL of Import Shopify Listings (spec 002 §2.13, on the Shopify Listings page): a file of
// 'Amazon SKU,Shopify item id' lines becomes LISTED Shopify listings of the seller's items.
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { parseShopifyImportCsv, type ShopifyImportProblem } from '../../../shared/listings/shopify-import-csv.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { ListingValidationError } from '../listing-actions/listings.errors.ts';
import { importShopifyListings, type ShopifyImportResult } from './shopify-import.service.ts';

const ShopifyImportProblemType = builder.objectRef<ShopifyImportProblem>('ShopifyImportProblem').implement({
  description: 'A line of the file that was not imported, and why.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Line number in the file, from 1.' }),
    sellerSku: t.exposeString('sellerSku', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const ImportShopifyListingsSuccess = builder.objectRef<ShopifyImportResult>('ImportShopifyListingsSuccess').implement({
  fields: (t) => ({
    imported: t.exposeInt('imported', { description: 'Listings created or changed.' }),
    unchanged: t.exposeInt('unchanged', { description: 'Lines naming a listing ListBridge already had.' }),
    problems: t.field({ type: [ShopifyImportProblemType], resolve: (r) => r.problems }),
  }),
});

builder.mutationFields((t) => ({
  importShopifyListings: t.field({
    type: ImportShopifyListingsSuccess,
    description:
      "Import Shopify Listings: `csv` is the file's text, no header, one 'Amazon SKU,Shopify item id' per line. The seller's items with those SKUs become LISTED Shopify listings of those products; nothing is imported when they would exceed the plan (PlanLimitReachedError).",
    authScopes: ownerOf,
    errors: { types: [PlanLimitReachedError, ListingValidationError], directResult: true },
    args: { userId: t.arg.string({ required: true }), csv: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => {
      if (a.csv.length > 2_000_000) throw new ListingValidationError('The file is larger than 2 MB');
      return importShopifyListings(ctx, me(ctx, a.userId), parseShopifyImportCsv(a.csv));
    },
  }),
}));
