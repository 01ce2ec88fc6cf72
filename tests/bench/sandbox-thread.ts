// A sandbox on a worker thread, for the benchmarks: the marketplace's work happens on its own
// servers, so the sandbox's CPU (Amazon's report generation, ≈ 4 s for two 250k-row reports;
// eBay validating and storing thousands of listings) should not share the product's event loop.
// Everything else talks to it over HTTP, as with the in-process one.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { EventLoopUtilization } from 'node:perf_hooks';
import type { RunningSandbox, SandboxOptions } from '../../sandbox/types.ts';

type Service = 'amazon' | 'ebay' | 'shopify' | 'onbuy';
type Started = { url: string; env: Record<string, string>; service: RunningSandbox['service'] };

export interface SandboxThread extends RunningSandbox {
  /** The sandbox thread's event-loop utilisation (its busy time is the marketplace's, not ours). */
  eventLoopUtilization(since?: EventLoopUtilization): EventLoopUtilization;
}

export async function startSandboxThread(service: Service, opts: SandboxOptions): Promise<SandboxThread> {
  // The worker registers tsx first, then loads this file as TypeScript.
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { service, opts } });
  const started = await new Promise<Started>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    ...started,
    eventLoopUtilization: (since) => worker.performance.eventLoopUtilization(since),
    close: async () => {
      worker.postMessage('close');
      await new Promise((r) => worker.once('exit', r));
    },
  };
}

/** Kept for the inventory benchmark's callers. */
export const startAmazonSandboxThread = (opts: SandboxOptions) => startSandboxThread('amazon', opts);

if (!isMainThread && parentPort) {
  const { service, opts } = workerData as { service: Service; opts: SandboxOptions };
  const starters: Record<Service, () => Promise<(o: SandboxOptions) => Promise<RunningSandbox>>> = {
    amazon: async () => (await import('../../sandbox/amazon/index.ts')).startAmazonSandbox,
    ebay: async () => (await import('../../sandbox/ebay/index.ts')).startEbaySandbox,
    shopify: async () => (await import('../../sandbox/shopify/index.ts')).startShopifySandbox,
    onbuy: async () => (await import('../../sandbox/onbuy/index.ts')).startOnbuySandbox,
  };
  const start = await starters[service]();
  const sandbox = await start(opts);
  const port = parentPort;
  port.postMessage({ url: sandbox.url, env: sandbox.env, service: sandbox.service } satisfies Started);
  port.on('message', async (m) => {
    if (m === 'close') {
      await sandbox.close();
      port.close();
    }
  });
}
