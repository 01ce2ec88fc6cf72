import { describe, expect, it } from 'vitest';
import { routePatterns } from './routePatterns.ts';

describe('routePatterns', () => {
  it('joins nested paths, lists index routes as their parent, and skips pathless layouts', () => {
    const routes = [
      {
        children: [
          { index: true },
          { element: null, children: [{ path: 'sign-in' }] },
          { path: 'account/:userId', children: [{ index: true }, { path: 'amazon-inventory/:listingId' }, { path: '*' }] },
          { path: '*' },
        ],
      },
    ];
    expect(routePatterns(routes).sort()).toEqual(
      ['/', '/*', '/account/:userId', '/account/:userId/*', '/account/:userId/amazon-inventory/:listingId', '/sign-in'].sort(),
    );
  });
});
