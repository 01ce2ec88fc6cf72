// Description previews off the web process's event loop (issue 29). A preview renders a seller's
// Liquid template (LiquidJS's renderSync allows up to a second of work), so rendering it in the
// request would let any seller or INVENTORY_READ token stall every other request. Previews run in
// a small pool of worker threads instead, created on first use and terminated on app stop; a render
// over the time limit is stopped (its thread terminated, a fresh one started for the next) and
// answered with TemplateCompileError saying so.
import { Worker } from 'node:worker_threads';
import { type DescriptionData, TemplateCompileError, type TemplateSettings } from '../../channels/ebay/template/index.ts';
import type { Logger } from '../../logger.ts';
import type { RenderReply, RenderRequest } from './description-render.thread.ts';

export interface DescriptionRenderPool {
  /** The description's HTML; TemplateCompileError for a broken template or one over the time limit. */
  render(settings: TemplateSettings, data: DescriptionData): Promise<string>;
  /** Terminates the threads; waiting and later renders are refused. */
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Threads at most (each started when first needed). */
  threads?: number;
  /** Wall time one render may take in its thread before it is stopped. */
  timeLimitMs?: number;
  /** Renders waiting for a thread at most; more are refused at once (a burst cannot queue minutes of work). */
  maxWaiting?: number;
}

/** LiquidJS stops a render after a second itself (engine.ts renderLimit); this bounds everything else too. */
export const PREVIEW_TIME_LIMIT_MS = 2_000;
const STARTUP_LIMIT_MS = 30_000;

export const timeLimitReason = (ms: number) =>
  `Rendering took longer than ${ms >= 1000 ? `${ms / 1000} second${ms === 1000 ? '' : 's'}` : `${ms} ms`} and was stopped: simplify the template's loops`;
/** LiquidJS's own limit (engine.ts: renderLimit 1,000 ms), told the same way. */
const LIQUID_LIMIT = /^template render limit exceeded/;

interface Task {
  request: Omit<RenderRequest, 'id'>;
  resolve(html: string): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: (Task & { id: number; timer: NodeJS.Timeout }) | null;
}

const WORKER_URL = new URL('./description-render.worker.mjs', import.meta.url);

export function createDescriptionRenderPool(log: Logger, opts: PoolOptions = {}): DescriptionRenderPool {
  const threads = Math.max(1, opts.threads ?? 2);
  const timeLimitMs = opts.timeLimitMs ?? PREVIEW_TIME_LIMIT_MS;
  const maxWaiting = opts.maxWaiting ?? 50;
  const slots = new Set<Slot>();
  const waiting: Task[] = [];
  let nextId = 1;
  let closed = false;

  const drop = (slot: Slot) => {
    slots.delete(slot);
    void slot.worker.terminate();
  };

  function start(): Slot {
    const worker = new Worker(WORKER_URL);
    const slot: Slot = { worker, ready: false, task: null };
    const startup = setTimeout(() => fail(slot, new Error('description preview thread did not start')), STARTUP_LIMIT_MS);
    worker.on('message', (msg: RenderReply | { ready: true }) => {
      if ('ready' in msg) {
        clearTimeout(startup);
        slot.ready = true;
        return pump();
      }
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      clearTimeout(task.timer);
      slot.task = null;
      if ('html' in msg) task.resolve(msg.html);
      else if ('reason' in msg) task.reject(new TemplateCompileError(LIQUID_LIMIT.test(msg.reason) ? timeLimitReason(1000) : msg.reason));
      else task.reject(new Error(`description preview failed: ${msg.crash}`));
      pump();
    });
    worker.on('error', (err) => fail(slot, err));
    worker.on('exit', () => {
      clearTimeout(startup);
      if (slots.has(slot)) fail(slot, new Error('description preview thread exited'));
    });
    slots.add(slot);
    return slot;
  }

  /** A thread that died: its render fails, the slot is freed for a new thread. */
  function fail(slot: Slot, err: Error) {
    if (!slots.has(slot)) return;
    log.error({ err }, 'description preview thread failed');
    drop(slot);
    if (slot.task) {
      clearTimeout(slot.task.timer);
      slot.task.reject(err);
      slot.task = null;
    } else if (!slot.ready && ![...slots].some((s) => !s.ready)) {
      // No thread is starting any more: what waits for one would wait forever.
      for (const t of waiting.splice(0)) t.reject(err);
    }
    pump();
  }

  function pump() {
    if (closed) return;
    while (waiting.length) {
      const idle = [...slots].find((s) => s.ready && !s.task);
      if (!idle) {
        if (slots.size < threads) start();
        return;
      }
      const task = waiting.shift()!;
      const id = nextId++;
      const timer = setTimeout(() => {
        // Over the limit: the thread is stopped mid-render (terminate), the seller told why.
        slots.delete(idle);
        void idle.worker.terminate();
        idle.task = null;
        task.reject(new TemplateCompileError(timeLimitReason(timeLimitMs)));
        pump();
      }, timeLimitMs);
      idle.task = { ...task, id, timer };
      idle.worker.postMessage({ id, ...task.request } satisfies RenderRequest);
    }
  }

  return {
    render(settings, data) {
      if (closed) return Promise.reject(new Error('description previews are shut down'));
      if (waiting.length >= maxWaiting) return Promise.reject(new TemplateCompileError('Too many previews at once: try again in a moment'));
      return new Promise<string>((resolve, reject) => {
        waiting.push({ request: { settings, data }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const t of waiting.splice(0)) t.reject(new Error('description previews are shut down'));
      const all = [...slots];
      slots.clear();
      for (const s of all) {
        if (s.task) {
          clearTimeout(s.task.timer);
          s.task.reject(new Error('description previews are shut down'));
        }
      }
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
