// eBay Marketplace Account Deletion (api-notes §2.2): the endpoint check, and what the signed
// notification changes (read and applied once per notificationId by ./webhooks.ts and
// server/modules/webhooks). The REST path stays where eBay's registration has it
// (server/rest/ebay-account-deletion.ts).
import { type EbayConfig, ebayChallengeResponse } from '../../integrations/ebay/index.ts';
import { removeEbayAccountData } from '../../modules/connections/removal.ts';
import type { WebhookEffects } from '../types.ts';
import type { WebhookTx } from '../../modules/webhooks/webhooks.service.ts';

/** Our path; eBay hashes the full registered URL into the challenge response. */
export const EBAY_ACCOUNT_DELETION_PATH = '/api/v1/ebay/marketplace-account-deletion';

type Deps = { config: { publicUrl: string }; clients: { ebay: EbayConfig | null } };

export type ChallengeOutcome = { status: 200; challengeResponse: string } | { status: 400 | 503; reason: string };

/**
 * GET ?challenge_code=X → hex(SHA-256(challengeCode + verificationToken + endpointUrl)); the endpoint
 * is our public URL with `path` (the account-deletion endpoint unless another is given), as registered.
 */
export function answerEbayChallenge(deps: Deps, challengeCode: unknown, path = EBAY_ACCOUNT_DELETION_PATH): ChallengeOutcome {
  const token = deps.clients.ebay?.verificationToken;
  if (!token) return { status: 503, reason: 'eBay notifications are not configured (EBAY_VERIFICATION_TOKEN)' };
  if (typeof challengeCode !== 'string' || !challengeCode || challengeCode.length > 512) return { status: 400, reason: 'challenge_code is required' };
  return { status: 200, challengeResponse: ebayChallengeResponse(challengeCode, token, `${deps.config.publicUrl}${path}`) };
}

/** The seller connections of that eBay user name are deleted; returns how many sellers. */
export async function applyAccountDeletion(tx: WebhookTx, payload: Record<string, unknown>, effects: WebhookEffects): Promise<number> {
  // The connection (tokens, user name) and the seller's eBay listings (eBay's ids, errors) go together.
  const sellers = await removeEbayAccountData(tx, String(payload.username ?? ''));
  await effects.forgetListings(sellers);
  return sellers.length;
}
