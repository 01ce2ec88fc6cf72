// GET /img/<signature>/<base64url(link)>: a channel image for the browser, fetched once and then
// served from the disk cache. Unauthenticated like any <img> (the session token lives in
// localStorage, which image requests do not carry); the signature is the permission.
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '../logger.ts';
import type { ImageCache } from './cache.ts';
import { fetchImage, type ImageFetchLimits, DEFAULT_LIMITS } from './fetch.ts';
import type { Agent } from 'node:https';
import type { ImageSigner } from './signer.ts';

export interface ImageRouteDeps {
  signer: ImageSigner;
  cache: ImageCache;
  agent: Agent;
  log: Logger;
  limits?: ImageFetchLimits;
}

// The answer is another site's file shown under our origin: never sniffed, never run (an SVG's
// scripts would otherwise run as ListBridge when opened on its own).
const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
};

export function imageRoute(deps: ImageRouteDeps): Router {
  const router = express.Router();
  router.get('/:signature/:encoded', async (req: Request, res: Response) => {
    const url = deps.signer.verify(String(req.params.signature), String(req.params.encoded));
    if (url === null) return refuse(res, 403, 'This image link is not valid.');
    try {
      const image = await deps.cache.get(url, () => fetchImage(url, deps.agent, deps.limits ?? DEFAULT_LIMITS));
      res.writeHead(200, {
        ...SAFE_HEADERS,
        'content-type': image.contentType,
        'content-length': image.body.length,
        // The link names fixed bytes and the signature never changes for it.
        'cache-control': 'public, max-age=31536000, immutable',
        'x-cache': image.cached ? 'HIT' : 'MISS',
      });
      res.end(image.body);
    } catch (err) {
      (req.log ?? deps.log).warn({ err: (err as Error).message }, 'image could not be fetched');
      refuse(res, 502, 'The image could not be loaded from its source.');
    }
  });
  router.use((_req: Request, res: Response) => refuse(res, 404, 'Not found.'));
  return router;
}

function refuse(res: Response, status: number, message: string): void {
  // Short-lived: a source that failed may answer in a minute.
  res.writeHead(status, { ...SAFE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}
