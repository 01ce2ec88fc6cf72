// What 'Get AI Recommendations' shows after a call (pure, unit-tested).
export { aiRecommendationsOffered } from '../../../../shared/ai/rules.ts';

export const AI_GENERIC_ERROR = 'Something went wrong. Please try again.';

export interface ItemSpecificValue {
  dimension: string;
  value: string;
}

type Answer = { __typename: 'RecommendItemSpecificsSuccess'; specifics: readonly ItemSpecificValue[] } | { __typename: string; message?: string };

export const AI_NOTHING_FOUND = "The AI found no item specifics in this item's catalogue data.";

export type AiOutcome = { kind: 'apply'; specifics: ItemSpecificValue[] } | { kind: 'empty'; note: string } | { kind: 'error'; error: string };

/** The specifics to apply, a note that none were found, or the message to show (the server's wording for refusals). */
export function aiRecommendationOutcome(answer: Answer | null | undefined): AiOutcome {
  if (answer?.__typename === 'RecommendItemSpecificsSuccess' && 'specifics' in answer) {
    if (answer.specifics.length === 0) return { kind: 'empty', note: AI_NOTHING_FOUND };
    return { kind: 'apply', specifics: answer.specifics.map((s) => ({ dimension: s.dimension, value: s.value })) };
  }
  const message = answer && 'message' in answer ? answer.message : undefined;
  return { kind: 'error', error: message || AI_GENERIC_ERROR };
}
