import { describe, expect, it } from 'vitest';
import { AI_GENERIC_ERROR, AI_NOTHING_FOUND, aiRecommendationOutcome, aiRecommendationsOffered } from './aiRecommendations.ts';

describe("'Get AI Recommendations'", () => {
  it('is offered only when the credit balance is more than 1', () => {
    expect(aiRecommendationsOffered(2)).toBe(true);
    expect(aiRecommendationsOffered(1000)).toBe(true);
    expect(aiRecommendationsOffered(1)).toBe(false);
    expect(aiRecommendationsOffered(0)).toBe(false);
    expect(aiRecommendationsOffered(null)).toBe(false);
    expect(aiRecommendationsOffered(undefined)).toBe(false);
  });

  it('applies the recommended specifics', () => {
    const answer = { __typename: 'RecommendItemSpecificsSuccess', specifics: [{ dimension: 'Brand', value: 'Sony' }] };
    expect(aiRecommendationOutcome(answer)).toEqual({ kind: 'apply', specifics: [{ dimension: 'Brand', value: 'Sony' }] });
  });

  it('says so when nothing was found, without applying anything', () => {
    expect(aiRecommendationOutcome({ __typename: 'RecommendItemSpecificsSuccess', specifics: [] })).toEqual({ kind: 'empty', note: AI_NOTHING_FOUND });
  });

  it("shows the server's message for a refusal, and a generic one otherwise", () => {
    const out = { __typename: 'OutOfAiCreditsError', message: 'You are out of AI credits. You can buy more in Settings -> Account & Payment.' };
    expect(aiRecommendationOutcome(out)).toEqual({ kind: 'error', error: out.message });
    expect(aiRecommendationOutcome({ __typename: '%other' })).toEqual({ kind: 'error', error: AI_GENERIC_ERROR });
    expect(aiRecommendationOutcome(null)).toEqual({ kind: 'error', error: AI_GENERIC_ERROR });
  });
});
