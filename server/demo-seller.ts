// The demo seller of a first start (outside production) is given the Amazon sandbox's US seller,
// connected through the same consent and code exchange a seller goes through, so the first
// import runs through the normal job path and `npm start` shows a working inventory at once.
// Only called when Amazon runs on its sandbox (the sandbox's consent page is confirmed here the
// way a person would press its button).
import { confirmConsentWithoutBrowser } from '../sandbox/amazon/control-client.ts';
import { connectAmazon, startAmazonAuthorization } from './modules/connections/amazon.service.ts';
import type { AppServices } from './services.ts';

/** The sandbox's demo seller account on Amazon.com (sandbox/amazon/README.md). */
export const DEMO_AMAZON_SELLER = { sellingPartnerId: 'A1LBSANDBOXUS7Q', marketplaceId: 'ATVPDKIKX0DER' };

/** Connects the demo seller's Amazon account on the sandbox and queues its first import. */
export async function connectDemoSellerToAmazonSandbox(services: AppServices, userId: string): Promise<void> {
  const start = await startAmazonAuthorization(services, userId, DEMO_AMAZON_SELLER.marketplaceId, 'settings');
  const landed = await confirmConsentWithoutBrowser(start.consentUrl, DEMO_AMAZON_SELLER.sellingPartnerId);
  await connectAmazon(services, userId, { sellingPartnerId: landed.sellingPartnerId, spapiOauthCode: landed.code, state: landed.state });
}
