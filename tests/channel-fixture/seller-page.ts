// A Chromium page signed in as the fixture tests' seller, for the generic listings and sales pages.
// The account pages' guards send a seller who has not accepted the terms or finished onboarding to
// those screens first (spec 000 §2), so the seller does both here, as they would on the way in.
import type { Page } from 'playwright-core';
import type { TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import type { Seller } from '../helpers/seller-path.ts';

export async function sellerPage(app: TestApp, seller: Seller): Promise<{ page: Page; close: () => Promise<void> }> {
  for (const step of ['acceptTerms', 'finishOnboarding']) {
    const done = await app.graphql(`mutation($u:String!){ ${step}(userId:$u){ userId } }`, { u: seller.userId }, seller.token);
    if (!done.data?.[step]) throw new Error(`${step}: ${JSON.stringify(done.errors)}`);
  }
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInWithToken(context, seller.token);
  return { page: await context.newPage(), close: () => browser.close() };
}
