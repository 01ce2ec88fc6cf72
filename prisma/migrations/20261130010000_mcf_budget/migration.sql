-- Issue 31: Amazon's MCF limits (a token bucket per seller and operation) kept in Postgres, so every
-- worker process spends from the same bucket; and the per-seller tracking sweep's mark (one
-- listAllFulfillmentOrders since it a minute instead of one poll chain per sale).
CREATE TABLE "mcf_rate_buckets" (
    "user_id" UUID NOT NULL,
    "operation" TEXT NOT NULL,
    "tokens" DOUBLE PRECISION NOT NULL,
    "refilled_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "mcf_rate_buckets_pkey" PRIMARY KEY ("user_id", "operation")
);

ALTER TABLE "mcf_rate_buckets" ADD CONSTRAINT "mcf_rate_buckets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "mcf_track_marks" (
    "user_id" UUID NOT NULL,
    "swept_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mcf_track_marks_pkey" PRIMARY KEY ("user_id")
);

ALTER TABLE "mcf_track_marks" ADD CONSTRAINT "mcf_track_marks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
