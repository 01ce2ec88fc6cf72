import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The official API contracts (SP-API models, eBay OpenAPI, Shopify Admin schema, Stripe OpenAPI)
 * are not committed (they come from other repositories); they live in the workplace's
 * shared/api-specs. Set API_SPECS_DIR to point elsewhere. A missing folder fails the
 * contract tests with this message: never a silent skip.
 */
export function apiSpecsDir(): string {
  const candidates = [process.env.API_SPECS_DIR, path.resolve(import.meta.dirname, '../../../shared/api-specs'), '/work/shared/api-specs'].filter(
    (p): p is string => !!p,
  );
  const found = candidates.find((p) => existsSync(path.join(p, 'SHA256SUMS')));
  if (!found) {
    throw new Error(`API contracts not found (looked in ${candidates.join(', ')}); set API_SPECS_DIR to the api-specs folder`);
  }
  return found;
}

export function readSpec<T = any>(relative: string): T {
  return JSON.parse(readFileSync(path.join(apiSpecsDir(), relative), 'utf8')) as T;
}
