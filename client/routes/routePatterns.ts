import type { RouteObject } from 'react-router';

/** Every path pattern a route tree can render (index routes as their parent's path), e.g. '/account/:userId/settings/account'. */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const out: string[] = [];
  for (const r of routes) {
    const here = r.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${r.path}`.replace(/\/+/g, '/');
    if (r.index || (r.path !== undefined && !r.children?.length)) out.push(here || '/');
    else if (r.path !== undefined) out.push(here);
    if (r.children) out.push(...routePatterns(r.children, here));
  }
  return [...new Set(out)];
}
