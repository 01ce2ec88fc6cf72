import type pg from 'pg';
import type { PrismaClient } from '../db/prisma.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/** What every request (GraphQL or REST) and every job can reach. Built once at start. */
export interface AppServices {
  config: Config;
  prisma: PrismaClient;
  pool: pg.Pool;
  log: Logger;
  worker: { status(): 'ok' | 'down' | 'external' };
}

/** The signed-in user of a request, once the accounts module authenticates it. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

export interface GraphQLContext extends AppServices {
  requestId: string;
  viewer: Viewer | null;
}
