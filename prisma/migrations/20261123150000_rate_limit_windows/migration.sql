-- Fixed-window request counters shared by every web process (rate limits on public endpoints).
CREATE TABLE "rate_limit_windows" (
    "bucket" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("bucket","key","window_start")
);

CREATE INDEX "rate_limit_windows_window_start_idx" ON "rate_limit_windows"("window_start");
