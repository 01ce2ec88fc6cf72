// Safe to run twice: it reads Amazon's marketplace participations and overwrites the connection's
// store name and marketplaces with them.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { readAmazonProfile } from '../../server/modules/connections/amazon-profile.ts';

/** Names a newly connected Amazon account (its store name and marketplaces), after the connect has answered. */
export default async function connections__amazon_profile(payload: unknown, deps: TaskDeps) {
  const { userId } = taskPayloads.connections__amazon_profile.parse(payload);
  await readAmazonProfile(deps, userId);
}
