// Rules of AI recommendations the client shares (pure, importable by the browser bundle).

/** Spec 001 §4, 002 §2.8: 'Get AI Recommendations' appears only when the balance is more than 1. */
export function aiRecommendationsOffered(aiCreditBalance: number | null | undefined): boolean {
  return typeof aiCreditBalance === 'number' && aiCreditBalance > 1;
}
