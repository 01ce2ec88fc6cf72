// Safe to run twice: deletes delivery records and rate-limit windows past retention; a second run finds nothing more.
import type { TaskDeps } from '../task-list.ts';
import { pruneInboundWebhooks } from '../../server/modules/webhooks/webhooks.service.ts';
import { pruneRateLimitWindows } from '../../server/modules/system/rate-limits.ts';

export default async function webhooks__prune(_payload: unknown, deps: TaskDeps) {
  const count = await pruneInboundWebhooks(deps.prisma);
  if (count) deps.log.info({ count }, 'pruned old inbound webhook deliveries');
  // The webhook endpoints' rate-limit windows go with them.
  await pruneRateLimitWindows(deps.pool);
}
