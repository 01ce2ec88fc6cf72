-- Issue 31: a seller's FULFILLMENT_ORDER_STATUS subscription (SP-API notifications to the
-- application's SQS queue). A notification names the seller by selling partner id: that finds the
-- sellers whose MCF orders it may be about. A seller without a row is tracked by the sweep alone.
CREATE TABLE "mcf_notification_subscriptions" (
    "user_id" UUID NOT NULL,
    "selling_partner_id" TEXT NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "destination_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mcf_notification_subscriptions_pkey" PRIMARY KEY ("user_id")
);

CREATE INDEX "mcf_notification_subscriptions_selling_partner_id_idx" ON "mcf_notification_subscriptions"("selling_partner_id");

ALTER TABLE "mcf_notification_subscriptions" ADD CONSTRAINT "mcf_notification_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Who sends a shipped sale's tracking: the notification and the tracking sweep may both bring the
-- shipment; the first claims the sale until this time (no transaction held across the channel's call).
ALTER TABLE "sales" ADD COLUMN "tracking_claimed_until" TIMESTAMPTZ(3);
