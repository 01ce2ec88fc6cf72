// The OnBuy token of one connection, shared by every process through the database. OnBuy keeps one
// active token per key pair: a process that requested its own would log out all the others. So the
// token lives on the connection row (encrypted); a process that finds it missing, near expiry or
// refused takes a transaction-scoped advisory lock on the connection, re-reads the row, and only if
// nobody renewed it meanwhile asks OnBuy for a new one and stores it before releasing the lock.
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.ts';
import { ONBUY_TOKEN_SKEW_MS, type OnbuyToken, type OnbuyTokenSource } from '../../integrations/onbuy/index.ts';

export interface SharedTokenOptions {
  pool: pg.Pool;
  userId: string;
  connectionId: string;
  /** AES-GCM sealing of the token at rest (sessions.ts holds the key). */
  seal(plain: string): string;
  open(sealed: string): string;
  /** POST /auth/request-token with the connection's keys. */
  request(): Promise<OnbuyToken>;
  now?: () => number;
}

interface Row {
  access_token: string | null;
  access_token_expires_at: Date | null;
}

const READ = 'SELECT access_token, access_token_expires_at FROM connections WHERE id = $1 AND user_id = $2';

export class SharedOnbuyToken implements OnbuyTokenSource {
  constructor(private readonly o: SharedTokenOptions) {}

  private usable(row: Row | undefined): string | null {
    if (!row?.access_token || !row.access_token_expires_at) return null;
    if (row.access_token_expires_at.getTime() - ONBUY_TOKEN_SKEW_MS <= (this.o.now ?? Date.now)()) return null;
    return this.o.open(row.access_token);
  }

  async get(): Promise<string> {
    const { rows } = await this.o.pool.query<Row>(READ, [this.o.connectionId, this.o.userId]);
    return this.usable(rows[0]) ?? this.renew();
  }

  async renew(refused?: string): Promise<string> {
    return inTransaction(this.o, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('onbuy-token:' || $1, 0))", [this.o.connectionId]);
      const { rows } = await client.query<Row>(READ, [this.o.connectionId, this.o.userId]);
      const stored = this.usable(rows[0]);
      // Another process renewed it while we waited (or the refused token was an older one).
      if (stored && stored !== refused) return stored;
      const fresh = await this.o.request();
      await client.query('UPDATE connections SET access_token = $3, access_token_expires_at = $4 WHERE id = $1 AND user_id = $2', [
        this.o.connectionId,
        this.o.userId,
        this.o.seal(fresh.token),
        new Date(fresh.expiresAt),
      ]);
      return fresh.token;
    });
  }
}
