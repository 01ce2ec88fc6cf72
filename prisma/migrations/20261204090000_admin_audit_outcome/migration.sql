-- Admin controls are audited before they run: the entry is written 'started', then completed 'done'
-- or 'failed' (the reason in "after"). Entries written before this migration recorded finished
-- actions only: 'done'.
ALTER TABLE "admin_audit_log" ADD COLUMN "outcome" TEXT NOT NULL DEFAULT 'done';
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_outcome_check" CHECK ("outcome" IN ('started', 'done', 'failed'));
