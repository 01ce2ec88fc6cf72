// The contract every sandbox (sandbox/<service>/index.ts) fulfils. See DESIGN.md "The sandboxes".

export type ServiceName = 'amazon' | 'ebay' | 'shopify' | 'onbuy' | 'stripe' | 'ai';

export interface SandboxOptions {
  /** Loopback interface to bind (127.0.0.1). */
  host: string;
  /** 0 picks a free port (tests); `npm start` uses SANDBOX_PORT_BASE + n. */
  port: number;
  /** Where the product is reachable: consent pages redirect here, webhooks are delivered here. */
  productUrl: string;
  /** Deterministic seed: same seed, same state. */
  seed?: number;
  /** Where the sandbox keeps its state between runs (DATA_DIR/sandboxes); none: it forgets everything when it stops. */
  dataDir?: string;
  /**
   * Fault injection from the start (SANDBOX_FAULTS, sandbox/faults/README.md): rules for every
   * sandbox or named ones; unset: none (the control endpoint /__sandbox/faults can add them).
   */
  faults?: string;
  /** Problems worth telling the operator about that do not stop the sandbox (an unreadable saved state). */
  warn?: (message: string) => void;
}

export interface RunningSandbox {
  service: ServiceName;
  /** Base URL, e.g. http://127.0.0.1:4105 (the real paths are at its root). */
  url: string;
  /** Other bases it serves, for people and the health endpoint (Amazon: `images`, its https image links). */
  links?: Record<string, string>;
  /**
   * Environment values (names from server/integrations/env.ts) that point the product at this
   * sandbox: base URLs and the sandbox's demo credentials. The product only ever sees these.
   */
  env: Record<string, string>;
  close(): Promise<void>;
}

export type StartSandbox = (opts: SandboxOptions) => Promise<RunningSandbox>;
