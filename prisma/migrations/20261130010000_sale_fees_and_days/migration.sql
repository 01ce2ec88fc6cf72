-- Fees stored per sale and daily rollups (issue 36). A sale keeps the channel fee it really
-- incurred as it was at import (reported by the channel, else the channel's published rate) and
-- what that figure rests on; a line keeps its item's cost basis and the seller's offsite fee at
-- the time of the sale. The sales import keeps one row per seller, UTC day, channel and currency
-- (and per item) in the same transaction, so the dashboard reads days, never scans sales.
ALTER TABLE "sales" ADD COLUMN "channel_fee_cents" INTEGER,
    ADD COLUMN "channel_fee_basis" TEXT,
    ADD COLUMN "cancelled_at" TIMESTAMPTZ(3);
-- A sale the channel cancelled before: it leaves the figures as those cancelled from now on do.
UPDATE "sales" SET "cancelled_at" = "updated_at" WHERE "status" = 'CANCELLED';

ALTER TABLE "sale_lines" ADD COLUMN "cost_cents" INTEGER,
    ADD COLUMN "offsite_fee_cents" INTEGER;

CREATE INDEX "sales_user_id_ordered_at_idx" ON "sales"("user_id", "ordered_at");

CREATE TABLE "sale_days" (
    "user_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "channel" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "units" INTEGER NOT NULL DEFAULT 0,
    "revenue_cents" BIGINT NOT NULL DEFAULT 0,
    "channel_fee_cents" BIGINT NOT NULL DEFAULT 0,
    "mcf_fee_cents" BIGINT NOT NULL DEFAULT 0,
    "cost_cents" BIGINT NOT NULL DEFAULT 0,
    "offsite_fee_cents" BIGINT NOT NULL DEFAULT 0,
    "fees_unknown" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "sale_days_pkey" PRIMARY KEY ("user_id","day","channel","currency")
);
ALTER TABLE "sale_days" ADD CONSTRAINT "sale_days_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "sale_item_days" (
    "user_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "item_id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "units" INTEGER NOT NULL DEFAULT 0,
    "revenue_cents" BIGINT NOT NULL DEFAULT 0,
    "profit_cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "sale_item_days_pkey" PRIMARY KEY ("user_id","day","item_id","channel","currency")
);
CREATE INDEX "sale_item_days_user_id_item_id_day_idx" ON "sale_item_days"("user_id", "item_id", "day");
ALTER TABLE "sale_item_days" ADD CONSTRAINT "sale_item_days_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rollups of the sales already imported (their fees were not stored: counted as unknown).
INSERT INTO "sale_days" ("user_id", "day", "channel", "currency", "orders", "units", "revenue_cents", "fees_unknown", "mcf_fee_cents")
SELECT s."user_id", (s."ordered_at" AT TIME ZONE 'UTC')::date, s."channel", s."currency", count(*),
       COALESCE(sum((SELECT sum(l."quantity") FROM "sale_lines" l WHERE l."sale_id" = s."id")), 0), sum(s."total_cents"), count(*),
       COALESCE(sum(s."mcf_fee_cents"), 0)
  FROM "sales" s WHERE s."cancelled_at" IS NULL
 GROUP BY 1, 2, 3, 4;
INSERT INTO "sale_item_days" ("user_id", "day", "item_id", "channel", "currency", "units", "revenue_cents", "profit_cents")
SELECT s."user_id", (s."ordered_at" AT TIME ZONE 'UTC')::date, l."item_id", s."channel", s."currency", sum(l."quantity"), sum(l."price_cents"), sum(l."price_cents")
  FROM "sales" s JOIN "sale_lines" l ON l."sale_id" = s."id"
 WHERE s."cancelled_at" IS NULL AND l."item_id" IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5;
