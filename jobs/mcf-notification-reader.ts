// Reads the SP-API notifications queue beside the worker's jobs (one long poll at a time, in every
// worker process: SQS hands each message to one receiver until its visibility timeout). A message
// is deleted only after its work is committed; one whose work failed comes back after the timeout.
import { createNotificationQueue, notificationQueueConfigFrom } from '../server/integrations/amazon/notification-queue.ts';
import { applyMcfNotification } from '../server/modules/sales/mcf-notifications.service.ts';
import type { TaskDeps } from './task-list.ts';

/** Seconds a received message stays hidden from other receivers while its work runs. */
const VISIBILITY_S = 120;
/** SQS's longest wait for a message (fewer empty receives). */
const WAIT_S = 20;

export interface Reader {
  stop(): Promise<void>;
}

/** Starts reading when a queue is configured (AMAZON_NOTIFICATIONS_QUEUE_URL); null otherwise. */
export function startMcfNotificationReader(deps: TaskDeps): Reader | null {
  const config = notificationQueueConfigFrom(deps.config);
  if (!config) return null;
  const log = deps.log.child({ component: 'mcf-notifications' });
  const queue = createNotificationQueue(config);
  const abort = new AbortController();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
    });
  const loop = (async () => {
    while (!abort.signal.aborted) {
      let messages: Awaited<ReturnType<typeof queue.receive>>;
      try {
        messages = await queue.receive(WAIT_S, VISIBILITY_S, abort.signal);
      } catch (err) {
        if (abort.signal.aborted) break;
        // The error's name and message only: an SDK error object carries the request's metadata.
        log.warn({ error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }, 'SQS receive failed; trying again shortly');
        await pause(5000);
        continue;
      }
      await Promise.all(
        messages.map(async (m) => {
          try {
            const outcome = await applyMcfNotification(deps, m.body);
            await queue.delete(m.receipt);
            log.debug({ messageId: m.id, outcome }, 'MCF notification applied');
          } catch (err) {
            log.warn({ messageId: m.id, error: err instanceof Error ? err.message : String(err) }, 'MCF notification not applied; SQS delivers it again');
          }
        }),
      );
    }
  })();
  return {
    stop: async () => {
      abort.abort();
      await loop;
      queue.close();
    },
  };
}
