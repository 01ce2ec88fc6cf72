// Keeps one sandbox's state in a file under DATA_DIR, so a restart (clean or kill -9) continues
// the same marketplace world. The whole state object is written, not chosen fields, so state
// added to a sandbox later is kept without any code here. Writes follow changes closely
// (debounced after every answered request, and checked every few seconds for changes made by
// timers) and are atomic: a temporary file renamed over the last snapshot, so a process killed
// mid-write leaves the previous snapshot whole.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import path from 'node:path';
import { decodeState, encodeState } from './codec.ts';
import { restoreInto } from './restore.ts';

const FORMAT = 1;
/** A change is written this long after it (changes in the meantime go in the same write)… */
const DELAY_MS = 100;
/**
 * …and writes are at least this far apart, or ten times as long as the last one took: a large
 * state (a 10,000-listing eBay seller is ~20 MB) must not keep the event loop (shared with the
 * product under `npm start`) busy. So a kill -9 loses at most the last second or so of changes.
 */
const MIN_GAP_MS = 1000;
/** A request's work can go on after its answer (webhooks sent, their attempts recorded): looked at again this much later. */
const AFTERMATH_MS = 5000;
/** Changes made by timers alone (Stripe's webhook retries) are looked for this often, in sandboxes that have such timers. */
const SWEEP_MS = 30_000;

export interface SnapshotOptions {
  /** The sandbox's directory (DATA_DIR/sandboxes); no directory: nothing is kept. */
  dir: string | undefined;
  service: string;
  /** The live state: read on every write, restored into at load. */
  root: object;
  /** Dotted paths that come from the fresh state on every start (addresses, values derived from them). */
  skip?: string[];
  /** The sandbox changes its state from timers too (not only in requests): look for changes every 30 s. */
  timers?: boolean;
  warn?: (message: string) => void;
}

export interface Snapshot {
  /** True when an earlier run's state was restored. */
  readonly restored: boolean;
  /**
   * True when that run did not stop cleanly (kill -9): its last second of changes may be lost, so
   * ids it handed out then may be unknown here; sandboxes move their id sequences past them.
   */
  readonly crashed: boolean;
  /** Writes soon (debounced); call after a change. */
  changed(): void;
  /** Writes now if anything changed since the last write (always when `clean`: the run is ending normally). */
  save(clean?: boolean): void;
  /** Every answered request may have changed the state. */
  watch(server: HttpServer | HttpsServer): void;
  /** Final write and no more timers. */
  close(): void;
  /** The port the sandbox listens on; at start, the one of the last run (reused so addresses the product stored stay valid). */
  port: number | null;
}

export function openSnapshot(opts: SnapshotOptions): Snapshot {
  const file = opts.dir ? path.join(opts.dir, `${opts.service}.json`) : null;
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  let lastText = '';
  let lastPort: number | null = null;
  let restored = false;
  let crashed = false;
  if (file) {
    try {
      const loaded = load(file);
      if (loaded) {
        restoreInto(opts.root, loaded.state, opts.skip);
        lastPort = loaded.port;
        restored = true;
        crashed = !loaded.clean;
      }
    } catch (err) {
      // A snapshot we cannot read must not stop the product: keep it aside for inspection and start fresh.
      const aside = `${file}.unreadable-${Date.now()}`;
      try {
        renameSync(file, aside);
      } catch {
        /* already gone */
      }
      warn(`The ${opts.service} sandbox could not read its saved state (${(err as Error).message}); it starts fresh (the file was kept as ${aside})`);
    }
  }

  let dueTimer: NodeJS.Timeout | null = null;
  let lastSaveAt = 0;
  let minGapMs = MIN_GAP_MS;
  let aftermathTimer: NodeJS.Timeout | null = null;
  let closed = false;
  const snapshot: Snapshot = {
    restored,
    crashed,
    port: lastPort,
    changed() {
      if (!file || closed) return;
      // Unref'd: a pending write never keeps a process alive (every way out closes the sandbox, which writes).
      dueTimer ??= setTimeout(() => snapshot.save(), Math.max(DELAY_MS, lastSaveAt + minGapMs - Date.now())).unref();
      aftermathTimer ??= setTimeout(() => ((aftermathTimer = null), snapshot.changed()), AFTERMATH_MS).unref();
    },
    save(clean = false) {
      if (dueTimer) clearTimeout(dueTimer);
      dueTimer = null;
      if (!file) return;
      try {
        const started = Date.now();
        const text = encodeState(opts.root, opts.skip);
        lastSaveAt = Date.now();
        minGapMs = Math.max(MIN_GAP_MS, (lastSaveAt - started) * 10);
        if (text === lastText && !clean) return;
        const head = `"format":${FORMAT},"service":${JSON.stringify(opts.service)},"port":${snapshot.port ?? 'null'},"clean":${clean}`;
        write(file, `{${head},"savedAt":${JSON.stringify(new Date().toISOString())},"state":${text}}`);
        lastText = text;
      } catch (err) {
        warn(`The ${opts.service} sandbox could not save its state (${(err as Error).message}); it tries again on the next change`);
      }
    },
    watch(server) {
      server.on('request', (_req, res) => res.once('close', () => snapshot.changed()));
    },
    close() {
      if (closed) return;
      snapshot.save(true);
      closed = true;
      clearInterval(sweep);
      if (aftermathTimer) clearTimeout(aftermathTimer);
    },
  };
  const sweep = setInterval(() => {
    if (!dueTimer) snapshot.save();
  }, SWEEP_MS);
  sweep.unref();
  if (!file || !opts.timers) clearInterval(sweep);
  // Written at once, marked as not stopped cleanly: if this run is killed before its next write,
  // the next start knows ids may have been handed out unsaved (even by a fresh start, whose
  // first ids are always the same).
  snapshot.save();
  lastSaveAt = 0; // the first change after the start is written as soon as any
  return snapshot;
}

function load(file: string): { state: unknown; port: number | null; clean: boolean } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  // The envelope is parsed twice (once here for its fields, once by the codec): simplest, and only at start.
  const envelope = JSON.parse(text) as { format?: unknown; port?: unknown; clean?: unknown; state?: unknown };
  if (envelope.format !== FORMAT) throw new Error(`unknown snapshot format ${String(envelope.format)}`);
  return {
    state: decodeState(JSON.stringify(envelope.state)),
    port: typeof envelope.port === 'number' ? envelope.port : null,
    clean: envelope.clean === true,
  };
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** How far id sequences move on after a crash: far more ids than a sandbox hands out in a second. */
export const CRASH_ID_GAP = 10_000;

/** Moves every named sequence past the ids a crashed run may have handed out unsaved. */
export function skipLostIds(counters: Map<string, number>): void {
  for (const [kind, n] of counters) counters.set(kind, n + CRASH_ID_GAP);
}
