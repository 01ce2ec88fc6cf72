// Route guards of spec 000 §2 as a pure function (unit-tested in guards.test.ts).

export const TERMS_VERSION_DATE = Date.parse('2024-12-12T00:00:00Z');
const ADMIN_PASSWORD_MAX_AGE_MS = 365 * 86_400_000;
export const ONBOARDING_STEPS = ['amazon', 'plan', 'billing', 'platforms'] as const;

export interface GuardUser {
  userId: string;
  isAdmin: boolean;
  tosAcceptedAt: string | null;
  onboardingStep: number;
  onboardingFinished: boolean;
  passwordSetAt: string | null;
  createdAt: string;
  /** The other sellers' accounts the person is a team member of (issue 35). */
  memberOf?: readonly string[];
}

/** 0 Amazon, 1 plan, 2 billing, 3 platforms; anything else the Amazon step. */
export function onboardingPath(step: number): string {
  const name = Number.isInteger(step) && step >= 0 && step <= 3 ? ONBOARDING_STEPS[step] : ONBOARDING_STEPS[0];
  return `/onboarding/${name}`;
}

export function termsAccepted(user: Pick<GuardUser, 'tosAcceptedAt'>): boolean {
  return user.tosAcceptedAt !== null && Date.parse(user.tosAcceptedAt) >= TERMS_VERSION_DATE;
}

export function adminPasswordExpired(user: GuardUser, now: number): boolean {
  const since = Date.parse(user.passwordSetAt ?? user.createdAt);
  return now - since > ADMIN_PASSWORD_MAX_AGE_MS;
}

/**
 * Where a signed-in user asking for `pathname` (whose /account/{id} segment is `pathUserId`)
 * must go instead, or null to stay.
 */
export function guardRedirect(user: GuardUser, pathUserId: string | null, pathname: string, now = Date.now()): string | null {
  if (user.isAdmin) {
    const changePassword = `/account/${user.userId}/settings/change-password`;
    if (adminPasswordExpired(user, now) && pathname !== changePassword) return changePassword;
    // An admin has no inventory of their own: their home is the back-office (issue 30).
    if (pathUserId === user.userId && /^\/account\/[^/]+\/amazon-inventory\/?$/.test(pathname)) return '/admin';
    return null;
  }
  if (!termsAccepted(user)) return '/accept-tos';
  // A team member works in the seller's account: their own onboarding is not in the way.
  if (pathUserId !== null && user.memberOf?.includes(pathUserId)) return null;
  if (!user.onboardingFinished) return onboardingPath(user.onboardingStep);
  if (pathUserId !== null && pathUserId !== user.userId) return `/account/${user.userId}/amazon-inventory/`;
  return null;
}
