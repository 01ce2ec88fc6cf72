// Starting a sandbox with its saved state: listen where it listened before when any free port
// will do (tests), so the addresses the product stored (shop URLs, webhook sources) still lead
// here after a restart; then save after every request.
import type { Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import type { SandboxOptions } from '../types.ts';
import { openSnapshot, type Snapshot } from './snapshot.ts';

/** The sandbox's snapshot under opts.dataDir (none without one), restored into `root` now. */
export function sandboxSnapshot(opts: SandboxOptions, service: string, root: object, skip: string[] = [], more: { timers?: boolean } = {}): Snapshot {
  return openSnapshot({ dir: opts.dataDir, service, root, skip, warn: opts.warn, ...more });
}

/**
 * Listens on opts.port, or (port 0) on the last run's port when it is free; returns the port.
 * `requests`: the HTTP servers whose answered requests may change the state (the listening server
 * itself unless it hands its sockets to others, as the Amazon sandbox's plain/TLS split does).
 */
export async function listenPersisted(server: NetServer, opts: SandboxOptions, snapshot: Snapshot, requests: Server[] = [server as Server]): Promise<number> {
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
  for (const s of requests) snapshot.watch(s);
  return snapshot.port;
}
