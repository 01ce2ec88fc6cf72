import type { TokenClaims } from '../modules/accounts/tokens.ts';
import type { AppServices } from '../services.ts';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { AccessTokenScope } from '../../shared/api/token-scopes.ts';
import type { MemberAccess } from '../modules/team/team.service.ts';

/**
 * Who a request acts for: a browser session (a valid, unrevoked session token: `claims`), or a
 * partner's access token (`token`: never an admin, limited to its scopes by api/token-gate.ts).
 */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
  claims?: TokenClaims;
  /** `name` and `createdBy` (the person who made it): what the account's audit log records. */
  /** `member`: a team member's token holds no more than the member (their role's channels, issue 35). */
  token?: { id: string; scopes: ReadonlySet<AccessTokenScope>; name?: string; createdBy?: string | null; member?: MemberAccess | null };
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
  /** The operation and schema being run (team/member-gate.ts): the `owner` scope checks a member's role against it. */
  operationDocument?: DocumentNode;
  operationSchema?: GraphQLSchema;
  operationVariables?: Record<string, unknown>;
  operationName?: string | null;
  /** A signed-in person's membership of each account this request reached (team/member-gate.ts), read once. */
  memberAccess?: Map<string, Promise<MemberAccess | null>>;
}
