// AI item-specifics recommendations (spec 001 §7, 002 §2.8): the item's catalogue data and the
// category's aspects go to an OpenAI-compatible model; its 'Name: value' answer becomes item
// specifics. One credit per successful call, charged with its ledger row (and the call's tokens)
// in one transaction; a failed call or an empty balance charges nothing.
import { AiApiError } from '../../integrations/ai/index.ts';
import type { AppServices } from '../../services.ts';
import * as accounts from '../accounts/accounts.service.ts';
import * as billing from '../billing/billing.service.ts';
import * as inventory from '../inventory/inventory.service.ts';
import { AiUnavailableError, CategorySpecificsUnavailableError, OutOfAiCreditsError } from './ai.errors.ts';
import { fetchCategoryAspects } from './category-aspects.ts';
import { parseSpecificsAnswer, type ItemSpecific } from './parse.ts';
import { buildSpecificsPrompt, catalogueOf, type CategoryAspect } from './prompt.ts';

export type AiDeps = Pick<AppServices, 'prisma' | 'pool' | 'config' | 'clients' | 'log'>;

export interface SpecificsRecommendation {
  specifics: ItemSpecific[];
  /** The balance after this recommendation. */
  aiCreditBalance: number;
  /** Whether a credit was spent (false when the category has no aspects: no call was made). */
  charged: boolean;
}

/** Where the category's aspects come from (replaceable in tests and by the catalog module's cache). */
export type AspectSource = (deps: AiDeps, userId: string, categoryId: string) => Promise<CategoryAspect[]>;

/** Recommends the item's specifics for the category and spends one credit for it. */
export async function recommendSpecifics(
  deps: AiDeps,
  userId: string,
  itemId: string,
  categoryId: string,
  aspectsOf: AspectSource = fetchCategoryAspects,
): Promise<SpecificsRecommendation> {
  const item = await inventory.getItem(deps, userId, itemId);
  const category = categoryId.trim();
  // eBay category ids are numbers; anything else is refused before a credit or a call is spent.
  if (!/^\d{1,12}$/.test(category)) throw new CategorySpecificsUnavailableError(category);
  const ai = deps.clients.ai;
  if (!ai) throw new AiUnavailableError();
  const { aiCreditBalance } = await accounts.billingProfile(deps, userId);
  if (aiCreditBalance < 1) throw new OutOfAiCreditsError();
  const aspects = await aspectsOf(deps, userId, category);
  if (aspects.length === 0) return { specifics: [], aiCreditBalance, charged: false };

  let completion: Awaited<ReturnType<typeof ai.chat>>;
  try {
    completion = await ai.chat({
      messages: buildSpecificsPrompt(catalogueOf(item), category, aspects),
      temperature: 0,
      // About a line per aspect; a cap keeps a rambling model from spending the seller's money on text.
      maxTokens: Math.min(4000, 100 + aspects.length * 40),
    });
  } catch (err) {
    if (!(err instanceof AiApiError)) throw err;
    deps.log.warn(
      { err: { message: err.message, status: err.status, type: err.type, code: err.code }, userId, itemId },
      'AI recommendation failed; nothing charged',
    );
    throw new AiUnavailableError();
  }

  // Charged only now, and only if a credit is still there (two clicks at once: one pays, one is refused).
  const balance = await billing.spendAiCredit(deps, userId, completion.usage);
  if (balance === null) throw new OutOfAiCreditsError();
  return { specifics: parseSpecificsAnswer(completion.content, aspects), aiCreditBalance: balance, charged: true };
}
