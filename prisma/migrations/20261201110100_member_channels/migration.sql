-- Issue 35: the owner may limit a Lister to some channels (registered channel codes); empty:
-- every channel.
ALTER TABLE "account_members" ADD COLUMN "channels" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
