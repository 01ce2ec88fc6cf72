// Channel images shown through the product: signed display URLs (signer.ts), the route that
// serves them (route.ts), its fetch with limits and trusted CAs (fetch.ts) and disk cache (cache.ts).
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { ImageCache } from './cache.ts';
import { imageAgent } from './fetch.ts';
import { imageRoute } from './route.ts';
import { createImageSigner, type ImageSigner } from './signer.ts';

export { IMAGE_ROUTE } from './signer.ts';
export type { ImageSigner };

export interface ImageProxy {
  signer: ImageSigner;
  route(): ReturnType<typeof imageRoute>;
}

/** The image proxy of one process, from its configuration (secret, DATA_DIR, EXTRA_CA_CERTS). */
export function createImageProxy(config: Config, log: Logger): ImageProxy {
  const signer = createImageSigner(config.jwtSecret);
  return {
    signer,
    // Built on first use: a worker process never serves images and needs no cache directory.
    route: () => imageRoute({ signer, cache: new ImageCache(config.dataDir), agent: imageAgent(config.EXTRA_CA_CERTS), log }),
  };
}
