import { randomBytes, randomInt } from 'node:crypto';
import type { AccountsDeps } from './accounts.service.ts';
import { createUser } from './accounts.service.ts';

export const FIRST_ADMIN_EMAIL = 'admin@listbridge.local';
export const DEMO_SELLER_EMAIL = 'demo@listbridge.local';

/** A random password that passes the admin policy (upper, lower, digit, special, ≥ 12). */
export function generateStrongPassword(): string {
  const core = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `Lb${core}${randomInt(10, 99)}!`;
}

/**
 * On the first start: an admin and (unless `demoSeller` is false, as in production) a demo seller
 * who has finished onboarding, with passwords printed once (they are not stored anywhere in
 * clear). Later starts find the admin and do nothing. Answers the demo seller's id when it was
 * created now.
 */
export async function seedFirstAccounts(
  deps: AccountsDeps,
  print: (line: string) => void,
  opts: { demoSeller?: boolean } = {},
): Promise<{ demoSellerId: string | null }> {
  if ((await deps.prisma.user.count({ where: { isAdmin: true } })) > 0) return { demoSellerId: null };
  const adminPassword = generateStrongPassword();
  await createUser(deps, { email: FIRST_ADMIN_EMAIL, password: adminPassword, isAdmin: true, tosAccepted: true, onboardingFinished: true });
  const lines = ['First start: accounts created (shown once; change the passwords after signing in)', `  admin:  ${FIRST_ADMIN_EMAIL} / ${adminPassword}`];
  let demoSellerId: string | null = null;
  if (opts.demoSeller !== false && !(await deps.prisma.user.findUnique({ where: { email: DEMO_SELLER_EMAIL } }))) {
    const sellerPassword = generateStrongPassword();
    demoSellerId = (await createUser(deps, { email: DEMO_SELLER_EMAIL, password: sellerPassword, tosAccepted: true, onboardingFinished: true })).id;
    lines.push(`  seller: ${DEMO_SELLER_EMAIL} / ${sellerPassword}`);
  }
  lines.forEach(print);
  return { demoSellerId };
}
