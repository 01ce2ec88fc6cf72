// GraphQL of the Import/Export Data page's eBay files (spec 001 §2.14; 002 §2.13): Import eBay
// Listings and Update eBay Listings take the file's text; the modals read it with the same rules
// first (ebay-csv.ts). The exports are CSV downloads (REST: ebay-listings/export).
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { parseEbayImportCsv, parseEbayUpdateCsv, type EbayCsvProblem } from './ebay-csv.ts';
import { importEbayListings, updateEbayListings, type EbayImportResult, type EbayUpdateResult } from './ebay-csv.service.ts';
import { EbayNotAuthorizedError, EbayReauthorizationNeededError, ListingValidationError } from './listings.errors.ts';

const MAX_FILE = 2_000_000;

const EbayCsvProblemType = builder.objectRef<EbayCsvProblem>('EbayCsvProblem').implement({
  description: 'A line of an eBay listings file that was not applied, and why.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Line number in the file, from 1.' }),
    ebayItemId: t.exposeString('ebayItemId', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const ImportEbayListingsSuccess = builder.objectRef<EbayImportResult>('ImportEbayListingsSuccess').implement({
  fields: (t) => ({
    imported: t.exposeInt('imported', { description: 'eBay listings linked to items (now LISTED, managed by continuous sync).' }),
    unchanged: t.exposeInt('unchanged', { description: 'Lines naming a link ListBridge already had.' }),
    problems: t.field({ type: [EbayCsvProblemType], resolve: (r) => r.problems }),
  }),
});

const UpdateEbayListingsSuccess = builder.objectRef<EbayUpdateResult>('UpdateEbayListingsSuccess').implement({
  fields: (t) => ({
    updated: t.exposeInt('updated', { description: 'Rows applied.' }),
    problems: t.field({ type: [EbayCsvProblemType], resolve: (r) => r.problems }),
  }),
});

const errors = {
  types: [EbayNotAuthorizedError, EbayReauthorizationNeededError, PlanLimitReachedError, ListingValidationError],
  directResult: true as const,
};

function fileText(csv: string): string {
  if (csv.length > MAX_FILE) throw new ListingValidationError('The file is larger than 2 MB');
  return csv;
}

builder.mutationFields((t) => ({
  importEbayListings: t.field({
    type: ImportEbayListingsSuccess,
    description:
      "Import eBay Listings: `csv` is the file's text, no header, one 'Amazon SKU,eBay Item Id' per line. Each listing is read from eBay (legacy listings migrated to the Inventory API) and linked LISTED to the item with that SKU; nothing changes when the new listings would exceed the plan (PlanLimitReachedError).",
    authScopes: ownerOf,
    errors,
    args: { userId: t.arg.string({ required: true }), csv: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => importEbayListings(ctx, me(ctx, a.userId), parseEbayImportCsv(fileText(a.csv))),
  }),
  updateEbayListings: t.field({
    type: UpdateEbayListingsSuccess,
    description:
      "Update eBay Listings: `csv` is the file's text, one 'eBay Item Id,Update Type,Updated Value' per line (Update Type eBayPrice: a price such as 12.99 that locks the item's eBay price; SKU: the Amazon SKU the listing now sells). Valid rows apply; the others come back as problems by line.",
    authScopes: ownerOf,
    errors,
    args: { userId: t.arg.string({ required: true }), csv: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => updateEbayListings(ctx, me(ctx, a.userId), parseEbayUpdateCsv(fileText(a.csv))),
  }),
}));
