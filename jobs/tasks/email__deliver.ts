import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { deliverEmail } from '../../server/modules/email/email.service.ts';

export default async function email__deliver(payload: unknown, deps: TaskDeps) {
  const { emailId } = taskPayloads.email__deliver.parse(payload);
  await deliverEmail(deps, emailId);
}
