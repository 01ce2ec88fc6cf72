-- Billing: the onboarding first-year discount flag and what a subscription's discount is.
ALTER TABLE "users" ADD COLUMN "onboarding_discount_eligible" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "subscriptions" ADD COLUMN "discount_coupon_id" TEXT,
    ADD COLUMN "discount_name" TEXT,
    ADD COLUMN "discount_amount_off" INTEGER,
    ADD COLUMN "discount_end" TIMESTAMPTZ(3);
