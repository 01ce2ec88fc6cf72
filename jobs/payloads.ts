import { z } from 'zod';

// Payloads carry ids only and are parsed at the top of each task: old jobs may still be queued.
export const taskPayloads = {
  email__deliver: z.object({ emailId: z.uuid() }),
  email__prune_outbox: z.object({}).passthrough(),
} as const;

export type TaskName = keyof typeof taskPayloads;
