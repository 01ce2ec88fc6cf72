// Starts the sandbox of every service that has no real credentials configured, and hands the
// product their base URLs and demo credentials as settings (the product never knows it talks
// to a sandbox: it only sees AMAZON_SPAPI_URL, STRIPE_SECRET_KEY, …).
import path from 'node:path';
import type { Logger } from '../server/logger.ts';
import type { RunningSandbox, ServiceName, StartSandbox } from './types.ts';
import { startAmazonSandbox } from './amazon/index.ts';
import { startEbaySandbox } from './ebay/index.ts';
import { startShopifySandbox } from './shopify/index.ts';
import { startOnbuySandbox } from './onbuy/index.ts';
import { startStripeSandbox } from './stripe/index.ts';
import { startAiSandbox } from './ai/index.ts';

export const SERVICES: Array<{ name: ServiceName; offset: number; start: StartSandbox }> = [
  { name: 'amazon', offset: 1, start: startAmazonSandbox },
  { name: 'ebay', offset: 2, start: startEbaySandbox },
  { name: 'shopify', offset: 3, start: startShopifySandbox },
  { name: 'onbuy', offset: 4, start: startOnbuySandbox },
  { name: 'stripe', offset: 5, start: startStripeSandbox },
  { name: 'ai', offset: 6, start: startAiSandbox },
];

export interface SandboxSettings {
  SANDBOX_HOST: string;
  SANDBOX_PORT_BASE: number;
  /** DATA_DIR: the sandboxes keep their state in its `sandboxes` folder, so a restart continues the same marketplaces. */
  dataDir?: string;
  AMAZON_LWA_CLIENT_ID?: string;
  EBAY_CLIENT_ID?: string;
  SHOPIFY_API_KEY?: string;
  ONBUY_MODE: 'sandbox' | 'real';
  STRIPE_SECRET_KEY?: string;
  AI_API_URL?: string;
  AI_API_KEY?: string;
  /** Fault injection rules from the start (sandbox/faults/README.md); unset: none. */
  SANDBOX_FAULTS?: string;
}

/** A service runs for real once its credentials are set (OnBuy: ONBUY_MODE=real, keys are per seller). */
export function realServices(s: SandboxSettings): Record<ServiceName, boolean> {
  return {
    amazon: !!s.AMAZON_LWA_CLIENT_ID,
    ebay: !!s.EBAY_CLIENT_ID,
    shopify: !!s.SHOPIFY_API_KEY,
    onbuy: s.ONBUY_MODE === 'real',
    stripe: !!s.STRIPE_SECRET_KEY,
    ai: !!(s.AI_API_URL || s.AI_API_KEY),
  };
}

/** Starts the needed sandboxes; `port: 0` everywhere when the base port is 0 (tests). */
export async function startSandboxes(settings: SandboxSettings, productUrl: string, log: Logger): Promise<RunningSandbox[]> {
  const real = realServices(settings);
  const started: RunningSandbox[] = [];
  try {
    for (const svc of SERVICES) {
      if (real[svc.name]) continue;
      const port = settings.SANDBOX_PORT_BASE === 0 ? 0 : settings.SANDBOX_PORT_BASE + svc.offset;
      const dataDir = settings.dataDir ? path.join(settings.dataDir, 'sandboxes') : undefined;
      const warn = (message: string) => log.warn({ service: svc.name }, message);
      const sandbox = await svc.start({ host: settings.SANDBOX_HOST, port, productUrl, dataDir, warn, faults: settings.SANDBOX_FAULTS }).catch((err: Error) => {
        throw new Error(`The ${svc.name} sandbox could not start on port ${port} (${err.message}); set SANDBOX_PORT_BASE or real credentials`);
      });
      log.info({ service: svc.name, url: sandbox.url, ...sandbox.links }, 'sandbox started');
      started.push(sandbox);
    }
  } catch (err) {
    await Promise.all(started.map((s) => s.close()));
    throw err;
  }
  return started;
}
