// Vitest's file order for a fresh clone (CI): the slowest files first (the chaos run before them,
// below), so the two workers finish together instead of one running a 2-minute file alone at the end. Vitest orders by its cache of
// last durations, which a fresh clone does not have; this table is that cache, written down from a
// CI run (seconds of test time per file, files of 12 s and more). A file missing from it counts as
// UNLISTED_SECONDS; after a run, refresh the table from the reporter's per-file times.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const UNLISTED_SECONDS = 8;

const SECONDS = new Map<string, number>([
  ['tests/integration/chaos/chaos-run.test.ts', 150],
  ['tests/integration/acceptance/sites.test.ts', 121],
  ['tests/e2e/route-sweep.test.ts', 93],
  ['tests/e2e/shell.test.ts', 78],
  ['tests/integration/sync/amazon-changes.test.ts', 77],
  ['tests/integration/listings/catalog-wait.test.ts', 55],
  ['tests/integration/boot/start-stop.test.ts', 55],
  ['tests/integration/acceptance/list-timing.test.ts', 50],
  ['tests/e2e/seller-screens.test.ts', 47],
  ['tests/e2e/onbuy-listing.test.ts', 45],
  ['tests/e2e/ebay-actions.test.ts', 45],
  ['tests/integration/chaos/applied-error.test.ts', 42],
  ['tests/integration/jobs/throttled-job.test.ts', 38],
  ['tests/e2e/held-back-defaults.test.ts', 36],
  ['tests/e2e/shopify-listing.test.ts', 33],
  ['tests/integration/listings/onbuy-from-import.test.ts', 32],
  ['tests/integration/listings/variation-family-listings.test.ts', 55],
  ['tests/e2e/ebay-flow.test.ts', 31],
  ['tests/e2e/ebay-listings.test.ts', 30],
  ['tests/e2e/restart-after-crash.test.ts', 29],
  ['tests/e2e/inventory.test.ts', 29],
  ['tests/e2e/dashboard.test.ts', 28],
  ['tests/integration/listings/killed-push.test.ts', 27],
  ['tests/integration/sales/mcf-budget.test.ts', 27],
  ['tests/integration/connections/amazon.test.ts', 26],
  ['tests/e2e/connections.test.ts', 26],
  ['tests/e2e/accounts.test.ts', 25],
  ['tests/integration/sync/ebay-sync.test.ts', 23],
  ['tests/e2e/admin.test.ts', 22],
  ['tests/integration/accounts/demo-seller.test.ts', 21],
  ['tests/e2e/variation-family.test.ts', 21],
  ['tests/e2e/one-quantity-rule.test.ts', 19],
  ['tests/e2e/billing.test.ts', 19],
  ['tests/e2e/team-members.test.ts', 17],
  ['tests/integration/sync/shopify-refused-row.test.ts', 16],
  ['tests/integration/billing/currency.test.ts', 16],
  ['tests/e2e/ebay-advanced-settings.test.ts', 15],
  ['tests/e2e/onbuy-create.test.ts', 15],
  ['tests/e2e/ebay-listing-content.test.ts', 15],
  ['tests/e2e/general-settings.test.ts', 14],
  ['tests/e2e/two-factor.test.ts', 14],
  ['tests/integration/sales/import-queue.test.ts', 14],
  ['tests/e2e/onboarding.test.ts', 14],
  ['tests/e2e/shopify-pages.test.ts', 14],
  ['tests/e2e/listing-editor.test.ts', 13],
  ['tests/e2e/billing-currency.test.ts', 12],
  ['tests/integration/listings/shopify-listing.test.ts', 12],
  ['tests/e2e/sync-history.test.ts', 12],
  ['tests/e2e/ebay-category.test.ts', 12],
  ['tests/integration/chaos/chaos-run.test.ts:48:27', 0],
  ['tests/e2e/shell.test.ts:88:5', 0],
  ['tests/e2e/shell.test.ts:183:44', 0],
  ['chooseFromMenu', 0],
]);

/**
 * The chaos run starts six processes of its own: it goes first, beside the unit files (everything
 * outside tests/: no app, no sandboxes), not beside another heavy file — a CI run that paired it
 * with the acceptance run slowed both by half. Then the rest, slowest first.
 */
const ALONE_FIRST = 'tests/integration/chaos/chaos-run.test.ts';

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = `${process.cwd()}/`;
    const path = (f: TestSpecification) => f.moduleId.replace(root, '');
    const seconds = (f: TestSpecification) => SECONDS.get(path(f)) ?? UNLISTED_SECONDS;
    const rank = (f: TestSpecification) => (path(f) === ALONE_FIRST ? 0 : path(f).startsWith('tests/') ? 2 : 1);
    return [...files].sort((a, b) => rank(a) - rank(b) || seconds(b) - seconds(a));
  }
}
