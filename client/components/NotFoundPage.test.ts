import { describe, expect, it } from 'vitest';
import { homePath } from './NotFoundPage.tsx';

describe("the not-found page's 'Go home'", () => {
  it("goes to the active user's inventory inside an account, else to the root (inventory or sign-in)", () => {
    expect(homePath('/account/u-42/settings/nothing-here')).toBe('/account/u-42/amazon-inventory/');
    expect(homePath('/account/-/nope')).toBe('/');
    expect(homePath('/no-such-page')).toBe('/');
    expect(homePath('/admin/x/y/z')).toBe('/');
  });
});
