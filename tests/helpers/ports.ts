import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * A port that was free a moment ago, for a server started later (often in another process).
 * Taken below the kernel's ephemeral range: a port the OS picked for `listen(0)` comes from the
 * range it also gives outgoing connections, and with hundreds of test connections open one of
 * them could take the port before the server binds it ("address already in use").
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  const low = Math.max(1024, ephemeralLow - 12_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (ephemeralLow - low));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${ephemeralLow}`);
}

function ephemeralRange(): [number, number] {
  try {
    const [a, b] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (a && b && a > 2048) return [a, b];
  } catch {
    /* not Linux: the IANA range */
  }
  return [49152, 65535];
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}
