// The SQS queue SP-API delivers the application's notifications to, read with the AWS SDK:
// ReceiveMessage as a long poll, DeleteMessage once a message's work is durably done (until then
// SQS hands it out again after its visibility timeout: delivery is at least once).
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';

export interface NotificationQueueConfig {
  /** The queue's URL, e.g. https://sqs.eu-west-1.amazonaws.com/123456789012/listbridge-notifications */
  queueUrl: string;
  region: string;
  /** Another SQS endpoint (a local stand-in); unset: AWS's, from the region. */
  endpoint?: string;
  /** Unset: the AWS SDK's default credential chain (instance role, profile, environment). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface QueueMessage {
  id: string;
  receipt: string;
  body: string;
}

export type NotificationQueueEnv = Partial<
  Record<'AMAZON_NOTIFICATIONS_QUEUE_URL' | 'AWS_REGION' | 'AWS_SQS_ENDPOINT' | 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY', string | undefined>
>;

/** The queue's settings, or null when no queue is configured (then MCF tracking comes from the sweep alone). */
export function notificationQueueConfigFrom(settings: NotificationQueueEnv | Record<string, unknown>): NotificationQueueConfig | null {
  const env = settings as NotificationQueueEnv;
  const queueUrl = env.AMAZON_NOTIFICATIONS_QUEUE_URL;
  if (!queueUrl) return null;
  // An AWS queue URL names its region (sqs.<region>.amazonaws.com); AWS_REGION says it otherwise.
  const region = env.AWS_REGION ?? /^https:\/\/sqs\.([a-z0-9-]+)\.amazonaws\.com\//.exec(queueUrl)?.[1] ?? 'us-east-1';
  return {
    queueUrl,
    region,
    ...(env.AWS_SQS_ENDPOINT ? { endpoint: env.AWS_SQS_ENDPOINT } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
  };
}

/** The queue's ARN (what createDestination names): arn:aws:sqs:<region>:<account>:<name>, from its URL. */
export function queueArn(c: NotificationQueueConfig): string {
  const [account, name] = new URL(c.queueUrl).pathname.split('/').filter(Boolean);
  if (!account || !name) throw new Error('AMAZON_NOTIFICATIONS_QUEUE_URL must end in /<account id>/<queue name>');
  return `arn:aws:sqs:${c.region}:${account}:${name}`;
}

export function createNotificationQueue(c: NotificationQueueConfig) {
  const client = new SQSClient({
    region: c.region,
    ...(c.endpoint ? { endpoint: c.endpoint } : {}),
    ...(c.credentials ? { credentials: c.credentials } : {}),
  });
  return {
    arn: () => queueArn(c),
    /** Up to 10 messages, waiting up to `waitSeconds` (≤ 20) for the first; each hidden `visibilitySeconds` meanwhile. */
    async receive(waitSeconds: number, visibilitySeconds: number, signal?: AbortSignal): Promise<QueueMessage[]> {
      const out = await client.send(
        new ReceiveMessageCommand({ QueueUrl: c.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: waitSeconds, VisibilityTimeout: visibilitySeconds }),
        signal ? { abortSignal: signal } : {},
      );
      return (out.Messages ?? []).flatMap((m) =>
        m.MessageId && m.ReceiptHandle && m.Body ? [{ id: m.MessageId, receipt: m.ReceiptHandle, body: m.Body }] : [],
      );
    },
    async delete(receipt: string): Promise<void> {
      await client.send(new DeleteMessageCommand({ QueueUrl: c.queueUrl, ReceiptHandle: receipt }));
    },
    close: () => client.destroy(),
  };
}

export type NotificationQueue = ReturnType<typeof createNotificationQueue>;
