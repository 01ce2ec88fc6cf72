-- Crash safety of background work (issue 21): every worker process beats here; a run names the job that owns it.
CREATE TABLE "worker_heartbeats" (
    "worker_id" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "host" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "beat_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "worker_heartbeats_pkey" PRIMARY KEY ("worker_id")
);

ALTER TABLE "inventory_import_runs" ADD COLUMN "job_id" BIGINT,
    ADD COLUMN "locked_by" TEXT;
