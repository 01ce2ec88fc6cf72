-- What kind of e-mail an outbox row is, and whose: notification and marketing mail to a user who
-- turned e-mail notifications off (or whose e-mails an admin disabled) is not sent; security mail
-- (password reset, two-factor changes) always is. Rows before this are security mail.
ALTER TABLE "email_outbox" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'security';
ALTER TABLE "email_outbox" ADD COLUMN "user_id" UUID;
