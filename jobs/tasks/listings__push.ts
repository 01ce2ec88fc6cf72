// Safe to run twice: the push settles rows in progress by the channel's SKU (idempotent
// create-or-replace, offers looked up by SKU before creating one, ids saved as soon as they exist),
// so a second run repeats only what the first did not finish.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { pushListings } from '../../server/channels/engine.ts';

/** Pushes one seller's listings in progress on one channel (list, revise, delist) in bulk calls. */
export default async function listings__push(payload: unknown, deps: TaskDeps) {
  const { userId, channel } = taskPayloads.listings__push.parse(payload);
  await pushListings(deps, userId, channel);
}
