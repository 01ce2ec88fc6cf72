/**
 * Impersonation (issue 17, spec 001 §2.10) is an admin on another seller's /account/{id} pages: the
 * admin's own session reaches them (the server records every change made there with both ids); no
 * seller password or token is involved. The seller's id comes from the path.
 */
export function impersonatedUserId(pathname: string, viewer: { userId: string; isAdmin: boolean } | null): string | null {
  const id = /^\/account\/([^/]+)/.exec(pathname)?.[1];
  if (!viewer?.isAdmin || !id || id === '-' || id === viewer.userId) return null;
  return id;
}
