// Onboarding asks for a plan before the card, and Stripe needs the card to subscribe: the plan
// step keeps the choice here (this browser tab) and the billing step subscribes after the card.
const KEY = 'listbridge.onboarding.plans';
export type PendingPlans = Partial<Record<'ebayPlanId' | 'shopifyPlanId' | 'onbuyPlanId', string>>;

export function readPendingPlans(): PendingPlans {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as PendingPlans;
  } catch {
    return {};
  }
}
export function addPendingPlan(channel: 'ebay' | 'shopify' | 'onbuy', planId: string): PendingPlans {
  const next = { ...readPendingPlans(), [`${channel}PlanId`]: planId };
  sessionStorage.setItem(KEY, JSON.stringify(next));
  return next;
}
export function clearPendingPlans() {
  sessionStorage.removeItem(KEY);
}
