// The transport of one Amazon configuration, shared by SP-API (http.ts) and Login with Amazon
// (lwa.ts): one connection pool and retry policy per configuration (../transport.ts).
import { createTransport, type Transport } from '../transport.ts';
import type { AmazonConfig } from './config.ts';

const transports = new WeakMap<AmazonConfig, Transport>();

/** The transport of one Amazon configuration (SP-API and Login with Amazon share it). */
export function amazonTransport(config: AmazonConfig): Transport {
  let t = transports.get(config);
  if (!t) {
    t = createTransport('amazon', { maxRetries: config.maxRetries ?? 5, ...config.transport });
    transports.set(config, t);
  }
  return t;
}
