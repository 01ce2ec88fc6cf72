-- Channel sales and their Amazon fulfilment (issue 16): one row per channel order (idempotent on
-- user, channel and order id), its lines, the MCF order placed for it and the tracking sent back.
CREATE TABLE "sales" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'NEW',
    "payment_status" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL DEFAULT '',
    "total_cents" INTEGER NOT NULL DEFAULT 0,
    "buyer_name" TEXT,
    "ship_to" JSONB,
    "shipping_service" TEXT,
    "ordered_at" TIMESTAMPTZ(3) NOT NULL,
    "channel_modified_at" TIMESTAMPTZ(3) NOT NULL,
    "seller_fulfillment_order_id" TEXT,
    "fba_status" TEXT,
    "mcf_fee_cents" INTEGER,
    "carrier" TEXT,
    "tracking_number" TEXT,
    "tracking_sent_at" TIMESTAMPTZ(3),
    "fulfilled_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "track_attempts" INTEGER NOT NULL DEFAULT 0,
    "timeline" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sales_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "sales_user_id_channel_order_id_key" ON "sales"("user_id", "channel", "order_id");
CREATE INDEX "sales_user_id_channel_ordered_at_idx" ON "sales"("user_id", "channel", "ordered_at");

ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "sale_lines" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "sale_id" UUID NOT NULL,
    "line_id" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "item_id" UUID,
    "title" TEXT NOT NULL DEFAULT '',
    "fulfilment" TEXT NOT NULL DEFAULT 'UNKNOWN',
    "quantity" INTEGER NOT NULL,
    "price_cents" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "note" TEXT,

    CONSTRAINT "sale_lines_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "sale_lines_sale_id_line_id_key" ON "sale_lines"("sale_id", "line_id");

ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Where each connection's order import has read up to (the next poll starts a little before it).
CREATE TABLE "sale_import_marks" (
    "user_id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "modified_since" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sale_import_marks_pkey" PRIMARY KEY ("user_id", "channel")
);

ALTER TABLE "sale_import_marks" ADD CONSTRAINT "sale_import_marks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
