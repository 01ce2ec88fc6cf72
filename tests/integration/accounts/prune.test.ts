import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { pruneSecurityRecords } from '../../../server/modules/accounts/prune.ts';

describe('pruning security records', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('deletes expired OAuth states, reset tokens, old sign-in failures and revocations, keeping current ones', async () => {
    const { prisma } = app.services;
    const { user } = await createSeller(app);
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const day = 86_400_000;
    await prisma.oAuthState.createMany({
      data: [
        { userId: user.id, kind: 'EBAY', stateHash: 'old', expiresAt: ago(2 * day) },
        { userId: user.id, kind: 'EBAY', stateHash: 'live', expiresAt: new Date(now.getTime() + 60_000) },
      ],
    });
    await prisma.passwordResetToken.createMany({
      data: [
        { userId: user.id, tokenHash: 'old', expiresAt: ago(2 * day) },
        { userId: user.id, tokenHash: 'live', expiresAt: new Date(now.getTime() + 60_000) },
      ],
    });
    await prisma.signInFailure.createMany({
      data: [
        { email: 'x@example.com', ip: '1.2.3.4', reason: 'wrong_password', createdAt: ago(8 * day) },
        { email: 'x@example.com', ip: '1.2.3.4', reason: 'wrong_password', createdAt: ago(60_000) },
      ],
    });
    await prisma.revokedSession.createMany({
      data: [
        { jti: 'gone', expiresAt: ago(1000) },
        { jti: 'kept', expiresAt: new Date(now.getTime() + day) },
      ],
    });

    await prisma.passwordResetRequest.createMany({
      data: [
        { email: 'x@example.com', ip: '1.2.3.4', createdAt: ago(8 * day) },
        { email: 'x@example.com', ip: '1.2.3.4', createdAt: ago(60_000) },
      ],
    });
    expect(await pruneSecurityRecords(prisma, now)).toEqual({
      oauthStates: 1,
      resetTokens: 1,
      signInFailures: 1,
      revokedSessions: 1,
      passwordResetRequests: 1,
    });
    expect(await prisma.passwordResetRequest.count()).toBe(1);
    expect((await prisma.oAuthState.findMany()).map((s) => s.stateHash)).toEqual(['live']);
    expect((await prisma.passwordResetToken.findMany()).map((t) => t.tokenHash)).toEqual(['live']);
    expect(await prisma.signInFailure.count()).toBe(1);
    expect((await prisma.revokedSession.findMany()).map((r) => r.jti)).toEqual(['kept']);
  });
});
