// Which module owns which table. A module reads and writes only its own tables and reaches the
// others through their exported service functions (issue 10 "Boundaries"); in particular nothing
// outside server/modules/connections/ reads `connections`, where the marketplace tokens are.
// tests/integration/architecture/module-boundaries.test.ts enforces this map against the source
// and requires every table of prisma/schema.prisma to appear here exactly once.

export const TABLE_OWNERS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['users', 'password_reset_tokens', 'sign_in_failures', 'password_reset_requests', 'revoked_sessions', 'two_factor_recovery_codes'],
  connections: ['connections', 'oauth_states'],
  billing: ['plans', 'subscriptions', 'stripe_events', 'ai_credit_ledger', 'coupon_redemptions', 'referral_commissions'],
  inventory: ['inventory_items', 'inventory_stats', 'inventory_import_runs', 'variation_families'],
  email: ['email_outbox'],
  // The listing modules (issue 33: one listings module split by responsibility). The model owns the
  // listings table, which the others share (SHARED_TABLES below); each keeps its own tables.
  listings: ['listings'],
  'listing-sync': ['listing_changes', 'listing_sync_states'],
  'listing-content': ['listing_category_suggestions', 'listing_channel_setups', 'onbuy_product_creations', 'onbuy_lookup_cache'],
  'listing-csv': ['ebay_import_runs'],
  webhooks: ['inbound_webhooks'],
  support: ['support_tickets', 'support_ticket_attachments'],
  sales: [
    'sales',
    'sale_lines',
    'sale_import_marks',
    'mcf_rate_buckets',
    'mcf_track_marks',
    'mcf_preview_cache',
    'mcf_notification_subscriptions',
    'sale_days',
    'sale_item_days',
  ],
  api: ['access_tokens', 'persisted_queries', 'webhook_endpoints', 'webhook_deliveries'],
  // Process-wide infrastructure: rate-limit windows and worker heartbeats (jobs/heartbeat.ts writes them; health reads).
  system: ['rate_limit_windows', 'worker_heartbeats'],
  // The back-office (issue 17): the audit log and the users list's read model.
  admin: ['admin_audit_log', 'admin_user_stats'],
  // eBay categories, item specifics and conditions (issue 12): the Taxonomy cache shared by all sellers.
  catalog: ['ebay_taxonomy_cache', 'ebay_category_defaults'],
  // AI in bulk (issue 28): what the AI filled per item and category, charged once.
  ai: ['ai_specifics_fills'],
  // Team members, roles and invitations (issue 35); the account's audit log of who changed what.
  team: ['account_members', 'team_invitations', 'team_settings'],
  audit: ['audit_log'],
};

/**
 * Tables another module than the owner may touch too. Only the listing modules share one: the
 * listings table, a row per item and channel whose columns each of them sets (actions: the status
 * asked for; sync: what was pushed and when; content: the OnBuy product chosen; CSV: the imported
 * ids). They were one module until issue 33 split it by responsibility; everything else has one
 * module per table.
 */
export const SHARED_TABLES: Readonly<Record<string, readonly string[]>> = {
  listings: ['listing-actions', 'listing-sync', 'listing-content', 'listing-csv'],
};

/** The module that owns a table, or undefined for a table no module claims. */
export function ownerOfTable(table: string): string | undefined {
  return Object.keys(TABLE_OWNERS).find((m) => TABLE_OWNERS[m]!.includes(table));
}
