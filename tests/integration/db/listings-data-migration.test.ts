import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject, it, expect } from 'vitest';
import { withDatabase } from '../../helpers/global-setup.ts';
import { MIGRATIONS_DIR, migrate } from '../../../server/db/migrate.ts';

// The listings migration turns inventory_items.ebay_status / shopify_status into listings rows,
// mapping values outside a channel's set to the nearest spec value (see its header).
const LISTINGS_MIGRATION = '20261123100000_listings';

it('copies the old eBay and Shopify statuses into listings and drops the columns', async () => {
  const adminUrl = inject('adminUrl');
  const name = `lb_t_mig_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const before = mkdtempSync(path.join(tmpdir(), 'lb-migrations-'));
  const url = withDatabase(adminUrl, name);
  const db = new pg.Client({ connectionString: url });
  try {
    // Every migration before the listings one.
    for (const entry of readdirSync(MIGRATIONS_DIR)) {
      if (entry >= LISTINGS_MIGRATION) continue;
      cpSync(path.join(MIGRATIONS_DIR, entry), path.join(before, entry), { recursive: true });
    }
    await migrate(url, undefined, before);
    await db.connect();
    const {
      rows: [user],
    } = await db.query(`INSERT INTO users (id, email, password_hash) VALUES (gen_random_uuid(), 'old@example.com', 'x') RETURNING id`);
    const old: [string, string | null, string | null][] = [
      ['E-LISTED', 'LISTED', null],
      ['E-REVISING', 'REVISING_IMAGE', 'UNPUBLISHED'],
      ['E-DELISTED', 'DELISTED', 'PUBLISHED'],
      ['E-ODD', 'SOMETHING_ELSE', 'FAILED_TO_DELIST'],
      ['S-LISTING', null, 'LISTING'],
      ['NONE', null, null],
    ];
    for (const [sku, ebay, shopify] of old) {
      await db.query(`INSERT INTO inventory_items (user_id, seller_sku, asin, ebay_status, shopify_status) VALUES ($1, $2, 'B0', $3, $4)`, [
        user.id,
        sku,
        ebay,
        shopify,
      ]);
    }
    expect(await migrate(url)).toContain(LISTINGS_MIGRATION);
    const { rows } = await db.query(
      `SELECT i.seller_sku AS sku, l.channel, l.status, l.last_error IS NOT NULL AS noted
         FROM listings l JOIN inventory_items i ON i.id = l.item_id ORDER BY i.seller_sku, l.channel`,
    );
    expect(rows).toEqual([
      { sku: 'E-DELISTED', channel: 'SHOPIFY', status: 'LISTED', noted: false }, // PUBLISHED: still up
      { sku: 'E-LISTED', channel: 'EBAY', status: 'LISTED', noted: false },
      { sku: 'E-ODD', channel: 'EBAY', status: 'FAILED_TO_LIST', noted: true }, // unknown: shown red, old value kept
      { sku: 'E-ODD', channel: 'SHOPIFY', status: 'LISTED', noted: false }, // failed to delist: still up
      { sku: 'E-REVISING', channel: 'EBAY', status: 'REVISING_IMAGE', noted: false },
      { sku: 'E-REVISING', channel: 'SHOPIFY', status: 'UNPUBLISHED', noted: false },
      { sku: 'S-LISTING', channel: 'SHOPIFY', status: 'LISTING', noted: false },
    ]);
    const cols = await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'inventory_items' AND column_name LIKE '%status'`);
    expect(cols.rows).toEqual([]);
  } finally {
    await db.end().catch(() => {});
    rmSync(before, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});
