// What a seller's browser does on each marketplace's consent page, over plain HTTP, and the
// database checks the connection tests share.
import type { TestApp } from '../../helpers/app.ts';
import { decryptSecret } from '../../../server/crypto/secrets.ts';

/** Opens Seller Central's consent page, picks the seller, presses Confirm; returns the redirect. */
export async function confirmAmazonConsent(consentUrl: string, sellingPartnerId = 'A1LBSANDBOXUS7Q'): Promise<URL> {
  const page = await fetch(consentUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${html}`);
  const u = new URL(consentUrl);
  const form = new URLSearchParams({
    application_id: u.searchParams.get('application_id')!,
    state: u.searchParams.get('state')!,
    redirect_uri: u.searchParams.get('redirect_uri') ?? '',
    version: u.searchParams.get('version') ?? '',
    selling_partner_id: sellingPartnerId,
  });
  const res = await fetch(new URL('/apps/authorize/confirm', u), { method: 'POST', body: form, redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`consent confirm answered ${res.status}`);
  return new URL(location);
}

/** The connection row as JSON text, every column, as Postgres stores it. */
export async function connectionRowText(app: TestApp, userId: string, kind: string): Promise<string> {
  const { rows } = await app.services.pool.query(`SELECT row_to_json(c)::text AS j FROM connections c WHERE user_id = $1 AND kind = $2`, [userId, kind]);
  if (!rows[0]) throw new Error(`no ${kind} connection for ${userId}`);
  return rows[0].j as string;
}

export async function connectionRow(app: TestApp, userId: string, kind: 'AMAZON' | 'EBAY' | 'SHOPIFY' | 'ONBUY') {
  return app.services.prisma.connection.findUniqueOrThrow({ where: { userId_kind: { userId, kind } } });
}

export const reveal = (app: TestApp, stored: string | null) => decryptSecret(app.services.config.encryptionKey, stored!);
