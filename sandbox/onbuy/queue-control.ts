import express, { type Router } from 'express';
import { processQueues } from './catalogue.ts';
import type { OnbuySandboxState } from './state.ts';

/**
 * Test and demo controls of the product-creation queue (never OnBuy's API): OnBuy's catalogue team
 * takes from 20 minutes to weeks, so tests decide a queue entry now instead of waiting.
 * - GET /__sandbox/queues: every entry (seller, uid, status, opc, error).
 * - POST /__sandbox/queues/{queueId}/approve: success now (a new OPC), unless its checks fail it.
 * - POST /__sandbox/queues/{queueId}/fail {error_message?}: failed now with that message.
 */
export function queueControlRoutes(state: OnbuySandboxState): Router {
  const r = express.Router();
  r.use('/__sandbox/queues', express.json());

  r.get('/__sandbox/queues', (_req, res) => {
    res.json({
      queues: state.queues.map((q) => ({
        queue_id: q.queue_id,
        seller_id: q.seller_id,
        uid: q.uid,
        status: q.status,
        opc: q.opc,
        error_message: q.error_message,
      })),
    });
  });

  const decide = (req: express.Request, res: express.Response, outcome: (q: OnbuySandboxState['queues'][number]) => void) => {
    const q = state.queues.find((x) => x.queue_id === req.params.queueId);
    if (!q) return void res.status(404).json({ error: 'unknown queue id' });
    if (q.status !== 'pending') return void res.status(409).json({ error: `queue ${q.queue_id} is already ${q.status}` });
    outcome(q);
    // Due at once: processQueues turns entries older than the delay.
    q.created_at = Math.min(q.created_at, state.clock.now() - state.knobs.queueDelaySeconds * 1000 - 1);
    processQueues(state);
    res.json({ queue_id: q.queue_id, status: q.status, opc: q.opc, error_message: q.error_message });
  };

  r.post('/__sandbox/queues/:queueId/approve', (req, res) => decide(req, res, () => {}));
  r.post('/__sandbox/queues/:queueId/fail', (req, res) => {
    const b = (req.body ?? {}) as { error_message?: unknown };
    const error = typeof b.error_message === 'string' && b.error_message ? b.error_message : 'The product was rejected by the OnBuy catalogue team';
    decide(req, res, (q) => {
      q.outcome = { ok: false, error };
    });
  });
  return r;
}
