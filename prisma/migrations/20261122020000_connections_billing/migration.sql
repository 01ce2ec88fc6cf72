-- Connections (Amazon and channels), OAuth states, plans, subscriptions, Stripe events, AI credits.
CREATE TYPE "ConnectionKind" AS ENUM ('AMAZON', 'EBAY', 'SHOPIFY', 'ONBUY');
CREATE TYPE "ConnectionStatus" AS ENUM ('AUTHORIZED', 'NEEDS_REAUTH');

ALTER TABLE "users" ADD COLUMN "stripe_customer_id" TEXT,
    ADD COLUMN "default_payment_method_id" TEXT,
    ADD COLUMN "card_summary" TEXT;
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users"("stripe_customer_id");

CREATE TABLE "connections" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "ConnectionKind" NOT NULL,
    "status" "ConnectionStatus" NOT NULL DEFAULT 'AUTHORIZED',
    "account_id" TEXT NOT NULL,
    "account_name" TEXT,
    "marketplace" TEXT,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "access_token_expires_at" TIMESTAMPTZ(3),
    "settings" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "connections_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "connections_user_id_kind_key" ON "connections"("user_id", "kind");
CREATE INDEX "connections_kind_account_id_idx" ON "connections"("kind", "account_id");
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "oauth_states" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "ConnectionKind" NOT NULL,
    "state_hash" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "oauth_states_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "oauth_states_state_hash_key" ON "oauth_states"("state_hash");
CREATE INDEX "oauth_states_user_id_idx" ON "oauth_states"("user_id");
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "plans" (
    "id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "tier" TEXT NOT NULL,
    "recurrence" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "max_listings" INTEGER NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "monthly_price_cents" INTEGER NOT NULL,
    "trial_days" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "stripe_price_id" TEXT,
    CONSTRAINT "plans_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "subscriptions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "plan_id" TEXT NOT NULL,
    "stripe_subscription_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "trial_end" TIMESTAMPTZ(3),
    "current_period_end" TIMESTAMPTZ(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "discount_percent" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_key" ON "subscriptions"("stripe_subscription_id");
CREATE INDEX "subscriptions_user_id_channel_idx" ON "subscriptions"("user_id", "channel");
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_fkey"
    FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ai_credit_ledger" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "prompt_tokens" INTEGER NOT NULL DEFAULT 0,
    "completion_tokens" INTEGER NOT NULL DEFAULT 0,
    "listing_credits_amount" INTEGER NOT NULL,
    "cost_cents" INTEGER NOT NULL DEFAULT 0,
    "reason" TEXT NOT NULL,
    CONSTRAINT "ai_credit_ledger_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ai_credit_ledger_user_id_created_at_idx" ON "ai_credit_ledger"("user_id", "created_at");
ALTER TABLE "ai_credit_ledger" ADD CONSTRAINT "ai_credit_ledger_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "coupon_redemptions" (
    "user_id" UUID NOT NULL,
    "coupon" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "coupon_redemptions_pkey" PRIMARY KEY ("user_id", "coupon")
);
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
