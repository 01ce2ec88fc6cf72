import express, { Router } from 'express';
import type { AppServices } from '../graphql/context.ts';
import { healthRoutes } from './health.ts';
import { authRoutes } from './auth.ts';
import { userRoutes } from './user.ts';
import { inventoryRoutes } from './inventory.ts';
import { restErrorHandler, restNotFound } from './errors.ts';

/** The legacy `/api/v1` shim: parse, call a service, shape the legacy JSON. */
export function restRouter(app: AppServices): Router {
  const r = Router();
  r.use(express.json({ limit: '2mb' }));
  r.use(healthRoutes(app));
  r.use(authRoutes(app));
  r.use(userRoutes(app));
  r.use(inventoryRoutes(app));
  r.use(restNotFound);
  r.use(restErrorHandler);
  return r;
}
