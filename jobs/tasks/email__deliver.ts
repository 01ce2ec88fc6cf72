// Safe to run twice: only a PENDING outbox row is sent, and it is marked SENT right after SMTP accepts
// it. A crash between the two sends again (at least once, as SMTP allows) with the same Message-ID
// (the outbox id), by which receiving servers drop the copy.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { deliverEmail } from '../../server/modules/email/email.service.ts';

export default async function email__deliver(payload: unknown, deps: TaskDeps) {
  const { emailId } = taskPayloads.email__deliver.parse(payload);
  await deliverEmail(deps, emailId);
}
