// The composition root: builds what every request (GraphQL or REST) and every job can reach.
// server/app.ts (web process) and jobs/main.ts (extra worker process) both call createServices;
// GraphQL, REST and the tasks receive the result, never build their own.
import type pg from 'pg';
// Every port a lower module owns is plugged into the module that implements it (server/wiring.ts).
import './wiring.ts';
import type { Config } from './config.ts';
import type { PrismaClient } from './db/prisma.ts';
import { createIntegrationClients, type IntegrationClients } from './integrations/clients.ts';
import type { IntegrationsStatus } from './integrations/status.ts';
import { createImageProxy, type ImageProxy } from './images/index.ts';
import type { Logger } from './logger.ts';
import { createDescriptionRenderPool, type DescriptionRenderPool } from './modules/listing-content/description-render.pool.ts';

/** What every request (GraphQL or REST) and every job can reach. Built once at start. */
export interface AppServices {
  config: Config;
  prisma: PrismaClient;
  pool: pg.Pool;
  /** CSV exports only (server/db/csv-export.ts): small, so downloads never starve `pool`. */
  exportPool: pg.Pool;
  log: Logger;
  worker: { status(): 'ok' | 'down' | 'external' };
  /** What each marketplace and billing integration talks to (shown by /api/v1/health). */
  integrations: IntegrationsStatus;
  /** Marketplace and billing clients (server/integrations/clients.ts). */
  clients: IntegrationClients;
  /** Signed display URLs of channel images and the route that serves them (server/images/). */
  images: ImageProxy;
  /** Worker threads that render description previews off the event loop (started on first use; close on stop). */
  descriptionPreviews: DescriptionRenderPool;
}

export interface ServiceParts {
  config: Config;
  prisma: PrismaClient;
  pool: pg.Pool;
  /** The web process's export pool; a worker process, which serves no downloads, goes without (then `pool`). */
  exportPool?: pg.Pool;
  log: Logger;
  worker: AppServices['worker'];
  integrations: IntegrationsStatus;
}

/** Builds the services of one process from its configuration and database handles. */
export function createServices(parts: ServiceParts): AppServices {
  return {
    ...parts,
    exportPool: parts.exportPool ?? parts.pool,
    clients: createIntegrationClients(parts.config),
    images: createImageProxy(parts.config, parts.log),
    descriptionPreviews: createDescriptionRenderPool(parts.log),
  };
}
