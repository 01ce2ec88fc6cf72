import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Shopify's official contracts for the API version the product speaks (2026-04). The workplace's
 * api-specs folder carries only 2025-01, so they come from the npm registry, which every machine
 * reaches:
 *  - the Admin API introspection Shopify ships in its own dev MCP package (@shopify/dev-mcp,
 *    dist/data/admin_2026-04.json.gz), fetched with `npm pack` once into .cache/ (not a dependency:
 *    the package pulls the Shopify CLI) and checked against the digest below;
 *  - the webhook payload schemas of `shopify-webhook-schemas` (a devDependency).
 */
const DEV_MCP = '@shopify/dev-mcp@1.16.0';
const ADMIN_SCHEMA_SHA256: Record<string, string> = {
  '2026-04': '036d9a2a0a6ca263506ae079a63854b665d6cfe11ec6cb4b624fb1b0ffb69be5',
};
const CACHE_DIR = path.resolve(import.meta.dirname, '../../.cache/api-contracts');

export function shopifyAdminSchemaFile(version: string): string {
  const expected = ADMIN_SCHEMA_SHA256[version];
  if (!expected) throw new Error(`no pinned Shopify Admin schema for ${version}`);
  const target = path.join(CACHE_DIR, `shopify-admin-${version}.json`);
  if (existsSync(target)) return target;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'shopify-contract-'));
  try {
    const tarball = execFileSync('npm', ['pack', DEV_MCP, '--silent', '--pack-destination', tmp], { encoding: 'utf8' }).trim().split('\n').pop()!;
    const member = `package/dist/data/admin_${version}.json.gz`;
    execFileSync('tar', ['-xzf', path.join(tmp, tarball), '-C', tmp, member]);
    const json = gunzipSync(readFileSync(path.join(tmp, member)));
    const digest = createHash('sha256').update(json).digest('hex');
    if (digest !== expected) throw new Error(`${DEV_MCP} ${member} has sha256 ${digest}, expected ${expected}`);
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(target, json);
    return target;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export function readShopifyAdminSchema(version: string): { data: never } {
  return JSON.parse(readFileSync(shopifyAdminSchemaFile(version), 'utf8'));
}

const require = createRequire(import.meta.url);

export function readShopifyWebhookSchema(version: string, topic: string): object {
  const root = path.dirname(require.resolve('shopify-webhook-schemas/package.json'));
  return JSON.parse(readFileSync(path.join(root, 'schemas', version, `${topic}.json`), 'utf8'));
}
