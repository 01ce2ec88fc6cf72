-- Issue 15: since when a connection's listings wait for a repricing (a pricing setting changed); the
-- repricing_updating alert shows while they do, and the sync run that leaves none due clears it.
ALTER TABLE "listing_sync_states" ADD COLUMN "repricing_since" TIMESTAMPTZ(3);
