-- Inbound webhooks (Shopify, eBay): one row per delivery, so a redelivery is recognised across
-- restarts and processes. done_at is set in the same transaction that applies the delivery.
CREATE TABLE "inbound_webhooks" (
    "provider" TEXT NOT NULL,
    "delivery_id" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "account" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "done_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "error" TEXT,
    CONSTRAINT "inbound_webhooks_pkey" PRIMARY KEY ("provider", "delivery_id")
);
CREATE INDEX "inbound_webhooks_received_at_idx" ON "inbound_webhooks"("received_at");
