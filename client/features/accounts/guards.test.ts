import { describe, expect, it } from 'vitest';
import { guardRedirect, onboardingPath, type GuardUser } from './guards.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const seller: GuardUser = {
  userId: 'u1',
  isAdmin: false,
  tosAcceptedAt: '2025-01-10T00:00:00Z',
  onboardingStep: 0,
  onboardingFinished: true,
  passwordSetAt: null,
  createdAt: '2025-01-01T00:00:00Z',
};

describe('route guards', () => {
  it('lets a seller with current terms and finished onboarding through to their own pages', () => {
    expect(guardRedirect(seller, 'u1', '/account/u1/amazon-inventory/', now)).toBeNull();
  });
  it('sends a seller without terms, or with terms accepted before 2024-12-12, to accept-terms', () => {
    expect(guardRedirect({ ...seller, tosAcceptedAt: null }, 'u1', '/x', now)).toBe('/accept-tos');
    expect(guardRedirect({ ...seller, tosAcceptedAt: '2024-12-11T23:59:59Z' }, 'u1', '/x', now)).toBe('/accept-tos');
    expect(guardRedirect({ ...seller, tosAcceptedAt: '2024-12-12T00:00:00Z' }, 'u1', '/x', now)).toBeNull();
  });
  it('sends unfinished onboarding to the stored step, falling back to Amazon', () => {
    const u = { ...seller, onboardingFinished: false };
    expect(guardRedirect({ ...u, onboardingStep: 0 }, 'u1', '/x', now)).toBe('/onboarding/amazon');
    expect(guardRedirect({ ...u, onboardingStep: 1 }, 'u1', '/x', now)).toBe('/onboarding/plan');
    expect(guardRedirect({ ...u, onboardingStep: 2 }, 'u1', '/x', now)).toBe('/onboarding/billing');
    expect(guardRedirect({ ...u, onboardingStep: 3 }, 'u1', '/x', now)).toBe('/onboarding/platforms');
    expect(guardRedirect({ ...u, onboardingStep: 4 }, 'u1', '/x', now)).toBe('/onboarding/amazon');
    expect(onboardingPath(1.5)).toBe('/onboarding/amazon');
  });
  it("sends a seller on another user's path to their own inventory", () => {
    expect(guardRedirect(seller, 'u2', '/account/u2/settings/account', now)).toBe('/account/u1/amazon-inventory/');
  });
  it('exempts admins from terms and onboarding, but not from a password older than 365 days', () => {
    const admin = { ...seller, isAdmin: true, tosAcceptedAt: null, onboardingFinished: false };
    expect(guardRedirect({ ...admin, passwordSetAt: '2026-01-01T00:00:00Z' }, 'u9', '/account/u9/x', now)).toBeNull();
    expect(guardRedirect({ ...admin, passwordSetAt: '2025-11-01T00:00:00Z' }, 'u1', '/x', now)).toBe('/account/u1/settings/change-password');
    // No password_set: the account's creation date counts.
    expect(guardRedirect({ ...admin, createdAt: '2025-01-01T00:00:00Z' }, 'u1', '/x', now)).toBe('/account/u1/settings/change-password');
    expect(guardRedirect({ ...admin, passwordSetAt: '2025-01-01T00:00:00Z' }, 'u1', '/account/u1/settings/change-password', now)).toBeNull();
  });
  it("sends an admin from their own (empty) inventory to /admin, but lets them open a seller's", () => {
    const admin = { ...seller, isAdmin: true, passwordSetAt: '2026-01-01T00:00:00Z' };
    expect(guardRedirect(admin, 'u1', '/account/u1/amazon-inventory/', now)).toBe('/admin');
    expect(guardRedirect(admin, 'u1', '/account/u1/amazon-inventory', now)).toBe('/admin');
    expect(guardRedirect(admin, 'u9', '/account/u9/amazon-inventory/', now)).toBeNull();
    expect(guardRedirect(admin, 'u1', '/account/u1/settings/account', now)).toBeNull();
  });
  it("lets a team member into the seller's account they belong to (terms still first; their own onboarding not in the way), no other", () => {
    const member = { ...seller, onboardingFinished: false, memberOf: ['u7'] };
    expect(guardRedirect(member, 'u7', '/account/u7/amazon-inventory/', now)).toBeNull();
    expect(guardRedirect(member, 'u8', '/account/u8/amazon-inventory/', now)).toBe('/onboarding/amazon');
    expect(guardRedirect({ ...member, tosAcceptedAt: null }, 'u7', '/account/u7/amazon-inventory/', now)).toBe('/accept-tos');
    expect(guardRedirect({ ...member, onboardingFinished: true }, 'u8', '/account/u8/x', now)).toBe('/account/u1/amazon-inventory/');
  });
});
