// AI in bulk (issue 28, opt-in): at list time, the required item specifics an item still lacks
// (after its own values and the seller's category defaults) are asked of the AI, one credit per
// item that needed it. What the AI filled is stored with the credit in one transaction, so a
// listing job that runs twice finds it and neither asks nor charges again. A value outside a
// SELECTION_ONLY list is dropped (parse.ts); an AI failure or an empty balance charges nothing
// and leaves the item held back with the pre-flight message.
import { AiApiError } from '../../integrations/ai/index.ts';
import * as accounts from '../accounts/accounts.service.ts';
import * as billing from '../billing/billing.service.ts';
import type { AiDeps } from './ai.service.ts';
import { parseSpecificsAnswer } from './parse.ts';
import { buildSpecificsPrompt, type CategoryAspect, catalogueOf } from './prompt.ts';

/** Ledger reason of a credit spent while listing in bulk. */
export const AI_BULK_REASON = 'AI item specifics at listing';

export interface BulkFillInput {
  item: { id: string; title: string; catalogDetails: Record<string, unknown> | null; userEditedDetails: Record<string, unknown> };
  marketplaceId: string;
  categoryId: string;
  aspects: CategoryAspect[];
  /** The required aspects the item lacks (only these are taken from the answer). */
  missing: string[];
}

type Filled = Record<string, string[]>;

/** What the AI filled before for these items in their categories (no call, no charge), by item id. */
export async function storedFills(deps: Pick<AiDeps, 'pool'>, userId: string, keys: { itemId: string; marketplaceId: string; categoryId: string }[]) {
  if (keys.length === 0) return new Map<string, Filled>();
  const { rows } = await deps.pool.query<{ itemId: string; categoryId: string; specifics: Filled }>(
    `SELECT f.item_id AS "itemId", f.category_id AS "categoryId", f.specifics FROM ai_specifics_fills f
       JOIN unnest($2::uuid[], $3::text[], $4::text[]) AS k(item_id, marketplace_id, category_id)
         ON k.item_id = f.item_id AND k.marketplace_id = f.marketplace_id AND k.category_id = f.category_id
      WHERE f.user_id = $1`,
    [userId, keys.map((k) => k.itemId), keys.map((k) => k.marketplaceId), keys.map((k) => k.categoryId)],
  );
  return new Map(rows.map((r) => [`${r.itemId}:${r.categoryId}`, r.specifics]));
}

/**
 * The AI's values for the item's missing required specifics, charged once per item and category
 * (a stored fill is returned as it is). Null when nothing could be asked (no AI, no credit, the AI
 * failed): nothing charged. Unexpected errors throw (the job retries; nothing was charged).
 */
export async function fillMissingSpecifics(deps: AiDeps, userId: string, input: BulkFillInput): Promise<Filled | null> {
  const key = `${input.item.id}:${input.categoryId}`;
  const before = (await storedFills(deps, userId, [{ itemId: input.item.id, marketplaceId: input.marketplaceId, categoryId: input.categoryId }])).get(key);
  if (before) return before;
  const ai = deps.clients.ai;
  if (!ai) return null;
  // No credit: no call (the charge below re-checks, for two runs spending the last one at once).
  if ((await accounts.billingProfile(deps, userId)).aiCreditBalance < 1) return null;
  let completion: Awaited<ReturnType<typeof ai.chat>>;
  try {
    completion = await ai.chat({
      messages: buildSpecificsPrompt(catalogueOf(input.item), input.categoryId, input.aspects),
      temperature: 0,
      maxTokens: Math.min(4000, 100 + input.aspects.length * 40),
    });
  } catch (err) {
    if (!(err instanceof AiApiError)) throw err;
    deps.log.warn({ err: { message: err.message, status: err.status }, userId, itemId: input.item.id }, 'AI fill at listing failed; nothing charged');
    return null;
  }
  const wanted = new Set(input.missing.map((m) => m.toLowerCase()));
  const filled: Filled = {};
  for (const s of parseSpecificsAnswer(completion.content, input.aspects)) if (wanted.has(s.dimension.toLowerCase())) filled[s.dimension] = [s.value];
  // The fill and its credit together; a parallel run that stored it first wins and nothing is charged here.
  return deps.prisma
    .$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`
      INSERT INTO ai_specifics_fills (user_id, item_id, marketplace_id, category_id, specifics)
      VALUES (${userId}::uuid, ${input.item.id}::uuid, ${input.marketplaceId}, ${input.categoryId}, ${JSON.stringify(filled)}::jsonb)
      ON CONFLICT (item_id, marketplace_id, category_id) DO NOTHING`;
      if (inserted === 0) {
        const rows = await tx.$queryRaw<{ specifics: Filled }[]>`
        SELECT specifics FROM ai_specifics_fills WHERE item_id = ${input.item.id}::uuid AND marketplace_id = ${input.marketplaceId} AND category_id = ${input.categoryId}`;
        return rows[0]?.specifics ?? null;
      }
      const left = await billing.spendAiCreditIn(tx, userId, completion.usage, AI_BULK_REASON);
      if (left === null) throw new NoCreditLeft();
      return filled;
    })
    .catch((err) => {
      if (err instanceof NoCreditLeft) return null;
      throw err;
    });
}

/** The balance ran out between the check and the charge: the transaction is rolled back, nothing stored. */
class NoCreditLeft extends Error {}
