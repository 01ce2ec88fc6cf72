-- Plans chosen in onboarding before a card is on file (issue 30): kept with the onboarding state on
-- the server, so a new tab or another browser still has them; saving the card subscribes to them
-- once and empties this. Keys ebayPlanId / shopifyPlanId / onbuyPlanId.
ALTER TABLE "users" ADD COLUMN "onboarding_plans" JSONB NOT NULL DEFAULT '{}';
