-- Import eBay Listings runs become owned runs (server/jobs/runs.ts): the job that owns a run, so a
-- run whose job can no longer finish it (gone, out of attempts on a dead worker) is marked FAILED
-- instead of staying RUNNING for the modal to poll forever.
ALTER TABLE "ebay_import_runs" ADD COLUMN "job_id" BIGINT;
