-- Issue 35: the inventory items a change named (at most 20), so its Activity entry links to their
-- listing view, where the sync's own history of what followed is kept (listing_changes).
ALTER TABLE "audit_log" ADD COLUMN "item_ids" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[];
