import type pg from 'pg';
import type { PrismaClient } from '../db/prisma.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { TokenClaims } from '../modules/accounts/tokens.ts';
import type { IntegrationsStatus } from '../integrations/status.ts';
import type { IntegrationClients } from '../integrations/clients.ts';

/** What every request (GraphQL or REST) and every job can reach. Built once at start. */
export interface AppServices {
  config: Config;
  prisma: PrismaClient;
  pool: pg.Pool;
  log: Logger;
  worker: { status(): 'ok' | 'down' | 'external' };
  /** What each marketplace and billing integration talks to (shown by /api/v1/health). */
  integrations: IntegrationsStatus;
  /** Marketplace and billing clients (server/integrations/clients.ts). */
  clients: IntegrationClients;
}

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
