// The Amazon sandbox on a worker thread, for the benchmark: Amazon generates reports on its own
// servers, so the sandbox's report generation (≈ 4 s of CPU for two 250k-row reports) should not
// share the import's event loop. Everything else talks to it over HTTP, as with the in-process one.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { RunningSandbox, SandboxOptions } from '../../sandbox/types.ts';

type Started = { url: string; env: Record<string, string>; service: RunningSandbox['service'] };

export async function startAmazonSandboxThread(opts: SandboxOptions): Promise<RunningSandbox> {
  // The worker registers tsx first, then loads this file as TypeScript.
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: opts });
  const started = await new Promise<Started>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    ...started,
    close: async () => {
      worker.postMessage('close');
      await new Promise((r) => worker.once('exit', r));
    },
  };
}

if (!isMainThread && parentPort) {
  const { startAmazonSandbox } = await import('../../sandbox/amazon/index.ts');
  const sandbox = await startAmazonSandbox(workerData as SandboxOptions);
  const port = parentPort;
  port.postMessage({ url: sandbox.url, env: sandbox.env, service: sandbox.service } satisfies Started);
  port.on('message', async (m) => {
    if (m === 'close') {
      await sandbox.close();
      port.close();
    }
  });
}
