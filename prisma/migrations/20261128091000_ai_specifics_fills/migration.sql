-- AI in bulk (issue 28): the item specifics the AI filled for an item in an eBay category at list
-- time, written in the transaction that spends the item's credit. A listing job that runs twice
-- (a retry, a killed worker) finds the row and neither asks the AI again nor charges again.
-- Owned by the ai module (server/modules/ai/bulk-fill.ts).
CREATE TABLE "ai_specifics_fills" (
    "user_id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "marketplace_id" TEXT NOT NULL,
    "category_id" TEXT NOT NULL,
    "specifics" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ai_specifics_fills_pkey" PRIMARY KEY ("item_id","marketplace_id","category_id")
);

CREATE INDEX "ai_specifics_fills_user_id_idx" ON "ai_specifics_fills"("user_id");

ALTER TABLE "ai_specifics_fills" ADD CONSTRAINT "ai_specifics_fills_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
