// What the email module asks of the modules above it. Accounts sends e-mail (password reset,
// two-factor), so email imports nothing of accounts: accounts answers this and server/wiring.ts
// plugs it in.
import type { PrismaClient } from '../../db/prisma.ts';
import { port } from '../../ports.ts';

/** Whether the user takes notification and marketing e-mail (security mail does not ask). */
export const userWantsEmail = port<(deps: { prisma: PrismaClient }, userId: string) => Promise<boolean>>('email.userWantsEmail');
