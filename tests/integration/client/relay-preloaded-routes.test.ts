// Issue 33, "Relay as intended": every route preloads its query in its loader and the page reads it
// with usePreloadedQuery; nothing a route renders fetches on render (useLazyLoadQuery), and page data
// never comes from an imperative fetchQuery (a refetch is a refetchable fragment's, a mutation's
// answer carries what it changed). Checked on the source: from the router, every client file a route
// reaches through runtime imports (static or lazy `import()`), i.e. the pages and all they render.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const ROUTER = 'client/routes/router.tsx';

/**
 * fetchQuery that is no page data, per file: the operations (as the call names them) and why each
 * is asked imperatively. Anything else is page data and belongs in a preloaded query.
 */
const NOT_PAGE_DATA: Record<string, { operations: string[]; why: string }> = {
  'client/features/accounts/viewer.ts': {
    operations: ['ViewerQueryType'],
    why: 'the route guards ask who is signed in inside loaders, before any page renders (a redirect, not page data)',
  },
  'client/features/channels/generic/registeredChannels.ts': {
    operations: ['RegisteredChannelsQuery'],
    why: "the routes of a channel the client has no folder for ask which channel the URL's segment names, before its page query can name it (the page's data is then preloaded)",
  },
  'client/features/accounts/ResetPasswordPage.tsx': {
    operations: ['ResetPasswordPageCheckQuery'],
    why: "a one-off validation of the emailed link's token, behind the spec's own 'Checking token...' state",
  },
  'client/features/inventory/listing/EbayLookups.ts': {
    operations: ['EbayLookupsSearchQuery', 'EbayLookupsSuggestQuery', 'EbayLookupsDetailsQuery', 'EbayLookupsSpecificsQuery'],
    why: "look-ups asked as the seller types or picks a category ('Suggest Categories', a category's specifics and conditions)",
  },
  'client/features/inventory/onbuy/OnBuyLookups.ts': {
    operations: ['OnBuyLookupsCategoriesQuery', 'OnBuyLookupsBrandsQuery', 'OnBuyLookupsConditionsQuery'],
    why: "the 'Create New' tab's autocompletes and the chosen category's conditions, asked as the seller types or picks",
  },
  'client/features/inventory/onbuy/OnBuyProductSearch.ts': {
    operations: ['OnBuyProductSearchQuery'],
    why: "'Choose Existing': a search of OnBuy's catalogue for what the seller types",
  },
  'client/features/inventory/listing/DescriptionPreview.tsx': {
    operations: ['DescriptionPreviewQuery'],
    why: "the preview of a description being edited (unsaved text), asked when the seller opens 'Preview'",
  },
  'client/features/templates/TemplatePreviewFrame.tsx': {
    operations: ['TemplatePreviewFrameQuery'],
    why: 'the preview of a listing template being edited (unsaved settings), rendered by the server on demand',
  },
  'client/features/settings/EbayRepricePreview.tsx': {
    operations: ['EbayRepricePreviewQuery'],
    why: "the pricing formula's dry run over unsaved settings, asked as the seller changes them",
  },
  'client/features/settings/ImportEbayListingsDialog.tsx': {
    operations: ['ImportEbayListingsMutationRunQuery'],
    why: 'follows the import run the dialog has just started (a mutation): the run exists only after the click',
  },
  'client/features/inventory/held-back/HeldBackDialog.tsx': {
    operations: ['HeldBackDialogQuery'],
    why: "the held-back summary's groups, asked when the seller opens the dialog and after each fix in it",
  },
  'client/features/channels/ebay/AiFillNotice.tsx': {
    operations: ['AiFillNoticeQuery'],
    why: 'the count and cost of an AI fill for the items the seller has just selected, before the action',
  },
};

/** Comments and string contents out, so prose or a message naming a hook is no call of it. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Relative runtime imports of a file: static (not `import type`), re-exports and lazy `import()`. */
function runtimeImports(file: string, source: string): string[] {
  const specifiers: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) if (!m[1]) specifiers.push(m[2]!);
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(m[1]!);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(ROOT, resolve(ROOT, dirname(file), s)))
    .filter((f) => f.startsWith('client/') && existsSync(join(ROOT, f)));
}

/** Every client file the routes reach, from the router through runtime imports. */
function reachableFromRoutes(): string[] {
  const seen = new Set<string>([ROUTER]);
  const queue = [ROUTER];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of runtimeImports(file, readFileSync(join(ROOT, file), 'utf8'))) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen].filter((f) => !f.includes('/__generated__/')).sort();
}

const files = reachableFromRoutes();
const converted = files;
const sources = new Map(converted.map((f) => [f, code(readFileSync(join(ROOT, f), 'utf8'))]));

/** fetchQuery calls of a file, each by the operation type it names (`fetchQuery<Op>(…)`; '?' when it names none). */
function fetchQueryCalls(source: string): string[] {
  return [...source.matchAll(/\bfetchQuery\s*(?:<\s*(\w+)[^>(]*>)?\s*\(/g)].map((m) => m[1] ?? '?');
}

describe('Relay as intended: route pages preload their queries (issue 33)', () => {
  it('walks the whole app from the router: the pages, their loaders and what they render', () => {
    // A broken walk would pass everything: it must reach the pages of both layouts and the lazy loaders.
    for (const f of [
      'client/routes/shell/AppShell.tsx',
      'client/features/inventory/InventoryPage.tsx',
      'client/features/inventory/loaders.ts',
      'client/features/inventory/listing/ListingEditor.tsx',
      'client/features/settings/EbaySettingsPage.tsx',
      'client/features/admin/AdminUserPage.tsx',
      'client/features/onboarding/BillingStep.tsx',
      'client/features/billing/CardForm.tsx',
      'client/features/alerts/AlertBanners.tsx',
    ])
      expect(files).toContain(f);
    expect(files.length).toBeGreaterThan(150);
  });

  it('no route page or anything it renders fetches on render (useLazyLoadQuery)', () => {
    const offenders = converted.filter((f) => /\buseLazyLoadQuery\b/.test(sources.get(f)!));
    expect(offenders, 'preload the query in the route loader (client/relay/preload.ts) and read it with usePreloadedQuery').toEqual([]);
  });

  it('fetchQuery only for data that is no page data, each listed with the reason', () => {
    const found: Record<string, string[]> = {};
    for (const [f, source] of sources) {
      const calls = fetchQueryCalls(source);
      if (calls.length) found[f] = [...new Set(calls)].sort();
    }
    const allowed = Object.fromEntries(Object.entries(NOT_PAGE_DATA).map(([f, e]) => [f, [...e.operations].sort()]));
    // Equal both ways: a new imperative fetch fails, and so does an entry that no longer occurs.
    expect(found).toEqual(allowed);
    for (const e of Object.values(NOT_PAGE_DATA)) expect(e.why.length).toBeGreaterThan(20);
  });
});
