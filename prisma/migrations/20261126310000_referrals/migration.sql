-- The referral programme (spec 001 §1, 002 §2.8): each seller's referral alias (their link is
-- /signup?ref={alias}; made on first need), who referred a seller (accounts owns users), and the
-- 22% commission earned on each paid invoice of a referred seller (billing), one row per Stripe
-- invoice so a repeated invoice.paid event records nothing more.
ALTER TABLE "users" ADD COLUMN "referrer_alias" TEXT;
ALTER TABLE "users" ADD COLUMN "referred_by_id" UUID;
CREATE UNIQUE INDEX "users_referrer_alias_key" ON "users"("referrer_alias");
CREATE INDEX "users_referred_by_id_idx" ON "users"("referred_by_id");

CREATE TABLE "referral_commissions" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "referrer_id" UUID NOT NULL,
  "referred_id" UUID NOT NULL,
  "stripe_invoice_id" TEXT NOT NULL,
  "invoice_amount_cents" INTEGER NOT NULL,
  "commission_cents" INTEGER NOT NULL,
  "currency" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "referral_commissions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "referral_commissions_stripe_invoice_id_key" ON "referral_commissions"("stripe_invoice_id");
CREATE INDEX "referral_commissions_referrer_id_created_at_idx" ON "referral_commissions"("referrer_id", "created_at");
