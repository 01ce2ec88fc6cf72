import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../shared/api/roles.ts';
import { navSections } from './navSections.ts';

const viewer = { userId: 'me', email: 'me@example.com', isAdmin: false, onboardingFinished: false };
const texts = (sections: ReturnType<typeof navSections>) => sections.flatMap((s) => s.items.map((i) => i.text));

describe('navSections for a team member (issue 35)', () => {
  it("shows a Lister the seller's pages they may use, in the seller's account, and no billing or activity", () => {
    const sections = navSections(viewer, null, { accountId: 'shop', permissions: new Set(ROLE_PERMISSIONS.LISTER) });
    expect(sections.map((s) => s.label)).toContain('Listings');
    expect(sections.map((s) => s.label)).not.toContain('Sales');
    expect(texts(sections)).not.toContain('Account & Payment');
    expect(texts(sections)).not.toContain('Activity');
    expect(sections[0]!.items[0]!.to).toBe('/account/shop/amazon-inventory/');
  });
  it('shows the owner everything, billing and activity included', () => {
    const sections = navSections({ ...viewer, onboardingFinished: true }, null, { accountId: 'me', permissions: new Set(ROLE_PERMISSIONS.OWNER) });
    expect(texts(sections)).toEqual(expect.arrayContaining(['Account & Payment', 'Activity', 'Team', 'API & Webhooks']));
  });
});
