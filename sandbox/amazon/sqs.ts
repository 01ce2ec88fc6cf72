// An Amazon SQS stand-in for SP-API notifications: the AWS JSON 1.0 protocol the v3 SDK speaks
// (POST with `X-Amz-Target: AmazonSQS.<Action>`, `application/x-amz-json-1.0` bodies) for the
// actions a notification consumer uses — GetQueueUrl, SendMessage, ReceiveMessage (long poll,
// visibility timeout), DeleteMessage, ChangeMessageVisibility — with SQS's error shapes. Queues and
// their messages are plain data, kept in the Amazon sandbox's snapshot like its other state.
import { createHash, randomUUID } from 'node:crypto';
import { sendJson, type Ctx } from './http.ts';

/** The sandbox's AWS account, access key and secret (its own, like DEMO_APP's LWA credentials). */
export const SANDBOX_AWS = {
  accountId: '000000000000',
  region: 'us-east-1',
  accessKeyId: 'AKIASANDBOXLISTBRIDGE',
  secretAccessKey: 'sandbox-secret-access-key-listbridge-000000',
  queueName: 'listbridge-sp-api-notifications',
};

interface Message {
  id: string;
  body: string;
  md5: string;
  sentAt: number;
  /** Epoch ms from which a receive may hand it out (a delay, or a receipt's visibility timeout). */
  visibleAt: number;
  receipt: string | null;
  receiveCount: number;
}

interface Queue {
  name: string;
  visibilityTimeoutS: number;
  messages: Message[];
}

class SqsError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly queryError = `${type};Sender`,
  ) {
    super(message);
  }
}

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

export class SqsQueues {
  queues = new Map<string, Queue>();
  /** Messages sent, received and deleted (never trimmed): tests read how many were delivered. */
  counts = { sent: 0, received: 0, deleted: 0 };

  constructor(private readonly baseUrl: () => string) {
    this.ensure(SANDBOX_AWS.queueName);
  }

  ensure(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) this.queues.set(name, (q = { name, visibilityTimeoutS: 30, messages: [] }));
    return q;
  }

  urlOf(name: string): string {
    return `${this.baseUrl()}/${SANDBOX_AWS.accountId}/${name}`;
  }

  arnOf(name: string): string {
    return `arn:aws:sqs:${SANDBOX_AWS.region}:${SANDBOX_AWS.accountId}:${name}`;
  }

  /** The queue an ARN names, or null (createDestination refuses a queue it cannot reach). */
  byArn(arn: string): Queue | null {
    const m = /^arn:aws:sqs:([a-z0-9-]+):(\d{12}):([A-Za-z0-9_-]{1,80})$/.exec(arn);
    if (!m || m[1] !== SANDBOX_AWS.region || m[2] !== SANDBOX_AWS.accountId) return null;
    return this.queues.get(m[3]!) ?? null;
  }

  /** Puts a message on a queue (what SP-API does when it publishes a notification). */
  send(queue: Queue, body: string, delayMs = 0): Message {
    const m: Message = { id: randomUUID(), body, md5: md5(body), sentAt: Date.now(), visibleAt: Date.now() + delayMs, receipt: null, receiveCount: 0 };
    queue.messages.push(m);
    this.counts.sent++;
    return m;
  }

  /** Messages waiting (visible or in flight) per queue, for the control API. */
  depth(): Record<string, { visible: number; inFlight: number }> {
    const now = Date.now();
    return Object.fromEntries(
      [...this.queues.values()].map((q) => [
        q.name,
        { visible: q.messages.filter((m) => m.visibleAt <= now).length, inFlight: q.messages.filter((m) => m.visibleAt > now).length },
      ]),
    );
  }

  /** POST / (or the queue's path) with X-Amz-Target: AmazonSQS.<Action>. */
  handle = async (ctx: Ctx): Promise<void> => {
    try {
      const target = String(ctx.req.headers['x-amz-target'] ?? '');
      if (!target.startsWith('AmazonSQS.')) throw new SqsError(400, 'com.amazonaws.sqs#InvalidAction', 'The action or operation requested is invalid.');
      authenticate(String(ctx.req.headers.authorization ?? ''));
      let input: Record<string, unknown>;
      try {
        input = ctx.rawBody ? (JSON.parse(ctx.rawBody) as Record<string, unknown>) : {};
      } catch {
        throw new SqsError(400, 'com.amazonaws.sqs#InvalidParameterValue', 'The request body is not valid JSON.');
      }
      const out = await this.action(target.slice('AmazonSQS.'.length), input);
      sendJson(ctx, 200, out, { 'content-type': 'application/x-amz-json-1.0' });
    } catch (err) {
      const e =
        err instanceof SqsError ? err : new SqsError(500, 'com.amazonaws.sqs#InternalError', 'We encountered an internal error.', 'InternalError;Receiver');
      sendJson(ctx, e.status, { __type: e.type, message: e.message }, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-query-error': e.queryError });
    }
  };

  private async action(name: string, input: Record<string, unknown>): Promise<unknown> {
    if (name === 'GetQueueUrl') {
      const q = this.queues.get(String(input.QueueName ?? ''));
      if (!q) throw nonExistent();
      return { QueueUrl: this.urlOf(q.name) };
    }
    const queue = this.fromUrl(input.QueueUrl);
    if (name === 'SendMessage') {
      const body = input.MessageBody;
      if (typeof body !== 'string' || body === '')
        throw new SqsError(400, 'com.amazonaws.sqs#MissingParameter', 'The request must contain the parameter MessageBody.');
      const m = this.send(queue, body, intIn(input.DelaySeconds, 0, 900, 'DelaySeconds', 0) * 1000);
      return { MessageId: m.id, MD5OfMessageBody: m.md5 };
    }
    if (name === 'ReceiveMessage') return this.receive(queue, input);
    if (name === 'DeleteMessage') {
      // SQS answers a stale receipt handle with success once the message is gone; an unknown one is refused.
      const receipt = String(input.ReceiptHandle ?? '');
      const i = queue.messages.findIndex((m) => m.receipt === receipt);
      if (i >= 0) {
        queue.messages.splice(i, 1);
        this.counts.deleted++;
      } else if (!receipt.startsWith('sbx-'))
        throw new SqsError(400, 'com.amazonaws.sqs#ReceiptHandleIsInvalid', `The input receipt handle "${receipt}" is not a valid receipt handle.`);
      return {};
    }
    if (name === 'ChangeMessageVisibility') {
      const m = queue.messages.find((x) => x.receipt === String(input.ReceiptHandle ?? ''));
      if (!m) throw new SqsError(400, 'com.amazonaws.sqs#ReceiptHandleIsInvalid', 'The input receipt handle is not a valid receipt handle.');
      m.visibleAt = Date.now() + intIn(input.VisibilityTimeout, 0, 43_200, 'VisibilityTimeout', 0) * 1000;
      return {};
    }
    throw new SqsError(400, 'com.amazonaws.sqs#InvalidAction', `The action ${name} is not valid for this endpoint.`);
  }

  /** Long poll: waits up to WaitTimeSeconds for a visible message; each handed out hides for the visibility timeout. */
  private async receive(queue: Queue, input: Record<string, unknown>) {
    const max = intIn(input.MaxNumberOfMessages, 1, 10, 'MaxNumberOfMessages', 1);
    const waitS = intIn(input.WaitTimeSeconds, 0, 20, 'WaitTimeSeconds', 0);
    const hideS = intIn(input.VisibilityTimeout, 0, 43_200, 'VisibilityTimeout', queue.visibilityTimeoutS);
    const until = Date.now() + waitS * 1000;
    for (;;) {
      const now = Date.now();
      const ready = queue.messages.filter((m) => m.visibleAt <= now).slice(0, max);
      if (ready.length || now >= until) {
        for (const m of ready) {
          m.receipt = `sbx-${randomUUID()}`;
          m.visibleAt = now + hideS * 1000;
          m.receiveCount++;
        }
        this.counts.received += ready.length;
        if (!ready.length) return {};
        return {
          Messages: ready.map((m) => ({
            MessageId: m.id,
            ReceiptHandle: m.receipt,
            MD5OfBody: m.md5,
            Body: m.body,
            Attributes: { ApproximateReceiveCount: String(m.receiveCount), SentTimestamp: String(m.sentAt) },
          })),
        };
      }
      await sleep(Math.min(100, until - now));
    }
  }

  private fromUrl(url: unknown): Queue {
    if (typeof url !== 'string' || url === '')
      throw new SqsError(400, 'com.amazonaws.sqs#MissingParameter', 'The request must contain the parameter QueueUrl.');
    const name = url.split('/').filter(Boolean).at(-1) ?? '';
    const q = this.queues.get(name);
    if (!q) throw nonExistent();
    return q;
  }
}

const nonExistent = () =>
  new SqsError(400, 'com.amazonaws.sqs#QueueDoesNotExist', 'The specified queue does not exist.', 'AWS.SimpleQueueService.NonExistentQueue;Sender');

function intIn(v: unknown, min: number, max: number, name: string, fallback: number): number {
  if (v === undefined || v === null) return fallback;
  if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
    throw new SqsError(
      400,
      'com.amazonaws.sqs#InvalidParameterValue',
      `Value ${String(v)} for parameter ${name} is invalid. Must be between ${min} and ${max}.`,
    );
  return v as number;
}

/** A Signature Version 4 request by the sandbox's access key (the signature itself is not checked here). */
function authenticate(authorization: string): void {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([a-z0-9-]+)\/sqs\/aws4_request/.exec(authorization);
  if (!m) throw new SqsError(400, 'com.amazonaws.sqs#MissingAuthenticationToken', 'Request is missing Authentication Token.');
  if (m[1] !== SANDBOX_AWS.accessKeyId)
    throw new SqsError(
      403,
      'com.amazon.coral.service#InvalidClientTokenId',
      'The security token included in the request is invalid.',
      'InvalidClientTokenId;Sender',
    );
}
