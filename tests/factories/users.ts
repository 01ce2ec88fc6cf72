import { randomBytes } from 'node:crypto';
import type { TestApp } from '../helpers/app.ts';
import { createUser } from '../../server/modules/accounts/accounts.service.ts';
import { rest } from '../helpers/rest.ts';

export const GOOD_PASSWORD = 'Sunflower42x';

export function uniqueEmail(prefix = 'seller'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A seller (terms accepted, onboarding finished unless said otherwise) and a session token. */
export async function createSeller(
  app: TestApp,
  opts: { email?: string; password?: string; isAdmin?: boolean; tosAccepted?: boolean; onboardingFinished?: boolean } = {},
) {
  const email = opts.email ?? uniqueEmail(opts.isAdmin ? 'admin' : 'seller');
  const password = opts.password ?? GOOD_PASSWORD;
  const user = await createUser(app.services, {
    email,
    password,
    isAdmin: opts.isAdmin ?? false,
    tosAccepted: opts.tosAccepted ?? true,
    onboardingFinished: opts.onboardingFinished ?? true,
  });
  const signIn = await rest(app.url, 'POST', '/auth/sign-in', { email, password });
  if (signIn.status !== 200) throw new Error(`factory sign-in failed: ${JSON.stringify(signIn.body)}`);
  return { user, email, password, token: signIn.body.jwt as string };
}
