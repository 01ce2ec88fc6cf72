import type { TaskDeps } from '../task-list.ts';
import { pruneInboundWebhooks } from '../../server/modules/webhooks/webhooks.service.ts';

export default async function webhooks__prune(_payload: unknown, deps: TaskDeps) {
  const count = await pruneInboundWebhooks(deps.prisma);
  if (count) deps.log.info({ count }, 'pruned old inbound webhook deliveries');
}
