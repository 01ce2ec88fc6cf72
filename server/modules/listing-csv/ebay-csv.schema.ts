// GraphQL of the Import/Export Data page's eBay files (spec 001 §2.14; 002 §2.13): Import eBay
// Listings and Update eBay Listings take the file's text; the modals read it with the same rules
// first (ebay-csv.ts). The exports are CSV downloads (REST: ebay-listings/export).
import { builder } from '../../graphql/builder.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { parseEbayImportCsv, parseEbayUpdateCsv, type EbayCsvProblem } from '../../../shared/listings/ebay-csv.ts';
import { getEbayImportRun, importEbayListings, updateEbayListings, type EbayImportRun, type EbayUpdateResult } from './ebay-csv.service.ts';
import { ListingValidationError } from '../listing-actions/listings.errors.ts';
import { EbayNotAuthorizedError, EbayReauthorizationNeededError } from '../../channels/ebay/connection-errors.ts';

const MAX_FILE = 2_000_000;

const EbayCsvProblemType = builder.objectRef<EbayCsvProblem>('EbayCsvProblem').implement({
  description: 'A line of an eBay listings file that was not applied, and why.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Line number in the file, from 1.' }),
    ebayItemId: t.exposeString('ebayItemId', { nullable: true, description: "The line's eBay Item Id, when it has one." }),
    message: t.exposeString('message', { description: 'Why the line was not applied.' }),
  }),
});

const EbayImportRunStatus = builder.enumType('EbayImportRunStatus', {
  description: 'QUEUED: waiting for the job; RUNNING: reading listings from eBay; DONE: finished; FAILED: stopped (see error).',
  values: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const,
});

const EbayImportRunType = builder.objectRef<EbayImportRun>('EbayImportRun').implement({
  description: 'An Import eBay Listings run: the rows checked at once, then read from eBay and linked by a job.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The run id (ebayImportRun follows it).' }),
    status: t.field({ type: EbayImportRunStatus, description: 'Where the run is.', resolve: (r) => r.status }),
    total: t.exposeInt('total', { description: 'Rows to read from eBay.' }),
    done: t.exposeInt('done', { description: 'Rows read so far.' }),
    imported: t.exposeInt('imported', { description: 'eBay listings linked to items (now LISTED, managed by continuous sync).' }),
    unchanged: t.exposeInt('unchanged', { description: 'Lines naming a link ListBridge already had.' }),
    problems: t.field({ type: [EbayCsvProblemType], description: 'Lines not imported, by line number.', resolve: (r) => r.problems }),
    error: t.exposeString('error', { nullable: true, description: 'Why a FAILED run stopped.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the file was sent.', resolve: (r) => r.createdAt }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the run ended.', resolve: (r) => r.finishedAt }),
  }),
});

const ImportEbayListingsSuccess = builder.objectRef<{ run: EbayImportRun }>('ImportEbayListingsSuccess').implement({
  fields: (t) => ({
    run: t.field({ type: EbayImportRunType, description: 'The queued run (DONE at once when nothing needs reading from eBay).', resolve: (r) => r.run }),
  }),
});

builder.queryFields((t) => ({
  ebayImportRun: t.field({
    type: EbayImportRunType,
    nullable: true,
    description: "One of the seller's Import eBay Listings runs (its progress and the lines not imported); null when not theirs.",
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => getEbayImportRun(ctx, me(ctx, a.userId), a.id),
  }),
}));

const UpdateEbayListingsSuccess = builder.objectRef<EbayUpdateResult>('UpdateEbayListingsSuccess').implement({
  fields: (t) => ({
    updated: t.exposeInt('updated', { description: 'Rows applied.' }),
    problems: t.field({ type: [EbayCsvProblemType], description: 'Lines not applied, by line number.', resolve: (r) => r.problems }),
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
      "Import eBay Listings: `csv` is the file's text, no header, one 'Amazon SKU,eBay Item Id' per line. The rows are checked at once; a job then reads each listing from eBay (legacy listings migrated to the Inventory API) and links it LISTED to the item with that SKU (follow it with ebayImportRun). Nothing is queued when the new listings would exceed the plan (PlanLimitReachedError).",
    authScopes: ownerOf,
    errors,
    args: { userId: t.arg.string({ required: true }), csv: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => ({ run: await importEbayListings(ctx, me(ctx, a.userId), parseEbayImportCsv(fileText(a.csv))) }),
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
