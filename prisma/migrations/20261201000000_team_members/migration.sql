-- Team members (issue 35): people who act in a seller's account with a role, the invitations that
-- bring them in, the team's own settings, and the account's audit log. The account is the owner's
-- users row (today's user); a member is another users row. No foreign keys on the audit log: it
-- outlives the people it names (kept one year, audit__prune).
CREATE TABLE "account_members" (
    "account_id" UUID NOT NULL,
    "member_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "invited_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_members_pkey" PRIMARY KEY ("account_id", "member_id")
);
CREATE INDEX "account_members_member_id_idx" ON "account_members"("member_id");
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "team_invitations" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "account_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "invited_by" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "accepted_by" UUID,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_invitations_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "team_invitations_token_hash_key" ON "team_invitations"("token_hash");
CREATE INDEX "team_invitations_account_id_created_at_idx" ON "team_invitations"("account_id", "created_at");
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "team_settings" (
    "account_id" UUID NOT NULL,
    "require_two_factor" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "team_settings_pkey" PRIMARY KEY ("account_id")
);
ALTER TABLE "team_settings" ADD CONSTRAINT "team_settings_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "audit_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "account_id" UUID NOT NULL,
    "actor_id" UUID,
    "actor_email" TEXT,
    "via" TEXT NOT NULL,
    "token_id" UUID,
    "token_name" TEXT,
    "kind" TEXT NOT NULL,
    "what" TEXT NOT NULL,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_account_id_created_at_idx" ON "audit_log"("account_id", "created_at");
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at");

-- A token made by a team member (not the owner, not an admin) acts within that member's role for
-- as long as they are a member (api/access-tokens.service.ts).
ALTER TABLE "access_tokens" ADD COLUMN "member_id" UUID;
