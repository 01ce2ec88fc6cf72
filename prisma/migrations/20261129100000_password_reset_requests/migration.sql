-- Password-reset requests (issue 29): counted per e-mail address and per client address within a
-- window, like sign-in failures, so a form submitted again and again queues no more mails than the
-- limit. Kept a week at most (pruneSecurityRecords).
CREATE TABLE "password_reset_requests" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_requests_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "password_reset_requests_email_created_at_idx" ON "password_reset_requests"("email", "created_at");
CREATE INDEX "password_reset_requests_ip_created_at_idx" ON "password_reset_requests"("ip", "created_at");
