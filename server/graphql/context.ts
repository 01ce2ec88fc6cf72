import type { TokenClaims } from '../modules/accounts/tokens.ts';
import type { AppServices } from '../services.ts';

/** The signed-in user of a request (from a valid, unrevoked session token). */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
  claims: TokenClaims;
}

export interface GraphQLContext extends AppServices {
  requestId: string;
  viewer: Viewer | null;
  /** The raw bearer token: the two-factor step sends its short-lived token this way. */
  bearerToken: string | null;
  clientIp: string;
}
