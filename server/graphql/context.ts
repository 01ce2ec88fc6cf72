import type { TokenClaims } from '../modules/accounts/tokens.ts';
import type { AppServices } from '../services.ts';
import type { AccessTokenScope } from '../../shared/api/token-scopes.ts';

/**
 * Who a request acts for: a browser session (a valid, unrevoked session token: `claims`), or a
 * partner's access token (`token`: never an admin, limited to its scopes by api/token-gate.ts).
 */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
  claims?: TokenClaims;
  token?: { id: string; scopes: ReadonlySet<AccessTokenScope> };
}

export interface GraphQLContext extends AppServices {
  requestId: string;
  viewer: Viewer | null;
  /** The raw bearer token: the two-factor step sends its short-lived token this way. */
  bearerToken: string | null;
  clientIp: string;
  /** Sets a header on this request's HTTP answer (the partner API's RateLimit-* headers). */
  setResponseHeader?: (name: string, value: string) => void;
  /** The operation being run (set by admin/impersonation.ts's plugin): what an impersonation row records. */
  operation?: { kind: 'query' | 'mutation' | 'subscription'; fields: string[] };
  /**
   * Other sellers an admin reached through the `owner` scope in this request, each with its
   * audit row's write (impersonation, admin/impersonation.ts): recorded once, before any field runs.
   */
  impersonated?: Map<string, Promise<true>>;
}
