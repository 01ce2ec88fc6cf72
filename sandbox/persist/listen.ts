// Starting a sandbox with its saved state: listen where it listened before when any free port
// will do (tests), so the addresses the product stored (shop URLs, webhook sources) still lead
// here after a restart; then save after every request.
import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { SandboxOptions } from '../types.ts';
import { openSnapshot, type Snapshot } from './snapshot.ts';

/** The sandbox's snapshot under opts.dataDir (none without one), restored into `root` now. */
export function sandboxSnapshot(opts: SandboxOptions, service: string, root: object, skip: string[] = [], more: { timers?: boolean } = {}): Snapshot {
  return openSnapshot({ dir: opts.dataDir, service, root, skip, warn: opts.warn, ...more });
}

/** Listens on opts.port, or (port 0) on the last run's port when it is free; returns the port. */
export async function listenPersisted(server: HttpServer | HttpsServer, opts: SandboxOptions, snapshot: Snapshot): Promise<number> {
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      server.once('error', onError);
      server.listen(port, opts.host, () => (server.off('error', onError), resolve()));
    });
  if (opts.port === 0 && snapshot.port) {
    try {
      await listen(snapshot.port);
    } catch {
      await listen(0);
    }
  } else await listen(opts.port);
  snapshot.port = (server.address() as AddressInfo).port;
  snapshot.watch(server);
  return snapshot.port;
}
