-- A support ticket remembers its e-mail to support (email_outbox.id), so the admin user page can show
-- whether it went out. No foreign key: delivered mail is pruned from the outbox after 30 days.
ALTER TABLE "support_tickets" ADD COLUMN "email_id" UUID;
