// The Amazon sandbox's SQS stand-in, driven by the real AWS SDK v3 client (AWS JSON 1.0 protocol):
// what a notification consumer relies on — the queue URL by name, a long poll that returns as soon
// as a message is there, a received message hidden for its visibility timeout and handed out again
// if not deleted, deletion for good, SQS's error for an unknown queue — and messages kept across a
// restart on the same DATA_DIR, like the sandboxes' other state.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteMessageCommand, GetQueueUrlCommand, QueueDoesNotExist, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAmazonSandbox } from './index.ts';

describe('Amazon sandbox: SQS for SP-API notifications', () => {
  let dir: string;
  let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
  const start = () => startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://localhost:1', dataDir: dir });
  const client = () =>
    new SQSClient({
      region: sandbox.env.AWS_REGION!,
      endpoint: sandbox.env.AWS_SQS_ENDPOINT!,
      credentials: { accessKeyId: sandbox.env.AWS_ACCESS_KEY_ID!, secretAccessKey: sandbox.env.AWS_SECRET_ACCESS_KEY! },
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lb-sqs-'));
    sandbox = await start();
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends, long-polls, hides a received message for its visibility timeout, hands it out again, deletes it; keeps messages across a restart', async () => {
    const sqs = client();
    const queueUrl = sandbox.env.AMAZON_NOTIFICATIONS_QUEUE_URL!;
    const name = queueUrl.split('/').pop()!;
    expect((await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl).toBe(queueUrl);
    await expect(sqs.send(new GetQueueUrlCommand({ QueueName: 'no-such-queue' }))).rejects.toBeInstanceOf(QueueDoesNotExist);

    // A long poll on an empty queue comes back empty after its wait; it returns as soon as a message arrives.
    expect((await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 1 }))).Messages).toBeUndefined();
    const polling = sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 10, VisibilityTimeout: 1 }));
    const sent = await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{"NotificationType":"FULFILLMENT_ORDER_STATUS"}' }));
    const first = (await polling).Messages ?? [];
    expect(first.map((m) => [m.MessageId, m.Body])).toEqual([[sent.MessageId, '{"NotificationType":"FULFILLMENT_ORDER_STATUS"}']]);

    // Not deleted: hidden for its visibility timeout (1 s), then handed out again with a new receipt.
    expect((await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 0 }))).Messages).toBeUndefined();
    const again = (await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 5, VisibilityTimeout: 1 }))).Messages ?? [];
    expect(again.map((m) => m.MessageId)).toEqual([sent.MessageId]);
    expect(again[0]!.ReceiptHandle).not.toBe(first[0]!.ReceiptHandle);
    expect(again[0]!.Attributes?.ApproximateReceiveCount).toBe('2');

    // A second message, then a restart: both are still there; the first, deleted, is gone for good.
    const kept = await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'kept' }));
    await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: again[0]!.ReceiptHandle! }));
    sqs.destroy();
    await sandbox.close();
    sandbox = await start();
    const after = client();
    const left = (
      await after.send(new ReceiveMessageCommand({ QueueUrl: sandbox.env.AMAZON_NOTIFICATIONS_QUEUE_URL!, WaitTimeSeconds: 2, MaxNumberOfMessages: 10 }))
    ).Messages;
    expect(left?.map((m) => [m.MessageId, m.Body])).toEqual([[kept.MessageId, 'kept']]);
    after.destroy();
  }, 30_000);
});
