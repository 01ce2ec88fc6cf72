-- Issue 35: an audit entry is written before the change runs (so a change that fails or crashes
-- still leaves its entry) and its outcome is filled in after: 'started' until then (a crash leaves
-- it so), 'done', 'failed' or 'refused'. Entries written before this column were all of changes
-- that went through.
ALTER TABLE "audit_log" ADD COLUMN "outcome" TEXT NOT NULL DEFAULT 'done';
