// Test helper: a sandbox Amazon seller connected to a factory seller (the Connection row the
// onboarding flow would write), with the refresh token obtained through the sandbox's LWA.
import { confirmConsentWithoutBrowser } from '../../../sandbox/amazon/control-client.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { encryptSecret } from '../../../server/crypto/secrets.ts';
import { amazonConfigFromEnv, createAmazonClient } from '../../../server/integrations/amazon/index.ts';
import type { TestApp } from '../../helpers/app.ts';

export const PRODUCT_URL = 'http://127.0.0.1:9/app';
export const US_SELLER = 'A1LBSANDBOXUS7Q';
export const US_MARKET = 'ATVPDKIKX0DER';
export const UK_SELLER = 'A2LBSANDBOXUK4M';
export const UK_MARKET = 'A1F83G8C2ARO7P';

export async function connectAmazon(app: TestApp, sandbox: RunningSandbox, userId: string, sellingPartnerId = US_SELLER, marketplace = US_MARKET) {
  const client = createAmazonClient(amazonConfigFromEnv(sandbox.env)!);
  const consent = await confirmConsentWithoutBrowser(client.consentUrl(`state-${userId}`), sellingPartnerId);
  const tokens = await client.exchangeCode(consent.code, `${PRODUCT_URL}/spapi-auth`);
  await app.services.prisma.connection.create({
    data: {
      userId,
      kind: 'AMAZON',
      accountId: sellingPartnerId,
      marketplace,
      refreshToken: encryptSecret(app.services.config.encryptionKey, tokens.refreshToken),
    },
  });
}
